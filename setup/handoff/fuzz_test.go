package handoff

import (
	"testing"

	gameid "arrayan.io/arrayan/data/game"
)

// FuzzUnpack gives Unpack any text: it never panics, and what it reads
// packs back to a text that reads the same record.
func FuzzUnpack(f *testing.F) {
	text := packed(f)
	for _, seed := range []string{text, text[:len(text)/2], prefix, "AR2:", "AR1*1/2*ABCDEF12:AB", "", "%69 VD92EX0"} {
		f.Add(seed)
	}
	if granada, err := Pack(gameid.Granada, saved(f, granadaGame(f))); err == nil {
		f.Add(granada)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := Unpack(text)
		if err != nil {
			return
		}
		again, err := Pack(h.Game, h.JSON)
		if err != nil {
			t.Fatalf("a record Unpack read is refused by Pack: %v", err)
		}
		back, err := Unpack(again)
		if err != nil || string(back.JSON) != string(h.JSON) {
			t.Fatalf("packed again, it reads %v", err)
		}
	})
}

// FuzzCollector gives a collector a real game's parts mixed with any
// text: it never panics, and the game that comes out is the real one
// (no doctored part slips in).
func FuzzCollector(f *testing.F) {
	text := packed(f)
	parts := partsOf(f, text, 160)
	f.Add("AR1*1/5*ABCDEF12:AB", uint8(0))
	f.Add(parts[2], uint8(3))
	f.Add(parts[4][:20]+"0"+parts[4][21:], uint8(4))
	f.Add(text, uint8(1))
	want := packedJSON(f)
	f.Fuzz(func(t *testing.T, extra string, at uint8) {
		var c Collector
		for i, p := range parts {
			if i == int(at)%len(parts) {
				c.Add(extra)
			}
			if h, ok, _ := c.Add(p); ok && string(h.JSON) != string(want) {
				t.Fatalf("another game came out: %s", h.JSON)
			}
		}
	})
}

// packedJSON is the round-5 record's JSON as Unpack gives it back.
func packedJSON(t testing.TB) []byte {
	t.Helper()
	h, err := Unpack(packed(t))
	if err != nil {
		t.Fatal(err)
	}
	return h.JSON
}

// BenchmarkPack packs the round-5 game, as the app does to show its QR
// code.
func BenchmarkPack(b *testing.B) {
	data := saved(b, roundFive(b))
	for b.Loop() {
		if _, err := Pack(gameid.Sabika, data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUnpack unpacks and checks the round-5 game, as the receiving
// phone does.
func BenchmarkUnpack(b *testing.B) {
	text := packed(b)
	for b.Loop() {
		if _, err := Unpack(text); err != nil {
			b.Fatal(err)
		}
	}
}
