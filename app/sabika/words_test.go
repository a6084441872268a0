package sabika

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// TestEverySabikaValueWorded ranges over every value of each enum the
// Sabika engines define, in every language: each has its words (never its
// code, the functions' fallback, which Russian tells apart), and no two values of one enum share
// them, so that a value added to an engine without words fails here.
func TestEverySabikaValueWorded(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, language := range translation.Languages {
		if err := translation.Use(language); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.Sabika)
		translation.Need(translation.YourCopy)
		enums := map[string]map[string]string{"phase": {}, "kind": {}, "type": {}}
		// A holding's words differ by place (holdingPlace): in each, every
		// holding has its own.
		for place, name := range map[holdingPlace]string{inColumn: "holding column", inSentence: "holding in a sentence", asLabel: "holding label"} {
			enums[name] = map[string]string{}
			for _, f := range game.HoldingFields {
				enums[name][string(f)] = holdingName(f, place)
			}
		}
		for _, p := range game.Phases() {
			if p != game.PhaseEnded { // the end of the game, as its final step
				enums["phase"][string(p)] = phaseName(p)
			}
		}
		for _, k := range data.WishKinds {
			enums["kind"][string(k)] = kindName(k)
		}
		enums["kind"][string(minorPoems)] = kindName(minorPoems)
		for _, ty := range data.BuildingTypes {
			enums["type"][string(ty)] = yourcopy.TypeName(ty)
		}
		for enum, words := range enums {
			seen := map[string]string{}
			for code, w := range words {
				// The code is the fallback; Russian words are never an
				// engine's (Latin) code, so a fallback shows there.
				if w == "" || (language == "ru" && w == code) {
					t.Errorf("%s: %s %q has no words", language, enum, code)
				}
				if other, ok := seen[w]; ok {
					t.Errorf("%s: %s %q and %q are both %q", language, enum, code, other, w)
				}
				seen[w] = code
			}
		}
	}
}
