package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// entryEdition is the test edition whose every alarife card takes a major
// building and every comerciante card exports, the two questions answered
// by typing; a poetisa card does nothing, so one of his first 3 turns asks
// one of them whatever the shuffle.
func entryEdition() *edition.Edition {
	e := testEdition(true)
	for i, c := range e.Yusuf.Cards {
		switch c.Deck {
		case dy.Alarife:
			e.Yusuf.Cards[i].Actions = []dy.Action{dy.MajorBuilding}
		case dy.Comerciante:
			e.Yusuf.Cards[i].Actions = []dy.Action{dy.Export}
		default:
			e.Yusuf.Cards[i].Actions = nil
		}
	}
	return e
}

// An answer Yusuf's engine refuses (a major building without its type and
// number, or an export without its city, confirmed as the question first
// shows) is said in the player's language: the panel, reopened in Spanish
// or Russian at the question, shows the refusal in that language and no
// English sentence.
func TestRefusedAnswerInPlayersLanguage(t *testing.T) {
	for _, tc := range []struct{ language, refused string }{
		{"es", "Rechazado: "},
		{"ru", "Отклонено: "},
	} {
		t.Run(tc.language, func(t *testing.T) {
			w := openScreen(t, entryEdition(), phone)
			startGame(t, w)
			askedByTyping(t, w)
			if err := translation.Use(tc.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			w = reopen(t, phone)
			translation.Need(translation.Yusuf)
			uitest.Tap(t, w.Content(), lang.X("yusuf.confirm", "Confirm"))
			var refusal string
			for _, s := range uitest.Texts(w.Content()) {
				if strings.HasPrefix(s, tc.refused) {
					refusal = s
				}
			}
			if refusal == "" || strings.HasPrefix(refusal, tc.refused+"\"") {
				t.Fatalf("no refusal in %s: %v", tc.language, uitest.Texts(w.Content()))
			}
			uitest.NoEnglish(t, w, tc.language)
		})
	}
}

// askedByTyping plays Yusuf's turns in English until he asks a question
// answered by typing (a major building or an export).
func askedByTyping(t *testing.T, w fyne.Window) {
	t.Helper()
	for turn := 1; turn <= 4; turn++ {
		uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		if has(w, "Which major building does he take?") || has(w, "To which city does he export?") {
			return
		}
		uitest.Tap(t, w.Content(), "Done")
	}
	t.Fatalf("no question answered by typing in 4 turns: %v", uitest.Texts(w.Content()))
}

// Yusuf set up without the city of his first ship is refused by his engine
// and said in Spanish and in Russian, with no English sentence.
func TestRefusedSetupInPlayersLanguage(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			w := openScreen(t, testEdition(true), phone)
			uitest.TypeInto(uitest.Entries(w.Content())[0], "Ana")
			uitest.Tap(t, w.Content(), "Start the game")
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			w = reopen(t, phone)
			translation.Need(translation.Messages)
			missing := lang.X("msg.sabika.yusuf.city.missing", "the city's name is missing")
			uitest.Tap(t, w.Content(), lang.X("yusuf.panel.start", "Set Yusuf up"))
			if missing == "the city's name is missing" || !has(w, missing) {
				t.Errorf("the missing city not said in %s: %v", language, uitest.Texts(w.Content()))
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}

// A saved Your copy whose Yusuf components his engine refuses (an
// alarife card more than his deck holds) is a refused file: opening "Solo
// with Yusuf" in Spanish or in Russian says so, naming the worker by his
// name in that language (Your copy's), not by the engine's id, with no
// English sentence.
func TestRefusedComponentsNameTheWorker(t *testing.T) {
	e := testEdition(true)
	for _, c := range e.Yusuf.Cards {
		if c.Deck == dy.Alarife {
			c.ID += "-again"
			e.Yusuf.Cards = append(e.Yusuf.Cards, c)
			break
		}
	}
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			uitest.NewApp(t)
			testPanels = NewPanels()
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := store.Save(yourcopy.Key, e); err != nil {
				t.Fatal(err)
			}
			w := reopen(t, phone)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatalf("the refused file is not told: %v", uitest.Texts(w.Content()))
			}
			translation.Need(translation.YourCopy)
			name := yourcopy.WorkerName(dy.Alarife)
			var refusal string
			for _, s := range uitest.Texts(top) {
				if strings.Contains(s, name) {
					refusal = s
				}
			}
			if name == string(dy.Alarife) || refusal == "" || strings.Contains(refusal, string(dy.Alarife)) {
				t.Fatalf("no refusal naming the %s in %s: %v", name, language, uitest.Texts(top))
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}
