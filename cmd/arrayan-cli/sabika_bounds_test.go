package main

import (
	"fmt"
	"strings"
	"testing"

	"arrayan.io/arrayan/scoring/sabika"
)

const (
	threeSeals = `[[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]]`
	finalAna   = `{"name": "A", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1`
)

// impossibleSabikaInputs are inputs no table can give, each refused on
// field (exit 2); they also seed FuzzSabikaCLI.
var impossibleSabikaInputs = []struct {
	name, sub, input, field string
}{
	// out of range, so that no sum overflows
	{"wish PP 2^62", "wishes", `{"tower":[[{"per":"seal","pp":4611686018427387904}]],"players":[{"name":"A","seals":2}]}`, "tower[0][0].pp"},
	{"poem PP 2^62", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `, "poem_pp": [4611686018427387904, 4611686018427387904]}]}`, "players[0].poem_pp[0]"},
	{"PP 2^62", "final", `{"tower": ` + threeSeals + `, "players": [{"name": "A", "pp": 4611686018427387904, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1}]}`, "players[0].pp"},
	{"due 2^62", "tribute", `{"due": 4611686018427387904, "players": [{"name": "A", "parias": 5, "dinars": 4, "seals": 2, "pp": 2}]}`, "due"},
	{"tribute PP 2^62", "tribute", `{"due": 1, "players": [{"name": "A", "parias": 5, "dinars": 4, "seals": 2, "pp": 4611686018427387904}]}`, "players[0].pp"},
	{"pay 2^62", "tribute", `{"due": 1, "players": [{"name": "A", "parias": 5, "dinars": 4, "seals": 2, "pp": 2, "pay": {"parias": 4611686018427387904, "pp": 4611686018427387904}}]}`, "players[0].pay.parias"},
	{"majority value 2^62", "majority", `{"players": 2, "values": [4611686018427387904, 1]}`, "values[0]"},
	{"10 seals", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A", "seals": 10}]}`, "players[0].seals"},
	{"10 cities", "wishes", `{"tower": [[{"per": "presence", "pp": 1}]], "players": [{"name": "A", "presence": 10}]}`, "players[0].presence"},
	// the table (as tribute and final)
	{"no player", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": []}`, "players"},
	{"6 players", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}, {"name": "E"}, {"name": "F"}]}`, "players"},
	{"two Yusufs", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "Y", "yusuf": true}, {"name": "Z", "yusuf": true}]}`, "players"},
	// impossible holdings
	{"consolidated above presence", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A", "presence": 1, "consolidated": 2}]}`, "players[0].consolidated"},
	{"poems below blue + red", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A", "blue_poems": 2, "red_poems": 1, "poems": 2}]}`, "players[0].poems"},
	{"Yusuf's poems below his minor poems", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A"}, {"name": "Y", "yusuf": true, "minor_poems": 3, "poems": 2}]}`, "players[1].poems"},
	{"Yusuf with 3 major poems", "wishes", `{"tower": [[{"per": "seal", "pp": 1}]], "players": [{"name": "A"}, {"name": "Y", "yusuf": true, "minor_poems": 3, "poems": 6}]}`, "players[1].poems"},
	{"an empty tower", "wishes", `{"tower": [], "players": [{"name": "A"}]}`, "tower"},
	{"3 poem_pp", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `, "poems": 2, "poem_pp": [1, 2, 3]}]}`, "players[0].poem_pp"},
	{"final consolidated above presence", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `, "consolidated": 1}]}`, "players[0].consolidated"},
	{"a major poem scored without its card", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `, "blue_poems": 1, "poems": 1, "poem_pp": [14]}]}`, "players[0].poem_pp"},
	{"Yusuf scores more major poems than he holds", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `}, {"name": "Y", "yusuf": true, "pp": 1, "parias": 0, "seals": 0, "buildings": 0, "minor_poems": 2, "poems": 3, "poem_pp": [6, 6]}]}`, "players[1].poem_pp"},
	{"final poems below colours", "final", `{"tower": ` + threeSeals + `, "players": [` + finalAna + `, "red_poems": 1}]}`, "players[0].poems"},
}

// Bad Sabika input is exit 2 naming the field: numbers out of range (which
// once overflowed into negative totals), a table the game does not have,
// and holdings no player can hold.
func TestSabikaRefusesImpossibleInput(t *testing.T) {
	for _, c := range impossibleSabikaInputs {
		code, out, errOut := call(t, c.input, "sabika", c.sub)
		if code != exitBadInput {
			t.Errorf("%s: exit %d, want %d: %s", c.name, code, exitBadInput, out)
			continue
		}
		body := decodeObject(t, out)["error"].(map[string]any)
		if body["code"] != "bad-input" || body["field"] != c.field {
			t.Errorf("%s: %s, want bad-input on %s", c.name, out, c.field)
		}
		if !strings.Contains(errOut, c.field) {
			t.Errorf("%s: stderr %q does not name %s", c.name, errOut, c.field)
		}
	}
}

// Event 14 reports what it took: a player with neither a dinar nor a PP
// loses nothing, and event_dinar says 0 (it said -1).
func TestSabikaEventDinarReportsWhatWasTaken(t *testing.T) {
	in := `{"due": 1, "event": 14, "players": [{"name": "A", "parias": 1, "dinars": 0, "seals": 0, "pp": 0}]}`
	code, out, _ := call(t, in, "sabika", "tribute")
	want := `{"players":[{"name":"A","due":1,"event_dinar":0,"pay":{"parias":1,"dinars":0,"seals":0,"pp":0},"after":{"parias":0,"dinars":0,"seals":0,"pp":0}}],"stacks":[],"chooser":"A"}`
	if code != exitOK || strings.TrimSpace(out) != want {
		t.Errorf("exit %d\n got %s\nwant %s", code, out, want)
	}
}

// A payment error names the real due, and what the holdings can pay when
// they cannot cover it (ruling 12); a due of 2^62 once read "but 11 are
// due".
func TestSabikaPaymentErrorNamesTheDue(t *testing.T) {
	in := `{"due": 50, "players": [{"name": "A", "parias": 5, "dinars": 4, "seals": 2, "pp": 2, "pay": {"parias": 5}}]}`
	code, out, _ := call(t, in, "sabika", "tribute")
	if code != exitRule || !strings.Contains(out, "50 are due") || !strings.Contains(out, "can pay only 11") {
		t.Errorf("exit %d: %s", code, out)
	}
}

// Ruling 12 through pay: a player who cannot cover the due gives everything
// payable and the rest is forgiven; giving less is exit 3 (cli.md).
func TestSabikaShortPlayerPaysEverythingPayable(t *testing.T) {
	in := `{"due": 6, "players": [{"name": "A", "parias": 1, "dinars": 3, "seals": 1, "pp": 1, "pay": {"parias": 1, "dinars": 2, "seals": 1, "pp": 1}}]}`
	code, out, _ := call(t, in, "sabika", "tribute")
	if code != exitOK || !strings.Contains(out, `"after":{"parias":0,"dinars":1,"seals":0,"pp":0}`) {
		t.Errorf("everything payable: exit %d, %s", code, out)
	}
	in = strings.Replace(in, `"pp": 1}}`, `"pp": 0}}`, 1)
	if code, out, _ := call(t, in, "sabika", "tribute"); code != exitRule {
		t.Errorf("less than payable: exit %d, %s", code, out)
	}
}

// The help lists the engine's bounds, as numbers that match its constants.
func TestSabikaHelpListsTheBounds(t *testing.T) {
	upTo := func(n int) string { return fmt.Sprintf("0-%d", n) }
	want := map[string][]string{
		"sabika":   {upTo(sabika.MaxCities), upTo(sabika.MaxSeals), upTo(sabika.MaxMinorPoems), upTo(sabika.MaxGoods), upTo(sabika.MaxQuantity), fmt.Sprintf("at most %d major poems", sabika.MaxMajorPoems), fmt.Sprintf("1 to %d", sabika.MaxPlayers)},
		"majority": {upTo(sabika.MaxQuantity)},
		"tribute":  {fmt.Sprintf("seals %s", upTo(sabika.MaxSeals)), upTo(sabika.MaxQuantity)},
		"wishes":   {fmt.Sprintf("%d cities, %d seals, %d minor poems, %d\nmajor poems", sabika.MaxCities, sabika.MaxSeals, sabika.MaxMinorPoems, sabika.MaxMajorPoems), upTo(sabika.MaxQuantity), fmt.Sprintf("more than %d\nplayers", sabika.MaxPlayers)},
		"final":    {fmt.Sprintf("more than %d \"poem_pp\" entries", sabika.MaxMajorPoems), "than the major poems held"},
	}
	for sub, texts := range want {
		_, help, _ := call(t, "", "help", "sabika", sub)
		if sub == "sabika" {
			_, help, _ = call(t, "", "sabika", "--help")
		}
		for _, w := range texts {
			if !strings.Contains(help, w) {
				t.Errorf("the help of %s does not say %q", sub, w)
			}
		}
	}
	if _, help, _ := call(t, "", "help"); !strings.Contains(help, "Exit 1") {
		t.Error("the general help does not say what exit 1 means")
	}
}
