package yusufturn

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/speech"
	"arrayan.io/arrayan/app/translation"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// A turn's words in each language: its instructions in order, the card
// drawn and the turn's end left out as the panel leaves them out, then the
// question, the rule, the answers as the buttons say them and the skip.
func TestTurnWordsInEachLanguage(t *testing.T) {
	uitest.NewApp(t)
	t.Cleanup(func() { _ = translation.Use("en") })
	events := []yusuf.Event{
		{Kind: yusuf.EventTile, Worker: string(dy.Alarife)},
		{Kind: yusuf.EventDraw, Worker: string(dy.Alarife), Space: "test-a2"},
		{Kind: yusuf.EventMove, Worker: string(dy.Alarife), Space: "test-a2"},
		{Kind: yusuf.EventScore, PP: 1, Parias: 2},
		{Kind: yusuf.EventTurnDone},
	}
	q := &yusuf.Question{Kind: yusuf.AskMinorBuilding, Options: []string{"garden", "tower"}}
	want := map[string][]string{
		"en": {"Tile revealed: Alarife.", "Place his Alarife on test-a2 and lay it down.", "Bottom of the card: +1 PP, +2 parias.",
			"Which minor building does he take?", "(the desired line)",
			"Search the minor buildings column by column from the rightmost, each from the top: he takes the first of the type the sultan desires, else the first card. Tap its type.",
			"Garden", "Tower", "None left on the board: skip"},
		"es": {"Loseta revelada: Alarife.", "Coloca su Alarife en test-a2 y túmbalo.", "Parte inferior de la carta: +1 PP, +2 parias.",
			"¿Qué edificio menor toma?", "(the desired line)",
			"Busca en los edificios menores columna a columna desde la de más a la derecha, cada una desde arriba: toma el primero del tipo que desea el sultán; si no, la primera carta. Toca su tipo.",
			"Jardín", "Torre", "No queda ninguno: omitir"},
		"ru": {"Открыт жетон: Архитектор.", "Архитектор: поставьте на test-a2 и положите.", "Низ карты: ОП +1, подати +2.",
			"Какую малую постройку он берёт?", "(the desired line)",
			"Просматривайте малые постройки по столбцам начиная с крайнего правого, каждый сверху: он берёт первую желаемого султаном типа, иначе первую карту. Нажмите её тип.",
			"Сад", "Башня", "Ничего не осталось: пропустить"},
	}
	for _, code := range translation.Languages {
		if err := translation.Use(code); err != nil {
			t.Fatal(err)
		}
		translation.Need(translation.Yusuf)
		translation.Need(translation.YourCopy)
		// the panel's own line of what the sultan desires, read as it is
		got := turnWords(events, &yusuf.Holdings{}, q, "(the desired line)")
		if !slices.Equal(got, want[code]) {
			t.Errorf("%s: the turn's words are\n%q\nwant\n%q", code, got, want[code])
		}
		if quiet := turnWords(events, &yusuf.Holdings{}, nil, ""); !slices.Equal(quiet, want[code][:3]) {
			t.Errorf("%s: without a question the words are %q, want its instructions alone", code, quiet)
		}
	}
}

// Each kind of question is read with its answers as the panel offers
// them: the minor poems he does not hold, highest first; the fields'
// labels where the answer is typed.
func TestAnswerWords(t *testing.T) {
	uitest.NewApp(t)
	translation.Need(translation.Yusuf)
	translation.Need(translation.YourCopy)
	h := &yusuf.Holdings{MinorPoems: []int{yusuf.MinorPoemCount, 3}}
	poems := answerWords(yusuf.Question{Kind: yusuf.AskMinorPoem}, h)
	if len(poems) != yusuf.MinorPoemCount-2 || poems[0] != fmt.Sprint(yusuf.MinorPoemCount-1) || slices.Contains(poems, "3") {
		t.Errorf("minor poems read: %q", poems)
	}
	cases := map[yusuf.QuestionKind][]string{
		yusuf.AskConsolidate:   {"Ragusa", "Fez"},
		yusuf.AskMajorBuilding: {"Garden", "Tower", "Number printed on the tile"},
		yusuf.AskWarehouse:     {"No warehouse tile there", "Boxes on the nearest tile", "Boxes on the other tile (if any)"},
		yusuf.AskExport: {"He has presence in: Ragusa, Fez", "Did the city have a seal, and does it meet the trade card?",
			"Seal · meets the trade card", "Seal · does not meet it", "No seal · meets the trade card", "No seal · does not meet it"},
		yusuf.AskMajorPoem: {"Code (e.g. B2) or number (23–42)"},
	}
	for kind, want := range cases {
		q := yusuf.Question{Kind: kind, Options: []string{"garden", "tower"}, Presence: []string{"Ragusa", "Fez"}}
		if kind == yusuf.AskConsolidate {
			q.Options = []string{"Ragusa", "Fez"}
		}
		if got := answerWords(q, h); !slices.Equal(got, want) {
			t.Errorf("%s: answers read %q, want %q", kind, got, want)
		}
	}
}

// readAloud turns reading aloud on or off as Settings keeps it, and has
// the test's app read into a recorder with voices for every language.
func readAloud(t *testing.T, on bool) *speech.Recorder {
	t.Helper()
	fyne.CurrentApp().Preferences().SetBool(speech.PrefReadAloud, on)
	r := &speech.Recorder{Voices: translation.Languages}
	t.Cleanup(speech.Use(r))
	return r
}

// turnWithQuestion taps Yusuf's turns, Done after each, until a turn asks
// the board a question, and returns what was read before that turn's tap.
func turnWithQuestion(t *testing.T, w fyne.Window, r *speech.Recorder) int {
	t.Helper()
	for round := 1; round <= 3; round++ {
		for turn := 1; turn <= 4; turn++ {
			before := len(r.Said)
			uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
			if pending(t) != nil {
				return before
			}
			uitest.Tap(t, w.Content(), "Done")
		}
		endRound(t, w, round)
	}
	t.Fatal("no turn of three rounds asked a question")
	return 0
}

// With reading aloud on, a whole turn with a question is read in order:
// its instructions and the question with its answers, each line as the
// panel shows it; after the answer, the instructions that followed.
// "Read again" reads the turn on screen once more, from its start.
func TestTurnReadAloud(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	r := readAloud(t, true)
	startGame(t, w)
	if len(r.Said) != 0 || uitest.Button(w.Content(), "Read again") != nil {
		t.Fatalf("read before any turn: %q", r.Texts())
	}
	from := turnWithQuestion(t, w, r)
	asked := r.Texts()[from:]
	q := pending(t)
	if !slices.Contains(asked, questionText(*q)) || asked[len(asked)-1] != skipText(*q) {
		t.Fatalf("the question's turn read %q; want its instructions, %q and its answers", asked, questionText(*q))
	}
	if !strings.HasPrefix(asked[0], "Tile revealed: ") {
		t.Errorf("the turn is read from %q, not from its tile", asked[0])
	}
	for _, line := range asked {
		if !has(w, line) && !hasPlaceholder(w, line) {
			t.Errorf("read %q, which the panel does not show: %v", line, uitest.Texts(w.Content()))
		}
	}
	for _, s := range r.Said {
		if s.Language != "en" {
			t.Errorf("%q read in %q, want en", s.Text, s.Language)
		}
	}
	for i := 0; uitest.Button(w.Content(), "Done") == nil; i++ {
		if i > 6 {
			t.Fatalf("the turn does not end: %v", uitest.Texts(w.Content()))
		}
		before := len(r.Said)
		answer(t, w, i)
		for _, line := range r.Texts()[before:] {
			if !has(w, line) && !hasPlaceholder(w, line) {
				t.Errorf("read %q after the answer, which the panel does not show", line)
			}
		}
	}
	whole := turnWords(savedLast(w), &savedGame(t).Yusuf.Holdings, nil, "")
	if len(whole) == 0 {
		t.Fatal("no words for the turn played")
	}

	stops := r.Stops
	uitest.Tap(t, w.Content(), "Read again")
	again := r.Texts()[len(r.Said)-len(whole):]
	if r.Stops != stops+1 || !slices.Equal(again, whole) {
		t.Errorf("Read again read %q (stopping %d readings), want the whole turn %q", again, r.Stops-stops, whole)
	}
	if again[0] != asked[0] {
		t.Errorf("Read again starts with %q, the turn with %q", again[0], asked[0])
	}
	uitest.Tap(t, w.Content(), "Done")
	if uitest.Button(w.Content(), "Read again") != nil {
		t.Error("Read again is offered between turns, with nothing to read")
	}
}

// savedLast are the events of the turn on screen: the panel's memory of
// the test's game.
func savedLast(fyne.Window) []yusuf.Event {
	for _, m := range testPanels.games {
		return m.last
	}
	return nil
}

// hasPlaceholder reports whether a field on screen has text as its
// placeholder (a major poem's code is typed into one).
func hasPlaceholder(w fyne.Window, text string) bool {
	for _, e := range uitest.Entries(w.Content()) {
		if e.PlaceHolder == text {
			return true
		}
	}
	return false
}

// With reading aloud off (as it is until turned on), turns and questions
// are read by nothing and offer no "Read again".
func TestTurnNotReadWhenOff(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	r := readAloud(t, false)
	startGame(t, w)
	turnWithQuestion(t, w, r)
	if len(r.Said) != 0 || r.Stops != 0 {
		t.Errorf("read with reading aloud off: %q", r.Texts())
	}
	if uitest.Button(w.Content(), "Read again") != nil {
		t.Error("Read again offered with reading aloud off")
	}
}

// In Spanish and Russian the turn is read in the app's language, with a
// voice of it, in the words the panel shows (none English), and "Read
// again" is in that language too.
func TestTurnReadInTheAppsLanguage(t *testing.T) {
	t.Cleanup(func() { _ = translation.Use("en") })
	for _, code := range []string{"es", "ru"} {
		t.Run(code, func(t *testing.T) {
			w := openScreen(t, testEdition(true), desktop)
			r := readAloud(t, true)
			startGame(t, w)
			if err := translation.Use(code); err != nil {
				t.Fatal(err)
			}
			w = reopen(t, desktop)
			turn := map[string]string{"es": "Turno de Yusuf (1 de 4)", "ru": "Ход Юсуфа (1 из 4)"}[code]
			uitest.Tap(t, w.Content(), turn)
			if len(r.Said) == 0 {
				t.Fatal("nothing read")
			}
			for _, s := range r.Said {
				if s.Language != code {
					t.Errorf("%q read in %q, want %s", s.Text, s.Language, code)
				}
				if !has(w, s.Text) && !hasPlaceholder(w, s.Text) {
					t.Errorf("read %q, which the panel does not show", s.Text)
				}
			}
			again := map[string]string{"es": "Leer otra vez", "ru": "Прочитать ещё раз"}[code]
			n := len(r.Said)
			uitest.Tap(t, w.Content(), again)
			if len(r.Said) != 2*n {
				t.Errorf("%q read %d lines, the turn %d", again, len(r.Said)-n, n)
			}
			uitest.NoEnglish(t, w, code)
		})
	}
}

// A browser without a voice of the app's language reads nothing, and the
// app says so once, not at every turn.
func TestNoVoiceSaidOnce(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	r := readAloud(t, true)
	r.Voices = []string{"es"}
	startGame(t, w)
	uitest.Tap(t, w.Content(), "Yusuf's turn (1 of 4)")
	top := w.Canvas().Overlays().Top()
	if top == nil || !uitest.HasText(top, "This browser has no voice for English, so Yusuf's turns cannot be read aloud in it. A voice can be added in the device's text-to-speech settings.") {
		t.Fatalf("no word of the missing voice: %v", uitest.Texts(w.Content()))
	}
	uitest.Tap(t, top, "OK")
	for pending(t) != nil {
		answer(t, w, 1)
	}
	uitest.Tap(t, w.Content(), "Read again")
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the missing voice said a second time")
	}
	if len(r.Said) != 0 {
		t.Errorf("read without a voice: %q", r.Texts())
	}
}
