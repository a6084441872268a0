package citygame

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/scoring/tiles"
)

// A file the engine refuses to import — not JSON, another game's, another
// scoring's, a tile the game does not have, an edge letter that is none, a
// player count of another table — is refused in Spanish and in Russian:
// the engine's reason reaches the screen in the player's language, the
// building types it lists by their names in that language, and no English
// sentence does.
func TestRefusedImportInThePlayersLanguage(t *testing.T) {
	start := `{"x":0,"y":0,"start":true}`
	table := func(game, round, tile string) string {
		return `{"game":"` + game + `","round":` + round + `,"players":[{"name":"Ana","city":[` + start + tile + `]},{"name":"Ben","city":[` + start + `]}],"dummy":{"name":"","buildings":[]}}`
	}
	refused := map[string]string{
		"not JSON":           `{"game":`,
		"an unknown field":   `{"game":"alhambra","round":1,"colour":"red"}`,
		"another game":       table("granada", "1", ""),
		"another scoring":    table("alhambra", "2", ""),
		"an unknown type":    table("alhambra", "1", `,{"x":0,"y":1,"type":"castle","value":3,"walls":""}`),
		"a bad edge letter":  table("alhambra", "1", `,{"x":0,"y":1,"type":"tower","value":11,"walls":"Q"}`),
		"a price of no tile": table("alhambra", "1", `,{"x":0,"y":1,"type":"tower","value":99,"walls":""}`),
		"three players":      `{"game":"alhambra","round":1,"players":[{"name":"Ana","counts":{},"wall":0},{"name":"Ben","counts":{},"wall":0},{"name":"Cy","counts":{},"wall":0}]}`,
	}
	for _, l := range []string{"es", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			s, w := open(t, tiles.Alhambra())
			uitest.Tap(t, w.Content(), "2")
			entries := uitest.Entries(w.Content())
			uitest.TypeInto(entries[0], "Ana")
			uitest.TypeInto(entries[1], "Ben")
			uitest.Tap(t, w.Content(), lang.X("citygame.start", "Start game"))
			if s.open < 0 {
				t.Fatalf("no game started: %v", uitest.Texts(w.Content()))
			}
			for why, file := range refused {
				before := s.record()
				uitest.Tap(t, w.Content(), lang.X("citygame.import.paste", "Paste JSON"))
				uitest.TypeInto(uitest.Entries(w.Canvas().Overlays().Top())[0], file)
				uitest.Tap(t, w.Canvas().Overlays().Top(), lang.X("citygame.import", "Import"))
				refusal := lang.X("citygame.import.refused", "This file cannot be imported; nothing was changed.")
				if !overlayHas(w, refusal) {
					t.Errorf("%s: not refused: %v", why, uitest.Texts(w.Canvas().Overlays().Top()))
				}
				if s.record().Players[1].Name != before.Players[1].Name || len(s.record().Players[0].City) != len(before.Players[0].City) {
					t.Errorf("%s: the refused file changed the game", why)
				}
				if why == "an unknown type" {
					namesTheTypes(t, w, l)
				}
				uitest.NoEnglish(t, w, l)
				dismiss(t, w)
			}
		})
	}
}

// namesTheTypes checks that the refusal of an unknown type on top lists
// Alhambra's building types by their names in language, not by the
// engine's ids.
func namesTheTypes(t *testing.T, w fyne.Window, language string) {
	t.Helper()
	said := strings.Join(uitest.Texts(w.Canvas().Overlays().Top()), " ")
	for _, typ := range alhambra.Types {
		if name := ui.BuildingTypeName(typ); name == typ || !strings.Contains(said, name) || strings.Contains(said, typ) {
			t.Errorf("%s: the refusal names %q not as %q: %s", language, typ, name, said)
		}
	}
}

// dismiss taps the one button of the dialog on top (an error's).
func dismiss(t *testing.T, w fyne.Window) {
	t.Helper()
	var shown []*widget.Button
	uitest.Walk(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			shown = append(shown, b)
		}
	})
	if len(shown) != 1 {
		t.Fatalf("the dialog on top has %d buttons", len(shown))
	}
	test.Tap(shown[0])
}
