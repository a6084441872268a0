package handoff

import (
	"bytes"
	"strings"
	"testing"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/setup/random"
)

// partsOf cuts the round-5 game's text in parts of size characters, as
// Split cuts a text too long for one QR code.
func partsOf(t testing.TB, text string, size int) []string {
	t.Helper()
	parts, err := splitAt(text, text[len(prefix):], size)
	if err != nil {
		t.Fatal(err)
	}
	return parts
}

// TestCollectorInAnyOrder reads the parts of a game in shuffled orders,
// each part read again along the way: the game comes out whole once the
// last one is in, and not before.
func TestCollectorInAnyOrder(t *testing.T) {
	text := packed(t)
	parts := partsOf(t, text, 100)
	if len(parts) != (len(text)-len(prefix)+99)/100 {
		t.Fatalf("%d parts", len(parts))
	}
	for seed := range uint64(8) {
		order := make([]int, len(parts))
		for i := range order {
			order[i] = i
		}
		rng := random.New(seed)
		for i := len(order) - 1; i > 0; i-- {
			j := int(rng.Uint64() % uint64(i+1))
			order[i], order[j] = order[j], order[i]
		}
		var c Collector
		for k, i := range order {
			h, ok, err := c.Add(parts[i])
			if err != nil {
				t.Fatalf("seed %d, part %d: %v", seed, i+1, err)
			}
			if last := k == len(order)-1; ok != last {
				t.Fatalf("seed %d: after %d parts, done %v", seed, k+1, ok)
			}
			if got, n := c.Progress(); !ok && (got != k+1 || n != len(parts)) {
				t.Errorf("progress %d of %d after %d parts", got, n, k+1)
			}
			if ok {
				if h.Game != gameid.Sabika || !bytes.Equal(saved(t, h.Sabika), saved(t, roundFive(t))) {
					t.Errorf("seed %d: another game came out", seed)
				}
				continue
			}
			if _, ok, err := c.Add(parts[order[k/2]]); ok || err != nil {
				t.Errorf("seed %d: a part read again: %v, %v", seed, ok, err)
			}
		}
	}
}

// TestCollectorRefuses gives a collector parts of another game, parts
// that disagree, and texts that are not parts: each is refused with its
// code, the parts read so far kept.
func TestCollectorRefuses(t *testing.T) {
	text := packed(t)
	parts := partsOf(t, text, 160)
	other, err := Pack(gameid.Granada, saved(t, granadaGame(t)))
	if err != nil {
		t.Fatal(err)
	}
	otherParts := partsOf(t, other, 100)
	cases := []struct {
		name, part, code string
	}{
		{"another game's part", otherParts[1], "handoff.another-game"},
		{"another count", partsOf(t, text, 100)[1], "handoff.part-count"},
		{"the same id, another count", "AR1*1/3*" + parts[0][len("AR1*1/5*"):], "handoff.part-count"},
		{"a part read again, changed", parts[0][:len(parts[0])-1] + "0", "handoff.parts-differ"},
		{"not a part", "hello", "handoff.not-a-game"},
		{"part 0", "AR1*0/5*" + parts[0][len("AR1*1/5*"):], "handoff.bad-part"},
		{"part 6 of 5", "AR1*6/5*" + parts[0][len("AR1*1/5*"):], "handoff.bad-part"},
		{"a leading zero", "AR1*01/5*" + parts[0][len("AR1*1/5*"):], "handoff.bad-part"},
		{"one part of one", "AR1*1/1*" + parts[0][len("AR1*1/5*"):], "handoff.bad-part"},
		{"a short id", "AR1*1/5*ABC:XYZ", "handoff.bad-part"},
		{"an empty share", parts[0][:len("AR1*1/5*12345678:")], "handoff.bad-part"},
		{"a share longer than a part's", "AR1*1/5*ABCDEF12:" + strings.Repeat("0", PartChars+1), "handoff.bad-part"},
		{"a lowercase id", "AR1*1/5*abcdef12:XYZ", "handoff.bad-part"},
		{"100 parts", "AR1*1/100*ABCDEF12:XYZ", "handoff.bad-part"},
		{"a newer format", "AR2*1/5*ABCDEF12:XYZ", "handoff.newer"},
	}
	if len(parts) != 5 {
		t.Fatalf("%d parts, the cases are written for 5", len(parts))
	}
	var c Collector
	if _, ok, err := c.Add(parts[0]); ok || err != nil {
		t.Fatal(ok, err)
	}
	for _, tc := range cases {
		if _, ok, err := c.Add(tc.part); ok || code(err) != tc.code {
			t.Errorf("%s: %v, %v; want %s", tc.name, ok, err, tc.code)
		}
	}
	if got, n := c.Progress(); got != 1 || n != 5 {
		t.Errorf("progress %d of %d after refusals, want 1 of 5", got, n)
	}
	for _, p := range parts[1:] {
		if _, _, err := c.Add(p); err != nil {
			t.Fatal(err)
		}
	}
	if got, n := c.Progress(); got != 0 || n != 0 {
		t.Errorf("progress %d of %d after the game came out, want 0 of 0", got, n)
	}
}

// TestCollectorChecksTheWhole builds parts whose id is not the whole
// text's: the whole is refused by its checksum and the collector starts
// again.
func TestCollectorChecksTheWhole(t *testing.T) {
	parts := partsOf(t, packed(t), 400)
	var c Collector
	for i, p := range parts {
		doctored := p[:len(p)-1] + "0"
		if p == doctored {
			doctored = p[:len(p)-1] + "1"
		}
		if i > 0 {
			doctored = p
		}
		_, ok, err := c.Add(doctored)
		if i < len(parts)-1 && (ok || err != nil) {
			t.Fatalf("part %d: %v, %v", i+1, ok, err)
		}
		if i == len(parts)-1 && code(err) != "handoff.checksum" {
			t.Errorf("the whole: %v, want handoff.checksum", err)
		}
	}
	if got, n := c.Progress(); got != 0 || n != 0 {
		t.Errorf("progress %d of %d after a refused whole", got, n)
	}
}

// TestCollectorTakesAWholeText reads a game in one QR code through the
// collector, as the camera screen does.
func TestCollectorTakesAWholeText(t *testing.T) {
	var c Collector
	h, ok, err := c.Add(packed(t))
	if err != nil || !ok || h.Sabika == nil {
		t.Errorf("%v, %v", ok, err)
	}
}

// TestSplitNeverTruncates splits texts of every length around a part's
// size: the parts put back give the text, each fits one QR code.
func TestSplitNeverTruncates(t *testing.T) {
	for _, n := range []int{MaxQRChars - len(prefix), MaxQRChars - len(prefix) + 1, PartChars * 2, PartChars*2 + 1, PartChars * 7} {
		body := bytes.Repeat([]byte("0"), n)
		parts, err := Split(prefix + string(body))
		if err != nil {
			t.Fatal(err)
		}
		var joined []byte
		for i, p := range parts {
			if len(p) > MaxQRChars {
				t.Errorf("%d: part %d has %d characters", n, i+1, len(p))
			}
			if len(parts) == 1 {
				joined = []byte(p[len(prefix):])
				continue
			}
			pt, err := readPart(p)
			if err != nil || pt.index != i+1 || pt.count != len(parts) {
				t.Fatalf("%d: part %d: %+v, %v", n, i+1, pt, err)
			}
			joined = append(joined, pt.chunk...)
		}
		if !bytes.Equal(joined, body) {
			t.Errorf("%d characters: the parts give back %d", n, len(joined))
		}
	}
	if _, err := Split(prefix + string(bytes.Repeat([]byte("0"), PartChars*MaxParts+1))); code(err) != "handoff.too-many-parts" {
		t.Errorf("a text of %d parts: %v", MaxParts+1, err)
	}
	if _, err := Split("hello"); code(err) != "handoff.not-a-game" {
		t.Errorf("not a packed text: %v", err)
	}
}
