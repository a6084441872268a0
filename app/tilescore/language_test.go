package tilescore

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/scoring/tiles"
)

// TestRefusalsInThePlayersLanguage types, as a player in Spanish and in
// Russian, entries the tile engine refuses: a Granada count without its
// highest value (no score until it is given), a face another player
// holds, a value off the tiles, and an Alhambra count beyond the box. Each
// refusal is shown in the player's language and no English sentence is on
// screen.
func TestRefusalsInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct{ language, missing, taken, values, box string }{
		{"es", "introduce el valor más alto", "ya tiene este edificio", "Los valores van de", "La caja tiene"},
		{"ru", "укажите наибольшую стоимость", "Эта постройка уже у игрока", "Значения от", "В коробке"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			s, w := open(t, tiles.Granada())
			setPlayers(t, s, w, 3)
			test.Tap(uitest.RadioOption(t, w.Content(), "C"))
			typeInto(s.seats[0].counts["school"].Entry, "4")
			if !s.problem.Visible() || !strings.Contains(s.problem.Text, c.missing) {
				t.Errorf("a count without its highest value: %q", s.problem.Text)
			}
			uitest.NoEnglish(t, w, c.language)
			typeInto(s.seats[0].best["school"].Entry, "12")
			typeInto(s.seats[1].counts["school"].Entry, "4")
			best := s.seats[1].best["school"]
			typeInto(best.Entry, "12")
			if !strings.Contains(best.Message.Text, c.taken) || !strings.Contains(best.Message.Text, s.displayName(0)) {
				t.Errorf("a face held twice: %q", best.Message.Text)
			}
			uitest.NoEnglish(t, w, c.language)
			typeInto(best.Entry, "99")
			if !strings.Contains(best.Message.Text, c.values) {
				t.Errorf("a value off the tiles: %q", best.Message.Text)
			}
			uitest.NoEnglish(t, w, c.language)

			s, w = open(t, tiles.Alhambra())
			setPlayers(t, s, w, 3)
			tower := s.seats[0].counts["tower"]
			typeInto(tower.Entry, "99")
			if !strings.Contains(tower.Message.Text, c.box) {
				t.Errorf("more towers than the box holds: %q", tower.Message.Text)
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}
