package yourcopy

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// A refused import (not edition data; a file whose cards, rondel and deck
// sizes cannot be right) and refused deck sizes are said in Spanish and in
// Russian: a refusal shows, and no English sentence is on screen.
func TestRefusedImportAndDecksInPlayersLanguage(t *testing.T) {
	e := friend()
	e.Yusuf.DeckSizes[yusuf.Alarife] = 30
	e.Yusuf.Cards = append(e.Yusuf.Cards, yusuf.Card{ID: "poetisa-2", Deck: yusuf.Poetisa, Space: "Mexuar", Discard: "gold"})
	refused := strings.Replace(exportUnchecked(t, e), `"space":"Mexuar"`, `"space":"Alhambra"`, 2)
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			_, w := openScreen(t)
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			s := newScreen(w)
			w.SetContent(s.object)
			root := w.Content()
			translation.Need(translation.YourCopy)
			said := map[string]string{
				"hello": lang.X("yourcopy.share.not-data", "Not imported: this is neither a Sabika edition file nor a SABIKA code. Nothing was changed."),
				refused: lang.X("yourcopy.share.refused", "Not imported: these values cannot be right. Nothing was changed."),
			}
			uitest.Tap(t, root, lang.X("yourcopy.section.share", "Share"))
			for _, text := range []string{"hello", refused} {
				pasteInto(uitest.Entries(root)[0], text)
				uitest.Tap(t, root, lang.X("yourcopy.share.import-text", "Import the pasted text"))
				if !uitest.HasText(root, said[text]) {
					t.Errorf("%.20q not refused in %s: %v", text, language, uitest.Texts(root))
				}
				uitest.NoEnglish(t, w, language)
			}

			q := Ask(w, s.c, "yusuf.deck_sizes", nil)
			w.SetContent(q)
			uitest.TypeInto(uitest.Entries(q)[0], "11")
			uitest.Tap(t, q, lang.X("yourcopy.tiles.record", "Record tiles and decks"))
			if !uitest.HasText(q, lang.X("yourcopy.refused", "Not recorded: {{.Err}}", map[string]any{"Err": ""})) {
				t.Errorf("wrong deck sizes not refused in %s: %v", language, uitest.Texts(q))
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}

// A rondel's list the engine refuses (a space written twice, a card left
// without its space) is said in Spanish and in Russian, naming the space,
// the rondel or the card, and no English sentence is on screen.
func TestRefusedRondelInPlayersLanguage(t *testing.T) {
	for _, language := range []string{"es", "ru"} {
		t.Run(language, func(t *testing.T) {
			w, c := open(t)
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := c.Update(sample); err != nil {
				t.Fatal(err)
			}
			q := Ask(w, c, "yusuf.rondels.alarife", nil)
			w.SetContent(q)
			entry := uitest.Entries(q)[0]
			record := lang.X("yourcopy.rondel.record", "Record the spaces")
			rondel := lang.X("yourcopy.problem.rondel-of", "{{.Worker}} rondel", map[string]any{"Worker": WorkerName(yusuf.Alarife)})
			orphan := lang.X("yourcopy.rondel.orphan", "Card {{.N}} sends the worker to {{.Space}}, which this list no longer has: change that card first.",
				map[string]any{"N": "1", "Space": "Torre"})
			for _, typed := range []struct {
				spaces string
				said   []string
			}{
				{"Palacio\nTorre\nJardín\nPuerta\nFuente\nTorre", []string{rondel + ": ", "«Torre»"}},
				{"Palacio\nJardín\nPuerta\nFuente", []string{orphan}},
			} {
				uitest.TypeInto(entry, typed.spaces)
				uitest.Tap(t, q, record)
				for _, said := range typed.said {
					if !uitest.HasText(q, said) {
						t.Errorf("%q: %q not said: %v", typed.spaces, said, uitest.Texts(q))
					}
				}
				uitest.NoEnglish(t, w, language)
			}
			if got := c.Get().Yusuf.Rondels[yusuf.Alarife]; len(got) != 5 {
				t.Errorf("a refused list was recorded: %v", got)
			}
		})
	}
}

// A refused import names each refused value in the player's language (a
// tribute, a turn position's dinars, a wish tile, a deck) with the
// engine's reason in that language too, and shows no English sentence.
func TestRefusedImportNamesEachValueInPlayersLanguage(t *testing.T) {
	e := friend()
	big, negative := sabika.MaxPrinted+1, -1
	e.Tribute[1] = &big
	e.StartDinars[0] = &negative
	e.Wishes[3].Letter = "D"
	e.Wishes[1].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: "castle", PP: 1}}
	e.Yusuf.DeckSizes[yusuf.Comerciante] = 0
	refused := exportUnchecked(t, e)
	for language, want := range map[string][]string{
		"es": {"Parias bajo el 3.er espacio: debe ser de 0 a 1000, no 1001",
			"Dinares iniciales del 1.er jugador: debe ser de 0 a 1000, no -1",
			"Deseo del sultán 4: las 9 losetas son A, B y C tres veces cada una; «D» no encaja",
			"Deseo del sultán 2: tipo de edificio desconocido «castle»",
			"Mazo de Comerciante: una loseta activa a este trabajador",
			"Losetas de trabajador o tamaño de los mazos de Yusuf: los mazos suman 19 cartas; la caja contiene 26"},
		"ru": {"Подати под 3-м делением: должно быть от 0 до 1000, а не 1001",
			"Начальные динары: 1-й игрок по очерёдности хода: должно быть от 0 до 1000, а не -1",
			"Жетон пожелания султана 4: 9 жетонов — это A, B и C по три раза; «D» не подходит",
			"Жетон пожелания султана 2: неизвестный тип постройки «castle»",
			"Колода (Торговец): жетон активирует этого рабочего",
			"Жетоны работников или размеры колод Юсуфа: в колодах вместе карт: 19, а в коробке 26"},
	} {
		t.Run(language, func(t *testing.T) {
			_, w := openScreen(t)
			if err := translation.Use(language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			s := newScreen(w)
			w.SetContent(s.object)
			root := w.Content()
			uitest.Tap(t, root, lang.X("yourcopy.section.share", "Share"))
			pasteInto(uitest.Entries(root)[0], refused)
			uitest.Tap(t, root, lang.X("yourcopy.share.import-text", "Import the pasted text"))
			shown := strings.Join(uitest.Texts(root), "\n")
			for _, line := range want {
				if !strings.Contains(shown, "• "+line) {
					t.Errorf("%q not shown in %s: %s", line, language, shown)
				}
			}
			uitest.NoEnglish(t, w, language)
		})
	}
}
