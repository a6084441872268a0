package sabika

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
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
		{"es", "debe ser de 0 a 9, no 10", "paga 5 pero el jugador solo tiene 0"},
		{"ru", "должно быть от 0 до 9, а не 10", "платит 5, но у игрока только 0"},
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
				{PhaseTribute, holdingName(game.FieldSeals, asLabel), "5", 0, c.held}, // Ben, paying first, holds no seal
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

// TestRefusedStartInThePlayersLanguage starts a game by hand, as a player
// in Spanish and in Russian, with one name twice, then with an active
// event out of the 14 and then a trade card out of the 8: the engine
// refuses each (game.Start), its refusal is shown in the player's
// language beneath the field it names, no game starts, and no English
// sentence is on screen.
func TestRefusedStartInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		language, twice, event, trade string
	}{
		{"es", "cada jugador necesita un nombre propio", "un evento del 1 al 14, no 15", "de 1 a 8, no 9"},
		{"ru", "каждому игроку нужно своё имя", "событие от 1 до 14, а не 15", "от 1 до 8, а не 9"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			translation.Need(translation.Sabika)
			if err := store.Save(yourcopy.Key, testEdition()); err != nil {
				t.Fatal(err)
			}
			s, w := reopen(t)
			tapOption(t, s.body, lang.X("sabika.start.byhand", "By hand"))
			tapOption(t, s.body, "2")
			start := lang.X("sabika.start.go", "Start the game")
			names := uitest.Entries(s.body)
			uitest.TypeInto(names[0], "Ana")
			uitest.TypeInto(names[1], "ana")
			uitest.Tap(t, s.body, start)
			if s.game != nil {
				t.Fatal("a game started with Ana and ana")
			}
			shownBeneath(t, s.body, names[1], c.twice)
			uitest.NoEnglish(t, w, c.language)

			uitest.TypeInto(names[1], "Ben")
			test.Tap(uitest.Check(t, s.body, lang.X("sabika.start.events", "Advanced mode: events")))
			active := field(t, s.body, lang.X("sabika.start.active", "Active event"), 0)
			uitest.TypeInto(active, "15")
			uitest.Tap(t, s.body, start)
			if s.game != nil {
				t.Fatal("a game started with event 15")
			}
			shownBeneath(t, s.body, active, c.event)
			uitest.NoEnglish(t, w, c.language)

			uitest.TypeInto(active, "3")
			trade := tradeField(t, s.body)
			uitest.TypeInto(trade, "9")
			uitest.Tap(t, s.body, start)
			if s.game != nil {
				t.Fatal("a game started with trade card 9")
			}
			shownBeneath(t, s.body, trade, c.trade)
			if uitest.HasText(s.body, c.event) {
				t.Error("the event's refusal stays once the event is one of the 14")
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// tradeField is the new-game form's trade card field: the entry after
// the trade card's heading.
func tradeField(t *testing.T, root fyne.CanvasObject) *widget.Entry {
	t.Helper()
	heading := lang.X("sabika.start.trade", "Trade card")
	seen := false
	var found *widget.Entry
	uitest.Walk(root, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			seen = seen || x.Text == heading
		case *widget.Entry:
			if seen && found == nil {
				found = x
			}
		}
	})
	if found == nil {
		t.Fatal("no trade card field")
	}
	return found
}

// shownBeneath fails the test unless sub is shown in the object right
// beneath the one holding entry, in one container: the refusal beside the
// field it is about.
func shownBeneath(t *testing.T, root fyne.CanvasObject, entry *widget.Entry, sub string) {
	t.Helper()
	holds := func(o fyne.CanvasObject) bool {
		found := false
		uitest.Walk(o, func(x fyne.CanvasObject) { found = found || x == entry })
		return found
	}
	shown := false
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok {
			return
		}
		for i := 0; i+1 < len(c.Objects); i++ {
			if holds(c.Objects[i]) && uitest.HasText(c.Objects[i+1], sub) {
				shown = true
			}
		}
	})
	if !shown {
		t.Fatalf("%q not shown beneath its field, among %v", sub, uitest.Texts(root))
	}
}
