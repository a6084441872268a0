package random

import (
	"math"
	"testing"
)

// The first outputs of SplitMix64 from seed 1234567, the published test
// vector (Rosetta Code, "Pseudo-random numbers/Splitmix64", computed with
// Vigna's splitmix64.c); they pin the generator to the published algorithm.
func TestUint64MatchesReference(t *testing.T) {
	s := New(1234567)
	want := []uint64{
		6457827717110365317,
		3203168211198807973,
		9817491932198370423,
		4593380528125082431,
		16408922859458223821,
	}
	for i, w := range want {
		if got := s.Uint64(); got != w {
			t.Fatalf("output %d = %d, want %d", i, got, w)
		}
	}
}

func TestIntNInRange(t *testing.T) {
	s := New(7)
	for _, n := range []int{-3, 0, 1, 2, 3, 7, 10, 31, 1 << 40} {
		for range 1000 {
			v := s.IntN(n)
			if n <= 1 && v != 0 || n > 1 && (v < 0 || v >= n) {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
		}
	}
}

// A bound just above 2⁶³ rejects about half of all draws; the result must
// still be in range and the method must terminate.
func TestIntNHugeBound(t *testing.T) {
	s := New(99)
	n := int(uint64(1)<<62 + 12345)
	for range 1000 {
		if v := s.IntN(n); v < 0 || v >= n {
			t.Fatalf("IntN = %d", v)
		}
	}
}

func TestPermIsPermutation(t *testing.T) {
	s := New(42)
	for n := 0; n < 40; n++ {
		p := s.Perm(n)
		seen := make([]bool, n)
		for _, v := range p {
			if v < 0 || v >= n || seen[v] {
				t.Fatalf("Perm(%d) = %v", n, p)
			}
			seen[v] = true
		}
	}
}

// chiSquare returns Pearson's statistic of observed counts against a uniform
// expectation.
func chiSquare(counts []int, total int) float64 {
	exp := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - exp
		x += d * d / exp
	}
	return x
}

// chiLimit is a generous upper bound of the chi-square quantile for df
// degrees of freedom at p ≈ 0.9999 (Wilson–Hilferty with z = 3.72), so that
// the uniformity tests fail only on real bias.
func chiLimit(df int) float64 {
	k := float64(df)
	z := 3.72
	v := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * v * v * v
}

// Every position of a shuffle of 5 receives every element equally often,
// over many seeds: each of the 120 permutations appears about equally.
func TestShuffleUniformOverSeeds(t *testing.T) {
	const n, trials = 5, 240000
	counts := make([]int, 120)
	for seed := range uint64(trials) {
		p := New(Derive(seed, 1)).Perm(n)
		counts[permIndex(p)]++
	}
	if x := chiSquare(counts, trials); x > chiLimit(119) {
		t.Fatalf("chi-square over permutations = %.1f, limit %.1f", x, chiLimit(119))
	}
}

// IntN with a bound that does not divide 2⁶⁴ is uniform.
func TestIntNUniform(t *testing.T) {
	for _, n := range []int{3, 7, 10, 18, 31} {
		s := New(uint64(n))
		const trials = 200000
		counts := make([]int, n)
		for range trials {
			counts[s.IntN(n)]++
		}
		if x := chiSquare(counts, trials); x > chiLimit(n-1) {
			t.Errorf("IntN(%d): chi-square %.1f, limit %.1f", n, x, chiLimit(n-1))
		}
	}
}

// A chi-square test that can fail: a deliberately biased draw (x mod 3 of a
// 4-valued source) is caught by the same limit.
func TestChiSquareCatchesBias(t *testing.T) {
	s := New(1)
	const trials = 30000
	counts := make([]int, 3)
	for range trials {
		counts[int(s.Uint64()%4)%3]++
	}
	if x := chiSquare(counts, trials); x <= chiLimit(2) {
		t.Fatalf("biased counts %v passed with chi-square %.1f", counts, x)
	}
}

func TestDeriveSeparatesStreams(t *testing.T) {
	seen := map[uint64]bool{}
	for seed := range uint64(50) {
		for a := range uint64(8) {
			for b := range uint64(8) {
				d := Derive(seed, a, b)
				if seen[d] {
					t.Fatalf("Derive collision at %d %d %d", seed, a, b)
				}
				seen[d] = true
			}
		}
	}
}

// permIndex is the lexicographic rank of a permutation.
func permIndex(p []int) int {
	idx := 0
	for i := range p {
		smaller := 0
		for _, q := range p[i+1:] {
			if q < p[i] {
				smaller++
			}
		}
		idx = idx*(len(p)-i) + smaller
	}
	return idx
}

func BenchmarkPerm31(b *testing.B) {
	s := New(1)
	for b.Loop() {
		s.Perm(31)
	}
}
