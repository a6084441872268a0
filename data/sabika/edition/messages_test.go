package edition

import (
	"encoding/json"
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// Every refused import says a message: its code, its parameters and the
// field it points at; a refused card carries the Yusuf components' own.
func TestRefusedImportsSayCodeParamsAndField(t *testing.T) {
	nine := sabika.MaxPrinted + 1
	tooHigh := New()
	tooHigh.Tribute[1] = &nine
	tooHighData := mustMarshal(t, tooHigh)
	for _, tc := range []struct {
		name   string
		read   func() error
		code   string
		params message.Params
		field  string
	}{
		{"another game's data", func() error { _, err := Import([]byte(`{"format":1,"game":"granada"}`)); return err },
			"sabika.edition.other-game", message.Params{"Game": "granada"}, "game"},
		{"a newer format", func() error { _, err := Import([]byte(`{"format":99,"game":"sabika"}`)); return err },
			"sabika.edition.newer-format", message.Params{"Format": 99, "Reads": FormatVersion}, "format"},
		{"a tribute over the printed bound", func() error { _, err := Import(tooHighData); return err },
			"sabika.range", message.Params{"Max": sabika.MaxPrinted, "Value": nine}, "tribute[1]"},
		{"a code with a wrong checksum", func() error { _, err := FromCode(codePrefix + "AAAAAAAAAA"); return err },
			"sabika.edition.code-checksum", nil, "code"},
		{"text that is no code", func() error { _, err := FromCode("hello"); return err },
			"sabika.edition.code-prefix", message.Params{"Board": boardPrefix, "Whole": codePrefix}, "code"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.read()
			m, ok := message.Of(err)
			if !ok || m.Code != tc.code || !reflect.DeepEqual(m.Params, tc.params) || m.Field != tc.field {
				t.Errorf("%v said %s %v at %q, want %s %v at %q", err, m.Code, m.Params, m.Field, tc.code, tc.params, tc.field)
			}
		})
	}
}

// A Yusuf card refused in an edition says the components' message, at the
// card's field in the file.
func TestRefusedCardSaysTheComponentsMessage(t *testing.T) {
	e := New()
	e.Yusuf.Rondels["poetisa"] = []string{"Mexuar"}
	e.Yusuf.Cards = append(e.Yusuf.Cards, yusuf.Card{ID: "poetisa-1", Deck: yusuf.Poetisa, Space: "Alhambra", Discard: yusuf.DiscardNone})
	_, err := Import(mustMarshal(t, e))
	m, ok := message.Of(err)
	if !ok || m.Code != "sabika.yusuf.components.not-on-rondel-of" || m.Params["Space"] != "Alhambra" {
		t.Fatalf("%v said %+v", err, m)
	}
	if want := "yusuf.cards[poetisa-1].space: \"Alhambra\" is not a space of the poetisa rondel (Mexuar)"; err.Error() != want {
		t.Errorf("English %q, want %q", err.Error(), want)
	}
}

// mustMarshal is e as an edition file, without Export's check.
func mustMarshal(t *testing.T, e *Edition) []byte {
	t.Helper()
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A problem of Yusuf's components keeps its typed place (rondel, space,
// card) in the edition's refusal, for the screen that opens its editor.
func TestYusufProblemsKeepTheirPlace(t *testing.T) {
	e := New()
	e.Yusuf.Rondels[yusuf.Poetisa] = []string{"Mexuar", "Mexuar"}
	e.Yusuf.Rondels[yusuf.Alarife] = []string{"Torre"}
	e.Yusuf.Cards = []yusuf.Card{{ID: "alarife-1", Deck: yusuf.Alarife, Space: "Palacio", Discard: yusuf.DiscardNone}}
	want := map[string]yusuf.Place{
		"yusuf.rondels.poetisa[1]":     {Rondel: yusuf.Poetisa, Space: "Mexuar"},
		"yusuf.cards[alarife-1].space": {Card: "alarife-1", Rondel: yusuf.Alarife, Space: "Palacio"},
	}
	ps := e.Problems()
	if len(ps) != len(want) {
		t.Fatalf("problems %v", ps)
	}
	for _, p := range ps {
		if p.Yusuf != want[p.Field] {
			t.Errorf("%s at %+v, want %+v", p.Field, p.Yusuf, want[p.Field])
		}
	}
}
