package webtest

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// yourCopyKey is Your copy of Sabika in the browser's storage: the
// store's key for "sabika.edition".
const yourCopyKey = "arrayan/state/sabika.edition.json"

// speechRecorder replaces the page's speech synthesis (the Web Speech
// API's window.speechSynthesis and SpeechSynthesisUtterance) with a
// recorder: what the app asks it to speak is kept in window.arrayanSaid
// (text, lang and the voice's name of each utterance, in order) and its
// cancels counted in window.arrayanCancels; it has an English and a
// Spanish voice, no Russian one. The app looks the API up each time it
// speaks, so the recorder is put in place once the page has loaded,
// before any tap.
const speechRecorder = `(() => {
	window.arrayanSaid = [];
	window.arrayanCancels = 0;
	const voices = [{name: "Test English", lang: "en-US", default: true}, {name: "Test Español", lang: "es_ES", default: false}];
	const synthesis = {
		speak(u) { window.arrayanSaid.push({text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : ""}); },
		cancel() { window.arrayanCancels++; },
		getVoices() { return voices; },
		addEventListener() {},
	};
	class Utterance { constructor(text) { this.text = text; this.lang = ""; this.voice = null; } }
	Object.defineProperty(window, "speechSynthesis", {value: synthesis, configurable: true, writable: true});
	Object.defineProperty(window, "SpeechSynthesisUtterance", {value: Utterance, configurable: true, writable: true});
	return true;
})()`

// utterance is one utterance the recorder kept.
type utterance struct{ Text, Lang, Voice string }

// said is what the app has asked the recorder to speak, and how many
// times it cancelled.
func said(t *testing.T, p page) ([]utterance, int) {
	t.Helper()
	var got struct {
		Said    []utterance
		Cancels int
	}
	if err := p.Eval(`({said: window.arrayanSaid, cancels: window.arrayanCancels})`, &got); err != nil {
		t.Fatal(err)
	}
	return got.Said, got.Cancels
}

// waitSaid waits until the recorder holds more than n utterances and no
// more come for a moment, and returns them.
func waitSaid(t *testing.T, p page, n int) []utterance {
	t.Helper()
	var last []utterance
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(300 * time.Millisecond) {
		got, _ := said(t, p)
		if len(got) > n && len(got) == len(last) {
			return got
		}
		last = got
	}
	t.Fatalf("nothing more spoken within 30 s: %v", last)
	return nil
}

// speechEdition is a made-up recorded copy of Sabika (MADE-UP TEST
// FIXTURES, not the printed values: the player records those, ruling
// 15): tributes, starting dinars, one element on every wish tile, and
// Yusuf's cards on made-up spaces, as in app/sabika/yusufturn's tests.
func speechEdition(t *testing.T) string {
	t.Helper()
	e := edition.New()
	for i := range e.Tribute {
		v := i + 1
		e.Tribute[i] = &v
	}
	for i := range e.StartDinars {
		v := i + 4
		e.StartDinars[i] = &v
	}
	for i := range e.Wishes {
		e.Wishes[i].Elements = []data.WishElement{{Per: data.PerPresence, PP: 1}}
	}
	c := dy.Default()
	c.Rondels = map[dy.Worker][]string{
		dy.Alarife:     {"test-a1", "test-a2", "test-a3", "test-a4", "test-a5", "test-a6"},
		dy.Comerciante: {"test-c1", "test-c2", "test-c3", "test-c4"},
		dy.Poetisa:     {"test-p1", "test-p2", "test-p3", "test-p4"},
	}
	// Cards without actions or with one: most turns ask the board
	// nothing, some ask one question.
	for _, w := range dy.Workers {
		acts := dy.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []dy.Action
			if i%3 == 1 {
				a = []dy.Action{acts[i%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, dy.Card{ID: fmt.Sprintf("%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: dy.DiscardRaw, Actions: a, Bottom: dy.Bottom{PP: 1}})
		}
	}
	e.Yusuf = &c
	raw, err := json.Marshal(map[string]any{"arrayan_state": 1, "data": e})
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// TestYusufsTurnReadAloud (issue 31): with the browser's speech replaced
// by a recorder, "Read Yusuf's turn aloud" turned on in Settings by
// tapping and a solo game started by tapping, Yusuf's first turn is
// spoken in English with the English voice: its instructions in order,
// from the tile revealed, each as the panel shows it, and a question's
// text with its answers when the turn asks one; "Read again" cancels and
// speaks the same utterances again, in the same order; with Spanish
// chosen in Settings, "Leer otra vez" speaks the turn in Spanish with the
// Spanish voice. Not in WebKit,
// where no swipe scrolls (webkitPage) to Settings and down the turn.
func TestYusufsTurnReadAloud(t *testing.T) {
	forEachEngine(t, phoneView, yusufsTurnReadAloud, "chromium", "firefox")
}

// yusufsTurnReadAloud is TestYusufsTurnReadAloud in one engine.
func yusufsTurnReadAloud(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	waitFor(t, p, "", "Sabika")
	putStates(t, p, map[string]string{yourCopyKey: speechEdition(t)})
	open(t, p, srv.URL+"/")
	waitFor(t, p, "", "Sabika")
	if err := p.Eval(speechRecorder, nil); err != nil {
		t.Fatalf("replacing the speech synthesis: %v", err)
	}

	tapAt(t, p, scrollTo(t, p, "", "button:Settings"))
	waitFor(t, p, "", "Theme")
	for range 8 {
		if shows(t, p, "check:Read Yusuf's turn aloud") {
			break
		}
		swipe(t, p, 195, 560, 300) // the settings scroll in their dialog
	}
	tapOn(t, p, "", "check:Read Yusuf's turn aloud")
	time.Sleep(500 * time.Millisecond)
	if s, err := visible(p); err != nil {
		t.Fatal(err)
	} else if _, ok := s.lookup("", "~has no voice"); ok {
		t.Fatalf("the app says a voice is missing although the browser has an English one: %s", s.texts())
	}
	shot(t, p, "phone-settings-read-aloud")
	tapOn(t, p, "", "button:Close")

	tapAt(t, p, scrollBackTo(t, p, "Solo with Yusuf")) // back up the home screen
	fill(t, p, "", "Player 1", "Ana")
	tapAt(t, p, scrollTo(t, p, "", "Start the game"))
	scrollTo(t, p, "", "entry:City name")
	fill(t, p, "", "City name", "Test-city")
	tapAt(t, p, scrollTo(t, p, "", "Set Yusuf up"))
	first := scrollBackTo(t, p, "Yusuf's turn (1 of 4)")
	if got, _ := said(t, p); len(got) != 0 {
		t.Fatalf("spoken before Yusuf's turn: %v", got)
	}
	tapAt(t, p, first)
	turn := waitSaid(t, p, 0)
	shot(t, p, "phone-yusuf-turn-read-aloud")
	if !strings.HasPrefix(turn[0].Text, "Tile revealed: ") {
		t.Errorf("the turn is spoken from %q, not from its tile", turn[0].Text)
	}
	for _, u := range turn {
		if u.Lang != "en" || u.Voice != "Test English" {
			t.Errorf("%q spoken in %q with the voice %q; want en, Test English", u.Text, u.Lang, u.Voice)
		}
	}
	s, err := visible(p)
	if err != nil {
		t.Fatal(err)
	}
	texts := make([]string, len(turn))
	for i, u := range turn {
		texts[i] = u.Text
	}
	t.Logf("%s spoke %q", p.Engine(), texts)
	if q := lastQuestion(texts); q >= 0 {
		// A question: each asked is on the screen; the last one's first
		// answer (an export asks for the city, with its Confirm, and
		// then for the board's state in four answers) is on the screen
		// and spoken after it; the skip is spoken last.
		var asked widget
		for _, text := range texts {
			if !strings.HasSuffix(text, "?") {
				continue
			}
			shown, ok := s.lookup("", "label:"+text)
			if !ok {
				t.Errorf("spoken %q, which the screen does not show: %s", text, s.texts())
			}
			asked = shown
		}
		first := slices.IndexFunc(s.Items, func(w widget) bool { return w.Kind == "button" && w.Text != "" && w.Y > asked.Y })
		if first < 0 || !slices.Contains(texts[q:], s.Items[first].Text) {
			t.Errorf("the question's answers spoken are %q; the screen shows %s", texts[q:], s.texts())
		}
		if !strings.HasSuffix(texts[len(texts)-1], ": skip") {
			t.Errorf("the question spoken ends with %q, not its skip", texts[len(texts)-1])
		}
	} else if seen := shownInOrder(t, p, texts); !slices.Equal(seen, texts) {
		// The turn played: each instruction is on the screen, in the
		// order spoken, down to Done.
		t.Errorf("spoken %q; the screen shows, down to Done, %q", texts, seen)
	}

	_, cancels := said(t, p)
	tapAt(t, p, scrollTo(t, p, "", "Read again"))
	all := waitSaid(t, p, len(turn))
	if again := all[len(turn):]; !slices.Equal(again, turn) {
		t.Errorf("Read again spoke %v; want the turn again, %v", again, turn)
	}
	if _, after := said(t, p); after != cancels+1 {
		t.Errorf("Read again cancelled %d times; want once, before speaking", after-cancels)
	}

	// In Spanish, chosen in Settings, the same turn is spoken in Spanish
	// with the Spanish voice (its lang "es_ES" as Android writes it).
	tapOn(t, p, "", "button:Back")
	for deadline := time.Now().Add(4 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if shows(t, p, notKeptNotice) { // said at the first return home where the browser may delete the data
			tapOn(t, p, "", "button:OK")
			break
		}
	}
	tapAt(t, p, scrollTo(t, p, "", "button:Settings"))
	waitFor(t, p, "", "Theme")
	for range 8 {
		if shows(t, p, "Español") {
			break
		}
		swipe(t, p, 195, 560, 300)
	}
	tapOn(t, p, "", "Español")
	tapOn(t, p, "", "button:Cerrar")
	tapAt(t, p, scrollBackTo(t, p, "En solitario con Yusuf"))
	tapAt(t, p, scrollTo(t, p, "", "Leer otra vez"))
	spanish := waitSaid(t, p, 2*len(turn))[2*len(turn):]
	if len(spanish) != len(turn) {
		t.Errorf("the turn spoken in Spanish is %d utterances, in English %d", len(spanish), len(turn))
	}
	for i, u := range spanish {
		if u.Lang != "es" || u.Voice != "Test Español" || (i < len(turn) && u.Text == turn[i].Text && !strings.HasPrefix(u.Text, "test-")) {
			t.Errorf("%q spoken in %q with the voice %q; want Spanish words, es, Test Español", u.Text, u.Lang, u.Voice)
		}
	}
}

// shownInOrder are the labels among texts that the screen shows, in the
// order they come into view from where it is down to Done, swiping up a
// little at a time.
func shownInOrder(t *testing.T, p page, texts []string) []string {
	t.Helper()
	var seen []string
	for range 10 {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		items := slices.Clone(s.Items)
		slices.SortStableFunc(items, func(a, b widget) int { return int(a.Y - b.Y) })
		for _, it := range items {
			if it.Kind == "label" && slices.Contains(texts, it.Text) && !slices.Contains(seen, it.Text) {
				seen = append(seen, it.Text)
			}
		}
		if _, ok := s.lookup("", "button:Done"); ok {
			return seen
		}
		swipe(t, p, 195, 600, 400)
	}
	t.Fatalf("no Done below the turn; seen %q", seen)
	return nil
}

// scrollBackTo swipes the screen down a little at a time, back up the
// page, until the widget saying text is in view (the page may have
// scrolled past it), and returns it.
func scrollBackTo(t *testing.T, p page, text string) widget {
	t.Helper()
	var last screen
	for range 8 {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := s.lookup("", text); ok {
			return waitFor(t, p, "", text) // where it stays
		}
		last = s
		swipe(t, p, 195, 250, 700)
	}
	t.Fatalf("no %q after swiping back up the screen; it shows %s", text, last.texts())
	return widget{}
}

// lastQuestion is the index of the last question among the texts spoken
// (a text ending in "?"), or -1.
func lastQuestion(texts []string) int {
	for i := len(texts) - 1; i >= 0; i-- {
		if strings.HasSuffix(texts[i], "?") {
			return i
		}
	}
	return -1
}
