package translation

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/sabika"
)

// The Russian setup names the poem removed from a solo game as the Russian
// copy prints it, Е1 in Cyrillic letters [RU L890], not a Latin E.
func TestRussianSoloRemovalNamesTheRussianCode(t *testing.T) {
	data, err := os.ReadFile("translations/setup.ru.json")
	if err != nil {
		t.Fatal(err)
	}
	var texts map[string]json.RawMessage
	if err := json.Unmarshal(data, &texts); err != nil {
		t.Fatal(err)
	}
	var text string
	if err := json.Unmarshal(texts["setup.sabika.solo-remove-f1"], &text); err != nil {
		t.Fatal(err)
	}
	const russian = "Е1" // Cyrillic Е, as the Russian copy prints it
	if latin, _ := sabika.MajorPoemCode(russian); latin != sabika.SoloRemovedPoem || !strings.Contains(text, russian) {
		t.Errorf("%q does not name %s as the Russian copy prints it, %s", text, sabika.SoloRemovedPoem, russian)
	}
}

// Yusuf's screen names poems and points with the copies' own terms:
// "длинное/короткое стихотворение" and "ОП" [RU L1013–1017, L1007],
// "tallar" [ES L1079 "Tallar un poema"], never other words for them.
func TestYusufUsesTheRulebooksPoemTerms(t *testing.T) {
	for file, banned := range map[string][]string{
		"translations/yusuf.ru.json": {"большое стих", "больших стих", "Большие стих", "малое стих", "малого стих", "Малые стих", "+2 ПО"},
		"translations/yusuf.es.json": {"graba", "grabar"},
	} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, word := range banned {
			if strings.Contains(string(data), word) {
				t.Errorf("%s says %q, not the rulebook's term", file, word)
			}
		}
	}
}
