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
