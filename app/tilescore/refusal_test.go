package tilescore

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/scoring/tiles"
)

// The quick score's refusals are the engine's (tiles.CheckEntry), said in
// the player's language beside the field typed: in Spanish and Russian, a
// count over the box, a best value another player holds and one off the
// tiles, typed as a player would, show no English sentence.
func TestRefusedEntriesAreSaidInSpanishAndRussian(t *testing.T) {
	for _, c := range []struct {
		language                  string
		boxLimit, taken, offTiles string
	}{
		{"es", "La caja tiene 11; quedan 3 para este jugador", "Jugador 1 ya tiene este edificio", "Los valores van de 2 a 13"},
		{"ru", "В коробке 11; этому игроку осталось 3", "Эта постройка уже у игрока Игрок 1", "Значения от 2 до 13"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })

			s, w := open(t, tiles.Alhambra())
			typeInto(s.seats[0].counts["tower"].Entry, "8")
			f := s.seats[1].counts["tower"]
			typeInto(f.Entry, "4")
			if f.Message.Text != c.boxLimit || !f.Message.Visible() {
				t.Errorf("a count over the box: %q (visible %v), want %q", f.Message.Text, f.Message.Visible(), c.boxLimit)
			}
			uitest.NoEnglish(t, w, c.language)

			s, w = open(t, tiles.Granada())
			typeInto(s.seats[0].counts["school"].Entry, "4")
			typeInto(s.seats[0].best["school"].Entry, "9")
			typeInto(s.seats[1].counts["school"].Entry, "2")
			best := s.seats[1].best["school"]
			typeInto(best.Entry, "9")
			if best.Message.Text != c.taken {
				t.Errorf("a best value held: %q, want %q", best.Message.Text, c.taken)
			}
			uitest.NoEnglish(t, w, c.language)
			typeInto(best.Entry, "99")
			if best.Message.Text != c.offTiles {
				t.Errorf("a best value off the tiles: %q, want %q", best.Message.Text, c.offTiles)
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// A refused saved quick score is said in the player's language, what is
// wrong in it too: a round the game does not have, a count of a type the
// box lacks of the second player, a neutral collector's moat.
func TestRefusedSavedStateIsSaidInSpanishAndRussian(t *testing.T) {
	for _, c := range []struct {
		language, content, want string
		g                       *tiles.Game
	}{
		{"es", `{"players": 3, "round": 7}`, "recuento 7 guardado; hay 3", tiles.Alhambra()},
		{"es", `{"players": 3, "round": 1, "seats": [{}, {"counts": {"tower": 99}}, {}, {}, {}, {}]}`, `jugador 2: 99 edificios de tipo "tower"`, tiles.Alhambra()},
		{"ru", `{"players": 3, "round": 7}`, "сохранён подсчёт 7; их всего 3", tiles.Granada()},
		{"ru", `{"players": 2, "round": 1, "dummy": {"edge": 5}}`, "Pablo: ров длиной 5", tiles.Granada()},
	} {
		t.Run(c.language+" "+c.content, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			t.Setenv("TMPDIR", t.TempDir())
			writeState(t, c.g, c.content)
			_, w := open(t, c.g)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("the player was not told")
			}
			if !uitest.HasText(top, c.want) {
				t.Errorf("the refusal lacks %q: %v", c.want, uitest.Texts(top))
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// The engine's refusal of the entries as a whole is said in the player's
// language on the problem line: a name given twice in the screen's words,
// a player named as the neutral collector in the engine's, each where a
// player typed it; the keep step refuses in the same words.
func TestRefusedNamesAreSaidInSpanishAndRussian(t *testing.T) {
	for _, c := range []struct{ language, keep, twice, neutral string }{
		{"es", "Fin de la partida: guardarla", "Dos jugadores se llaman Ana; dales nombres distintos.", `No se pueden puntuar estos datos: "Dirk" ya es el nombre de un jugador`},
		{"ru", "Игра окончена: сохранить", "Двух игроков зовут Ana; дайте им разные имена.", `Эти данные нельзя подсчитать: "Dirk" — уже имя одного из игроков`},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			s, w := open(t, tiles.Alhambra())
			setPlayers(t, s, w, 2)
			typeInto(s.seats[0].name, "Ana")
			typeInto(s.seats[1].name, "Ana")
			if !s.problem.Visible() || s.problem.Text != c.twice {
				t.Errorf("a name twice: %q (visible %v), want %q", s.problem.Text, s.problem.Visible(), c.twice)
			}
			uitest.NoEnglish(t, w, c.language)
			typeInto(s.seats[1].name, "Dirk")
			if !s.problem.Visible() || s.problem.Text != c.neutral {
				t.Errorf("the neutral's name: %q (visible %v), want %q", s.problem.Text, s.problem.Visible(), c.neutral)
			}
			uitest.NoEnglish(t, w, c.language)
			uitest.Tap(t, s.object, c.keep)
			top := w.Canvas().Overlays().Top()
			if top == nil || !uitest.HasText(top, c.neutral) {
				t.Errorf("the keep step does not say %q", c.neutral)
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}

// A best value below what the count of its type allows is the engine's
// refusal, said on the problem line in the player's language with the
// building's name in it, not its id.
func TestRefusedBestValueNamesTheBuildingInSpanishAndRussian(t *testing.T) {
	for _, c := range []struct{ language, want string }{
		{"es", "No se pueden puntuar estos datos: 4 edificios de tipo Escuela tienen 4 valores distintos, así que el más alto es al menos 5, no 3"},
		{"ru", "Эти данные нельзя подсчитать: у построек типа «Школа» (4 шт.) все стоимости разные, так что наибольшая не меньше 5, а не 3"},
	} {
		t.Run(c.language, func(t *testing.T) {
			uitest.NewApp(t)
			if err := translation.Use(c.language); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = translation.Use("en") })
			s, w := open(t, tiles.Granada())
			typeInto(s.seats[0].counts["school"].Entry, "4")
			typeInto(s.seats[0].best["school"].Entry, "3")
			if !s.problem.Visible() || s.problem.Text != c.want {
				t.Errorf("problem %q (visible %v), want %q", s.problem.Text, s.problem.Visible(), c.want)
			}
			uitest.NoEnglish(t, w, c.language)
		})
	}
}
