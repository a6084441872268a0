package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// sabikaExample is an example of a help text or docs/cli.md: the input
// piped in, the subcommand and the printed answer.
type sabikaExample struct {
	input, sub, want string
}

var exampleRE = regexp.MustCompile(`echo '([^']*)' \|\s*(?:bin/)?arrayan-cli sabika (\w+)\n\s*(\{[^\n]*\})?`)

func sabikaExamples(text string) []sabikaExample {
	var out []sabikaExample
	for _, m := range exampleRE.FindAllStringSubmatch(text, -1) {
		out = append(out, sabikaExample{m[1], m[2], m[3]})
	}
	return out
}

// Every example of the help texts and of the sabika sections of docs/cli.md
// runs as printed and prints what is shown.
func TestSabikaExamplesAsPrinted(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{"docs/cli.md": string(doc), "sabika": sabikaUsage}
	for name, sub := range sabikaCommands {
		texts[name] = sub.usage
	}
	seen := map[string]int{}
	for where, text := range texts {
		for _, ex := range sabikaExamples(text) {
			seen[ex.sub]++
			code, out, errOut := call(t, ex.input, "sabika", ex.sub)
			if code != exitOK {
				t.Errorf("%s example of %s: exit %d, %s %s", where, ex.sub, code, out, errOut)
				continue
			}
			if ex.want == "" {
				t.Errorf("%s example of %s shows no answer", where, ex.sub)
			} else if strings.TrimSpace(out) != ex.want {
				t.Errorf("%s example of %s:\n got %s\nwant %s", where, ex.sub, out, ex.want)
			}
		}
	}
	for sub := range sabikaCommands {
		if seen[sub] < 2 {
			t.Errorf("%s has %d examples; want one in its help and one in docs/cli.md", sub, seen[sub])
		}
	}
}

func TestSabikaHelp(t *testing.T) {
	for _, args := range [][]string{{"sabika", "--help"}, {"help", "sabika"}} {
		code, out, _ := call(t, "", args...)
		if code != exitOK || out != sabikaUsage {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
	for sub, c := range sabikaCommands {
		for _, args := range [][]string{{"sabika", sub, "--help"}, {"help", "sabika", sub}} {
			code, out, _ := call(t, "", args...)
			if code != exitOK || out != c.usage {
				t.Errorf("%v: exit %d, %q", args, code, out)
			}
		}
	}
	if _, out, _ := call(t, "", "help"); !strings.Contains(out, "sabika") {
		t.Error("the general help does not list sabika")
	}
}

func TestSabikaErrors(t *testing.T) {
	base := `{"name": "Ana", "parias": 1, "dinars": 0, "seals": 0, "pp": 3}`
	cases := []struct {
		name  string
		args  []string
		input string
		exit  int
		code  string
		field string
	}{
		{"no subcommand", []string{"sabika"}, `{}`, exitBadInput, "bad-input", ""},
		{"unknown subcommand", []string{"sabika", "yell"}, `{}`, exitBadInput, "bad-input", ""},
		{"stray argument", []string{"sabika", "majority", "x"}, `{}`, exitBadInput, "bad-input", ""},
		{"unknown field", []string{"sabika", "majority"}, `{"players": 2, "values": [1, 2], "extra": 1}`, exitBadInput, "bad-input", "extra"},
		{"trailing data", []string{"sabika", "majority"}, `{"players": 2, "values": [1, 2]} {}`, exitBadInput, "bad-input", ""},
		{"missing values", []string{"sabika", "majority"}, `{"players": 2}`, exitBadInput, "bad-input", "values"},
		{"negative value", []string{"sabika", "majority"}, `{"players": 2, "values": [1, -2]}`, exitBadInput, "bad-input", "values[1]"},
		{"string for a number", []string{"sabika", "majority"}, `{"players": "2", "values": [1, 2]}`, exitBadInput, "bad-input", "players"},
		{"missing due", []string{"sabika", "tribute"}, `{"players": [` + base + `]}`, exitBadInput, "bad-input", "due"},
		{"missing dinars", []string{"sabika", "tribute"}, `{"due": 1, "players": [{"name": "Ana", "parias": 1, "seals": 0, "pp": 3}]}`, exitBadInput, "bad-input", "players[0].dinars"},
		{"unknown pay field", []string{"sabika", "tribute"}, `{"due": 1, "players": [{"name": "Ana", "parias": 1, "dinars": 0, "seals": 0, "pp": 3, "pay": {"gold": 1}}]}`, exitBadInput, "bad-input", "players[0].pay.gold"},
		{"key case", []string{"sabika", "majority"}, `{"Players": 2, "values": [1, 2]}`, exitBadInput, "bad-input", ""},
		{"duplicate key", []string{"sabika", "majority"}, `{"players": 2, "players": 3, "values": [1, 2]}`, exitBadInput, "bad-input", ""},
		{"event 15", []string{"sabika", "tribute"}, `{"due": 1, "event": 15, "players": [` + base + `]}`, exitBadInput, "bad-input", "event"},
		{"duplicate names", []string{"sabika", "tribute"}, `{"due": 1, "players": [` + base + `,` + base + `], "stacks": [["Ana", "Ana"]]}`, exitBadInput, "bad-input", "players[1].name"},
		{"unlisted stack", []string{"sabika", "tribute"}, `{"due": 1, "players": [` + base + `, {"name": "Ben", "parias": 1, "dinars": 0, "seals": 0, "pp": 3}]}`, exitBadInput, "bad-input", "stacks"},
		{"stack names a stranger", []string{"sabika", "tribute"}, `{"due": 1, "players": [` + base + `], "stacks": [["Ana", "Cai"]]}`, exitBadInput, "bad-input", "stacks[0][1]"},
		{"negative pay", []string{"sabika", "tribute"}, `{"due": 1, "players": [{"name": "Ana", "parias": 5, "dinars": 0, "seals": 0, "pp": 3, "pay": {"parias": 2, "pp": -1}}]}`, exitBadInput, "bad-input", "players[0].pay.pp"},
		{"negative final pay", []string{"sabika", "final"}, `{"tower": [[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]], "players": [{"name": "A", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1, "pay": {"parias": 7, "seals": -1}}]}`, exitBadInput, "bad-input", "players[0].pay.seals"},
		{"event 0", []string{"sabika", "tribute"}, `{"due": 1, "event": 0, "players": [` + base + `]}`, exitBadInput, "bad-input", "event"},
		{"final event 0", []string{"sabika", "final"}, `{"event": 0, "tower": [[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]], "players": [{"name": "A", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1}]}`, exitBadInput, "bad-input", "event"},
		{"illegal payment", []string{"sabika", "tribute"}, `{"due": 2, "players": [{"name": "Ana", "parias": 1, "dinars": 0, "seals": 0, "pp": 3, "pay": {"parias": 2}}]}`, exitRule, "illegal-payment", ""},
		{"Yusuf's pay given", []string{"sabika", "tribute"}, `{"due": 2, "players": [{"name": "Y", "yusuf": true, "parias": 2, "seals": 0, "pp": 3, "pay": {"parias": 1, "pp": 1}}, ` + base + `]}`, exitBadInput, "bad-input", "players[0].pay"},
		{"unknown wish", []string{"sabika", "wishes"}, `{"tower": [[{"per": "gold", "pp": 1}]], "players": [{"name": "Ana"}]}`, exitBadInput, "bad-input", "tower[0][0].per"},
		{"nameless", []string{"sabika", "wishes"}, `{"tower": [], "players": [{"seals": 1}]}`, exitBadInput, "bad-input", "players[0].name"},
		{"final with 2 tiles", []string{"sabika", "final"}, `{"tower": [[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]], "players": [{"name": "A", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1}]}`, exitBadInput, "bad-input", "tower"},
		{"Yusuf with goods", []string{"sabika", "final"}, `{"tower": [[{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}], [{"per": "seal", "pp": 1}]], "players": [{"name": "Y", "yusuf": true, "pp": 1, "parias": 6, "seals": 0, "goods": 1, "buildings": 1}, {"name": "A", "pp": 1, "parias": 6, "dinars": 0, "seals": 0, "buildings": 1}]}`, exitBadInput, "bad-input", "players[0].goods"},
	}
	for _, c := range cases {
		code, out, _ := call(t, c.input, c.args...)
		if code != c.exit {
			t.Errorf("%s: exit %d, want %d: %s", c.name, code, c.exit, out)
			continue
		}
		body := decodeObject(t, out)["error"].(map[string]any)
		if body["code"] != c.code {
			t.Errorf("%s: code %v, want %s", c.name, body["code"], c.code)
		}
		if c.field != "" && body["field"] != c.field {
			t.Errorf("%s: field %v, want %s (%s)", c.name, body["field"], c.field, out)
		}
	}
}

// The illegal-payment error names the player and every violation's field.
func TestSabikaIllegalPaymentDetails(t *testing.T) {
	in := `{"due": 3, "players": [{"name": "Ana", "parias": 1, "dinars": 3, "seals": 0, "pp": 3, "pay": {"parias": 1, "dinars": 3}}]}`
	code, out, _ := call(t, in, "sabika", "tribute")
	if code != exitRule {
		t.Fatalf("exit %d: %s", code, out)
	}
	body := decodeObject(t, out)["error"].(map[string]any)
	vs := body["violations"].([]any)
	if body["player"] != "Ana" || len(vs) != 2 || vs[0].(map[string]any)["field"] != "dinars" {
		t.Errorf("details: %s", out)
	}
}

// The solo tribute: Yusuf pays with his track, then PP; his counter most
// advanced makes him the chooser, and he starts (spec §6.7).
func TestSabikaSoloTribute(t *testing.T) {
	in := `{"due": 4, "event": 14, "players": [
		{"name": "Yusuf", "yusuf": true, "parias": 3, "seals": 1, "pp": 12},
		{"name": "Ana", "parias": 1, "dinars": 0, "seals": 0, "pp": 8}], "stacks": []}`
	code, out, _ := call(t, in, "sabika", "tribute")
	want := `{"players":[{"name":"Yusuf","due":4,"event_dinar":0,"pay":{"parias":3,"dinars":0,"seals":0,"pp":1},"after":{"parias":0,"dinars":0,"seals":1,"pp":11}},` +
		`{"name":"Ana","due":4,"event_dinar":-1,"pay":{"parias":1,"dinars":0,"seals":0,"pp":3},"after":{"parias":0,"dinars":0,"seals":0,"pp":4}}],"stacks":[["Ana","Yusuf"]],"chooser":"Ana"}`
	if code != exitOK || strings.TrimSpace(out) != want {
		t.Errorf("exit %d\n got %s\nwant %s", code, out, want)
	}
}

func FuzzSabikaCLI(f *testing.F) {
	for _, sub := range []string{"majority", "tribute", "wishes", "final"} {
		for _, ex := range sabikaExamples(sabikaCommands[sub].usage) {
			f.Add(sub, ex.input)
		}
	}
	f.Add("tribute", `{"due": 1, "players": [{"name": "A", "parias": 1, "dinars": 0, "seals": 0, "pp": 1}], "stacks": [["A", "A"]]}`)
	for _, c := range impossibleSabikaInputs {
		f.Add(c.sub, c.input)
	}
	f.Fuzz(func(t *testing.T, sub, input string) {
		if _, ok := sabikaCommands[sub]; !ok {
			sub = "tribute"
		}
		code, out, _ := call(t, input, "sabika", sub)
		if code != exitOK && code != exitBadInput && code != exitRule {
			t.Fatalf("exit %d", code)
		}
		m := decodeObject(t, out)
		if _, isErr := m["error"]; isErr == (code == exitOK) {
			t.Fatalf("exit %d with %s", code, out)
		}
	})
}
