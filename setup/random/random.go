// Package random is the pseudo-random generator and shuffle that every setup
// dealer uses. The project owns these algorithms: their output is part of the
// setup-code contract (a code must deal the same setup on every platform and
// in every later version), so nothing here may depend on math/rand, whose
// streams a Go release is free to change.
//
// Generator: SplitMix64 (Steele, Lea and Flood, "Fast splittable
// pseudorandom number generators", OOPSLA 2014; the constants are those of
// Vigna's public-domain splitmix64.c). The state advances by the golden-ratio
// increment 0x9E3779B97F4A7C15 and each output is the state passed through
// the variant-13 finaliser (shifts 30, 27, 31; multipliers
// 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB).
//
// Bounded integers: Lemire's multiply-and-reject method ("Fast Random
// Integer Generation in an Interval", ACM TOMACS 2019), which is exactly
// unbiased: a 64-bit draw x is mapped to the high word of x·n and rejected
// while the low word is below 2⁶⁴ mod n.
//
// Shuffle: Durstenfeld's Fisher–Yates, from the last index down to 1,
// swapping index i with IntN(i+1).
package random

import "math/bits"

// Source is a SplitMix64 generator. The zero value is a valid generator
// seeded with 0. A Source is not safe for concurrent use.
type Source struct {
	state uint64
}

// New returns a generator whose first output depends only on seed.
func New(seed uint64) *Source { return &Source{state: seed} }

const golden = 0x9E3779B97F4A7C15

// mix is SplitMix64's output finaliser.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Uint64 returns the next 64 pseudo-random bits.
func (s *Source) Uint64() uint64 {
	s.state += golden
	return mix(s.state)
}

// IntN returns a uniformly distributed integer in [0, n). It returns 0 when
// n ≤ 1, so that a dealer never panics on an empty choice.
func (s *Source) IntN(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(s.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound // 2⁶⁴ mod n
		for lo < threshold {
			hi, lo = bits.Mul64(s.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements by Fisher–Yates, calling swap(i, j) for each
// exchange, from the last element down.
func (s *Source) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, s.IntN(i+1))
	}
}

// Perm returns the numbers 0…n−1 in a uniformly random order: the identity
// shuffled by Shuffle.
func (s *Source) Perm(n int) []int {
	p := make([]int, max(n, 0))
	for i := range p {
		p[i] = i
	}
	s.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// Derive returns the seed of an independent stream for one part of a deal:
// each word is folded in by adding it to the running value, stepping by the
// golden-ratio increment and finalising, so that different words give
// unrelated streams.
func Derive(seed uint64, words ...uint64) uint64 {
	h := mix(seed + golden)
	for _, w := range words {
		h = mix(h + w + golden)
	}
	return h
}
