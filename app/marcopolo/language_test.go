package marcopolo

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// bonusSelect is the round helper's drop-down of city's bonus: the list
// beside the city's name.
func bonusSelect(t *testing.T, root fyne.CanvasObject, city string) *widget.Select {
	t.Helper()
	var found *widget.Select
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok {
			return
		}
		var named bool
		var sel *widget.Select
		for _, x := range c.Objects {
			switch x := x.(type) {
			case *widget.Label:
				named = named || x.Text == placeName(city)
			case *widget.Select:
				sel = x
			case *ui.WholeOptions:
				sel = x.Select
			}
		}
		if named && sel != nil {
			found = sel
		}
	})
	if found == nil {
		t.Fatalf("no bonus list beside %s", placeName(city))
	}
	return found
}

// TestRefusalsInThePlayersLanguage picks, as a player in Spanish and in
// Russian, entries the Marco Polo engines refuse: one city bonus on two
// cities in the round helper, one objective card for two players and ten
// trading posts without Rubruk in the final scoring. Each refusal is shown
// in the player's language, naming the bonus and its cities, and no
// English sentence is on screen.
func TestRefusalsInThePlayersLanguage(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			w := uitest.Window(t, nil)
			r := newRoundsScreen(w)
			w.SetContent(r.root)
			cities := smallCities()
			moved := r.st().Bonuses[cities[1]]
			uitest.Choose(t, w.Canvas(), bonusSelect(t, r.root, cities[0]), bonusText(moved))
			if !r.problem.Visible() {
				t.Fatalf("one bonus on two cities not refused: %v", uitest.Texts(r.root))
			}
			for _, want := range []string{bonusText(moved), placeName(cities[0]), placeName(cities[1])} {
				if !strings.Contains(r.problem.Text, want) {
					t.Errorf("the refusal %q does not name %q", r.problem.Text, want)
				}
			}
			uitest.NoEnglish(t, w, language)

			w = uitest.Window(t, nil)
			s := newScoringScreen(w)
			w.SetContent(s.root)
			uitest.PickIndex(t, s.seats[0].objectives[0], objectiveIndex("moscow", "xian"))
			uitest.PickIndex(t, s.seats[1].objectives[0], objectiveIndex("moscow", "xian"))
			if l := s.seats[1].problems[fieldObjectives]; !l.Visible() || l.Text == "" {
				t.Errorf("one objective card for two players not refused beside it: %q", l.Text)
			}
			uitest.NoEnglish(t, w, language)
			uitest.PickIndex(t, s.seats[1].objectives[0], 0)
			for _, c := range []string{"moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lanzhou", "xian", "alexandria", "ormuz", "karachi"} {
				tapSpace(s.mapView, c)
			}
			if l := s.seats[0].problems[fieldPosts]; !l.Visible() || l.Text == "" {
				t.Errorf("ten posts without Rubruk not refused beside them: %q", l.Text)
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}
