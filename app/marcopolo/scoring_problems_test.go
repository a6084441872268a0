package marcopolo

import (
	"strings"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
)

// The end scoring's refusals are the engine's messages worded in the
// player's language, beside the entry of the seat they point at: two
// players of one name, a gap in the Beijing arrivals, a Beijing space
// taken twice. No English sentence is left on a Spanish or Russian screen.
func TestScoringRefusalsInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		language                  string
		sameName, gap, spaceTwice string
	}{
		{"es", "dos jugadores se llaman «Ana»; cada uno necesita su propio nombre", "llegada a Pekín 3, pero nadie llegó 2", "Ana tiene la misma llegada a Pekín (1)"},
		{"ru", "двух игроков зовут «Ana»; у каждого должно быть своё имя", "прибытие в Пекин 3, но никто не прибыл 2-м", "у игрока Ana тот же порядок прибытия в Пекин (1)"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			translation.Use(c.language)
			w := uitest.Window(t, nil)
			s := newScoringScreen(w)
			w.SetContent(s.root)

			uitest.TypeInto(s.seats[0].name, "Ana")
			uitest.TypeInto(s.seats[1].name, "Ana")
			if l := s.seats[1].problems[fieldName]; !l.Visible() || l.Text != c.sameName {
				t.Errorf("beside the second name: %q (visible %v), want %q", l.Text, l.Visible(), c.sameName)
			}
			if l := s.seats[0].problems[fieldName]; l.Visible() {
				t.Errorf("beside the first name: %q", l.Text)
			}
			uitest.NoEnglish(t, w, c.language)

			uitest.TypeInto(s.seats[1].name, "Ben")
			uitest.PickIndex(t, s.seats[0].beijing, 1)
			uitest.PickIndex(t, s.seats[2].beijing, 3)
			if l := s.seats[2].problems[fieldBeijing]; !l.Visible() || !strings.Contains(l.Text, c.gap) {
				t.Errorf("beside the third seat's arrival: %q, want %q", l.Text, c.gap)
			}
			if !uitest.HasText(s.problems, c.gap) {
				t.Errorf("problems %v", uitest.Texts(s.problems))
			}
			uitest.NoEnglish(t, w, c.language)

			uitest.PickIndex(t, s.seats[2].beijing, 1)
			if l := s.seats[2].problems[fieldBeijing]; !l.Visible() || !strings.Contains(l.Text, c.spaceTwice) {
				t.Errorf("beside the third seat's arrival: %q, want %q", l.Text, c.spaceTwice)
			}
			if l := s.seats[1].problems[fieldBeijing]; l.Visible() {
				t.Errorf("beside the second seat's arrival: %q", l.Text)
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// A saved end scoring that the screen's check refuses (a doctored file) is
// reported in the player's language, without the check's English detail.
func TestRefusedFileInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct{ language, want string }{
		{"es", "sus datos no son como los guarda esta versión"},
		{"ru", "данные не такие, какие сохраняет эта версия"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			translation.Use(c.language)
			writeState(t, scoringKey, `{"players": 3, "seats": [{"character": "nobody"}, {}, {}, {}]}`)
			w := uitest.Window(t, nil)
			w.SetContent(NewScoring(w))
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.want) {
				t.Fatalf("the refusal shown is not %q", c.want)
			}
			if uitest.HasText(top, "nobody") {
				t.Errorf("the check's detail is shown: %v", uitest.Texts(top))
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}
