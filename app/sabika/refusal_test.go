package sabika

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/setup/deal"
)

// TestRefusedEntryInThePlayersLanguage types, as a player in Spanish and
// in Russian, a count the wish scoring refuses (10 cities with presence,
// the map has 9: the engine's range) and a tribute mix paying seals the
// player does not hold: each refusal is shown in the player's language,
// beside its field, and no English sentence is on screen.
func TestRefusedEntryInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		language, presence, held string
	}{
		{"es", "debe ser de 0 a 9, no 10", "Solo tiene 0"},
		{"ru", "должно быть от 0 до 9, а не 10", "Есть только 0"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			translation.Need(translation.Sabika)
			translation.Need(translation.YourCopy) // the wish kinds' words, for the labels typed into
			if err := store.Save(yourcopy.Key, testEdition()); err != nil {
				t.Fatal(err)
			}
			for _, step := range []struct {
				phase        Phase
				label, typed string
				n            int
				want         string
			}{
				{PhaseNarrator, kindName(data.PerPresence), "10", 0, c.presence},
				{PhaseTribute, partName("seals"), "5", 0, c.held}, // Ben, paying first, holds no seal
			} {
				if err := store.Save(StoreKey, Games{Next: 1, Records: []Record{fixture(t, step.phase)}}); err != nil {
					t.Fatal(err)
				}
				s, w := reopen(t)
				s.show(0)
				typeIn(t, s.body, step.label, step.n, step.typed)
				want(t, s, step.want)
				uitest.NoEnglish(t, w, c.language)
			}
		})
	}
}

// TestOtherGamesCodeInThePlayersLanguage types, as a player in Spanish and
// in Russian, an Alhambra setup code into the new game's code field: the
// engine refuses it, naming Alhambra as the player's language names it, and
// no English sentence is on screen.
func TestOtherGamesCodeInThePlayersLanguage(t *testing.T) {
	dealt, err := deal.Deal(deal.Request{Game: deal.Alhambra, Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ language, said string }{
		{"es", "este código prepara Alhambra, no Sabika"},
		{"ru", "этот код — раскладка игры «Альгамбра», а не «Сабики»"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			s, w := reopen(t)
			placeholder := lang.X("sabika.start.code.placeholder", "Setup code")
			var code *widget.Entry
			for _, e := range uitest.Entries(s.body) {
				if e.PlaceHolder == placeholder {
					code = e
				}
			}
			if code == nil {
				t.Fatal("no setup-code field")
			}
			uitest.TypeInto(code, dealt.Code)
			want(t, s, c.said)
			uitest.NoEnglish(t, w, c.language)
		})
	}
}
