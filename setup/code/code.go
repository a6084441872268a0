// Package code turns a deal's inputs into a setup code a player can read
// aloud or type on a phone, and back.
//
// # Format
//
// A code is 16 symbols, shown in four groups of four ("1K7M-3QXD-0ARW-9TCE").
// The alphabet has 29 symbols, 0–9 and ACDEFGHJKMNPQRTVWXY: no B, I, L, O, S,
// U or Z, so no two symbols look alike (8/B, 1/I/L, 0/O, 5/S, V/U, 2/Z).
// Decoding ignores case, spaces and hyphens, and reads O as 0 and I or L as
// 1, the mistakes a reader of the alphabet is most likely to make.
//
//   - Symbol 1 is the format version (1 today). A later format keeps this
//     place and the check rule below, so an older app can always tell that a
//     code is newer rather than mistyped.
//   - Symbols 2–15 are a base-29 number (most significant first) holding the
//     fields, least significant first: the seed (41 bits), the re-deal
//     generation of each of six parts (3 bits each), the options (4 bits),
//     the player count (3 bits) and the game (2 bits): 68 bits, which fit
//     because 29¹⁴ > 2⁶⁸.
//   - Symbol 16 is the check symbol: with symbol values v₁…v₁₆ and weights
//     1…16, Σ i·vᵢ ≡ 0 (mod 29). Because 29 is prime and every weight is
//     between 1 and 28, changing any one symbol changes the sum by i·d ≢ 0,
//     and swapping two different neighbours a, b changes it by ±(a − b) ≢ 0:
//     every single wrong symbol and every swap of neighbours is caught.
package code

import (
	"fmt"
	"math/big"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// Alphabet lists the symbols by value.
const Alphabet = "0123456789ACDEFGHJKMNPQRTVWXY"

// Version is the format version this package writes and reads.
const Version = 1

// Field limits of format version 1.
const (
	SeedBits  = 41
	MaxSeed   = 1<<SeedBits - 1
	Parts     = 6 // parts whose re-deal generation a code holds
	MaxRedeal = 7 // highest re-deal generation of a part
	// MaxGame is the highest game number: the game has 2 bits, so a code
	// holds four games (data/game's list). A fifth game needs a new format
	// version with a wider game field; TestEveryGameFitsTheSetupCode says
	// so when data/game lists more games than fit.
	MaxGame   = 3
	MaxPlayer = 7
	MaxOption = 15
)

// Length is the number of symbols of a version-1 code, check included.
const Length = 16

const base = len(Alphabet) // 29, a prime

// Fields are what a code holds. Their meaning (which game is 0, what the
// option bits say) belongs to the dealer; this package only packs them.
type Fields struct {
	Game    uint8
	Players uint8
	Options uint8
	Redeals [Parts]uint8
	Seed    uint64
}

// Encode returns the code of f, grouped by hyphens.
func Encode(f Fields) (string, error) {
	if err := f.check(); err != nil {
		return "", err
	}
	n := new(big.Int).SetUint64(uint64(f.Game))
	for _, v := range []struct {
		value uint64
		bits  uint
	}{{uint64(f.Players), 3}, {uint64(f.Options), 4}} {
		n.Lsh(n, v.bits).Or(n, new(big.Int).SetUint64(v.value))
	}
	for i := Parts - 1; i >= 0; i-- {
		n.Lsh(n, 3).Or(n, big.NewInt(int64(f.Redeals[i])))
	}
	n.Lsh(n, SeedBits).Or(n, new(big.Int).SetUint64(f.Seed))

	values := make([]int, Length)
	values[0] = Version
	b29 := big.NewInt(int64(base))
	rem := new(big.Int)
	for i := Length - 2; i >= 1; i-- {
		n.DivMod(n, b29, rem)
		values[i] = int(rem.Int64())
	}
	values[Length-1] = checkValue(values[:Length-1])

	var sb strings.Builder
	for i, v := range values {
		if i > 0 && i%4 == 0 {
			sb.WriteByte('-')
		}
		sb.WriteByte(Alphabet[v])
	}
	return sb.String(), nil
}

// What a code cannot hold (a caller's mistake: deal checks its request
// first) and why a text is not a code.
var (
	errFieldTooLarge = message.Define("setup.code.field-too-large", "code: {{.Field}} {{.Value}} is above {{.Max}}")
	errRedealTooMany = message.Define("setup.code.redeal-too-many", "code: part {{.Part}} was re-dealt {{.Times}} times, at most {{.Max}} fit")
	errTooShort      = message.Define("setup.code.too-short", "a setup code has {{.Want}} symbols; {{.Text}} has {{.Count}}")
	errLength        = message.Define("setup.code.length", "a setup code has {{.Want}} symbols; this one has {{.Count}}")
	errCheck         = message.Define("setup.code.check", "this setup code is mistyped: a symbol is wrong or two are swapped")
	errNewer         = message.Define("setup.code.newer", "this setup code is from a newer version of Arrayán (code format {{.Version}}; this version reads format {{.Reads}}): update the app to deal it")
	errVersionZero   = message.Define("setup.code.version-zero", "this text is not a setup code (its version symbol is 0)")
	errOutOfRange    = message.Define("setup.code.out-of-range", "this text is not a setup code (its number is out of range)")
	errSymbol        = message.Define("setup.code.symbol", "{{.Symbol}} is not a setup-code symbol (codes use 0–9 and {{.Letters}})")
)

func (f Fields) check() error {
	tooLarge := func(field string, value, highest uint64) error {
		return errFieldTooLarge.With(message.Params{"Field": field, "Value": value, "Max": highest}).At(0, field)
	}
	switch {
	case f.Game > MaxGame:
		return tooLarge("game", uint64(f.Game), MaxGame)
	case f.Players > MaxPlayer:
		return tooLarge("players", uint64(f.Players), MaxPlayer)
	case f.Options > MaxOption:
		return tooLarge("options", uint64(f.Options), MaxOption)
	case f.Seed > MaxSeed:
		return tooLarge("seed", f.Seed, MaxSeed)
	}
	for i, r := range f.Redeals {
		if r > MaxRedeal {
			return errRedealTooMany.With(message.Params{"Part": i, "Times": r, "Max": MaxRedeal}).At(0, "part")
		}
	}
	return nil
}

// Decode reads a code typed by a person. It returns an *Error when the text
// is not a code, was mistyped, or comes from a newer format version.
func Decode(text string) (Fields, error) {
	values, count, err := symbols(text)
	if err != nil {
		return Fields{}, err
	}
	if count < 2 {
		return Fields{}, newError(ReasonLength, 0, errTooShort.With(message.Params{"Want": Length, "Text": fmt.Sprintf("%q", text), "Count": count}))
	}
	if count != Length {
		// a symbol left out or typed twice is a mistyped code, whatever its
		// first symbol: only a whole, well-checked code can be from a newer
		// version
		return Fields{}, newError(ReasonLength, 0, errLength.With(message.Params{"Want": Length, "Count": count}))
	}
	if checkValue(values) != 0 {
		return Fields{}, newError(ReasonCheck, 0, errCheck.With(nil))
	}
	switch v := values[0]; {
	case v > Version:
		return Fields{}, newError(ReasonNewer, v, errNewer.With(message.Params{"Version": v, "Reads": Version}))
	case v < 1:
		return Fields{}, newError(ReasonFormat, 0, errVersionZero.With(nil))
	}
	n := new(big.Int)
	b29 := big.NewInt(int64(base))
	for _, v := range values[1 : Length-1] {
		n.Mul(n, b29).Add(n, big.NewInt(int64(v)))
	}
	if n.BitLen() > 68 {
		return Fields{}, newError(ReasonFormat, 0, errOutOfRange.With(nil))
	}
	lo := new(big.Int).And(n, new(big.Int).SetUint64(1<<64-1)).Uint64()
	hi := new(big.Int).Rsh(n, 64).Uint64()
	var f Fields
	f.Seed = lo & MaxSeed
	for i := range Parts {
		f.Redeals[i] = uint8(lo >> (SeedBits + 3*uint(i)) & 7)
	}
	rest := lo>>(SeedBits+3*Parts) | hi<<(64-SeedBits-3*Parts) // options, players, game
	f.Options = uint8(rest & 15)
	f.Players = uint8(rest >> 4 & 7)
	f.Game = uint8(rest >> 7 & 3)
	return f, nil
}

// symbols maps text to symbol values, skipping separators.
func symbols(text string) ([]int, int, error) {
	values := make([]int, 0, Length)
	n := 0
	for _, r := range text {
		switch r {
		case '-', ' ', '\t', '\n', '\r', '.', '_':
			continue
		}
		v := value(r)
		if v < 0 {
			return nil, 0, newError(ReasonSymbol, 0, errSymbol.With(message.Params{"Symbol": fmt.Sprintf("%q", r), "Letters": Alphabet[10:]}))
		}
		if n++; len(values) <= Length {
			values = append(values, v) // beyond one too many, only counted
		}
	}
	return values, n, nil
}

// value returns the value of one symbol, reading lower case as upper case
// and O, I, L as 0, 1, 1; or −1.
func value(r rune) int {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	switch r {
	case 'O':
		r = '0'
	case 'I', 'L':
		r = '1'
	}
	if r > 127 {
		return -1
	}
	return strings.IndexByte(Alphabet, byte(r))
}

// checkValue returns the symbol that, appended to values, makes the weighted
// sum Σ i·vᵢ (weights from 1) divisible by 29. Applied to a whole code, it is
// 0 exactly when the check holds.
func checkValue(values []int) int {
	sum := 0
	for i, v := range values {
		sum = (sum + (i+1)*v) % base
	}
	if sum == 0 {
		return 0
	}
	w := len(values) + 1 // weight of the check symbol
	// the check symbol c solves sum + w·c ≡ 0, so c = −sum · w⁻¹ (mod 29)
	return (base - sum) * inverse(w%base) % base
}

// inverse returns w⁻¹ mod 29 for 1 ≤ w < 29 (Fermat: w²⁷).
func inverse(w int) int {
	r := 1
	for range base - 2 {
		r = r * w % base
	}
	return r
}

// Reasons an *Error gives, for callers that react to them.
const (
	ReasonSymbol = "symbol"        // a character outside the alphabet
	ReasonLength = "length"        // too few or too many symbols
	ReasonCheck  = "checksum"      // the check symbol does not match
	ReasonNewer  = "newer-version" // a format this version cannot read
	ReasonFormat = "format"        // not a code of any version
)

// Error is a text that cannot be read as a setup code.
type Error struct {
	// Reason is one of the Reason constants.
	Reason string
	// Version is the code's format version when Reason is ReasonNewer.
	Version int
	said    message.Message
}

// newError is an *Error for reason that says m about the code field.
func newError(reason string, version int, m message.Message) *Error {
	return &Error{Reason: reason, Version: version, said: m.At(0, "code")}
}

// Error returns the message in English.
func (e *Error) Error() string { return e.said.Error() }

// Said is what the error says, for the app to word in the player's
// language.
func (e *Error) Said() message.Message { return e.said }

// ErrorCode is the CLI contract's code for an unreadable setup code.
func (e *Error) ErrorCode() string { return "bad-code" }

// ErrorDetails are the extra members of the CLI's error object.
func (e *Error) ErrorDetails() map[string]any {
	d := map[string]any{"reason": e.Reason}
	if e.Reason == ReasonNewer {
		d["version"] = e.Version
	}
	return d
}
