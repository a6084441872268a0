package handoff

import (
	"bytes"
	"encoding/json"
	"testing"

	gameid "arrayan.io/arrayan/data/game"
	qrcode "github.com/skip2/go-qrcode"
)

// TestRoundTrip packs each game's record, as its app saves it, and
// unpacks the same record, read as its saved file is.
func TestRoundTrip(t *testing.T) {
	cases := []struct {
		name string
		game gameid.ID
		data func(t *testing.T) []byte
	}{
		{"sabika 4 players round 5", gameid.Sabika, func(t *testing.T) []byte { return saved(t, roundFive(t)) }},
		{"sabika 4 players ended", gameid.Sabika, func(t *testing.T) []byte { return saved(t, sabikaGame(t, fourPlayers, 25)) }},
		{"sabika just started", gameid.Sabika, func(t *testing.T) []byte { return saved(t, sabikaGame(t, fourPlayers, 0)) }},
		{"sabika solo with yusuf", gameid.Sabika, func(t *testing.T) []byte { return saved(t, soloWithYusuf(t)) }},
		{"sabika solo ended", gameid.Sabika, func(t *testing.T) []byte { return saved(t, sabikaGame(t, solo, 25)) }},
		{"alhambra", gameid.Alhambra, func(t *testing.T) []byte { return saved(t, alhambraGame(t)) }},
		{"granada", gameid.Granada, func(t *testing.T) []byte { return saved(t, granadaGame(t)) }},
		{"marcopolo", gameid.MarcoPolo, func(*testing.T) []byte { return []byte(marcoPoloTable) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.data(t)
			text, err := Pack(c.game, data)
			if err != nil {
				t.Fatal(err)
			}
			h, err := Unpack(text)
			if err != nil {
				t.Fatal(err)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, data); err != nil {
				t.Fatal(err)
			}
			if h.Game != c.game || !bytes.Equal(h.JSON, compact.Bytes()) {
				t.Errorf("unpacked %s %s, want %s %s", h.Game, h.JSON, c.game, compact.Bytes())
			}
			if got := saved(t, record(h)); c.game != gameid.MarcoPolo && !bytes.Equal(got, compact.Bytes()) {
				t.Errorf("the record read back saves as\n%s\nnot\n%s", got, compact.Bytes())
			}
			q, err := qrcode.New(text, qrcode.Medium)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("JSON %d bytes, packed %d characters, QR version %d at ECC M", len(data), len(text), q.VersionNumber)
		})
	}
}

// record is the one record a Handed carries.
func record(h Handed) any {
	switch {
	case h.Sabika != nil:
		return h.Sabika
	case h.City != nil:
		return h.City
	}
	return h.MarcoPolo
}
