package webtest

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
)

// hunter plays the app as a new group does on a phone, and counts the
// swipes it takes to find the next thing to tap (issue 29: "a third of
// all swipes were hunting for the next thing to tap"). Before each tap it
// finds the control by its label through the probe; a control that is
// not whole in view once the screen has settled is swiped to, and each
// such swipe is a hunt, named by the screen, the control and what was on
// screen.
type hunter struct {
	t *testing.T
	p page
	// where names the screen or step being played, for the hunts' names.
	where string
	// hunts are the hunting swipes so far, each named.
	hunts []string
	// cities counts the export cities named: each export names a new
	// one, as Yusuf never exports to a city where he has presence.
	cities int
}

// settle is how long a screen must stay the same before the hunter takes
// a control missing from it as off screen: the app draws what a tap
// changed a frame or more after it, later on a busy machine.
const settle = 1200 * time.Millisecond

// maxHunt is the most swipes a hunter makes for one control: more than
// the longest screen's height.
const maxHunt = 12

// at names the screen or step played next.
func (h *hunter) at(where string) { h.where = where }

// find returns the control named text (below the one named under, ""
// anywhere; see screen.lookup) once it is whole in view and still. If
// the settled screen shows it only in part, or not at all, it swipes
// toward it, counting each swipe as a hunt, first up (to what is below),
// then down.
func (h *hunter) find(under, text string) widget {
	h.t.Helper()
	var last screen
	var seen *widget
	still := time.Now()
	swipes, up := 0, true
	// The app is given 30 s to show the control, counted afresh after
	// each swipe: a finger's swipe takes seconds on a busy machine.
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		s, err := visible(h.p)
		if err != nil {
			h.t.Fatal(err)
		}
		w, ok := lookupBeside(s, under, text)
		if ok && h.whole(w) {
			if seen != nil && w == *seen {
				return w
			}
			seen = &w
			time.Sleep(100 * time.Millisecond)
			continue
		}
		seen = nil
		if !slices.Equal(s.Items, last.Items) || s.Overlay != last.Overlay {
			last, still = s, time.Now()
			time.Sleep(150 * time.Millisecond)
			continue
		}
		if time.Since(still) < settle {
			time.Sleep(150 * time.Millisecond)
			continue
		}
		// Settled without the control whole in view: a hunt.
		if swipes == maxHunt {
			break
		}
		swipes++
		h.hunts = append(h.hunts, fmt.Sprintf("%s: %q not whole in view; the screen showed %s", h.where, text, s.texts()))
		if ok { // in part: toward the rest of it
			up = w.Y+w.H/2 > float64(h.p.View().height)/2
		}
		if !h.swipe(s, up) && !ok {
			up = !up // the end of the page: the other way
		}
		last, still = screen{}, time.Now()
		deadline = time.Now().Add(30 * time.Second)
	}
	shot(h.t, h.p, "no-"+strings.ReplaceAll(text, " ", "-"))
	h.t.Fatalf("%s: no %q (under %q) whole in view, even after %d swipes; the screen shows %s\nhunts so far:\n%s",
		h.where, text, under, swipes, last.texts(), strings.Join(h.hunts, "\n"))
	return widget{}
}

// whole reports whether w is whole on the phone's screen and in the
// scrolls around it.
func (h *hunter) whole(w widget) bool {
	v := h.p.View()
	return !w.Cut && w.Y >= 0 && w.X >= 0 && w.Y+w.H <= float64(v.height)+0.5 && w.X+w.W <= float64(v.width)+0.5
}

// swipe moves the page by about half a screen, up (to what is below) or
// down, with a finger put where no field, list or button is; it reports
// whether the screen changed.
func (h *hunter) swipe(s screen, up bool) bool {
	h.t.Helper()
	v := h.p.View()
	x, y := h.free(s)
	dy := float64(v.height) / 2.5
	if !up {
		dy = -dy
	}
	y0, y1 := y+dy/2, y-dy/2
	var err error
	switch p := h.p.(type) {
	case *chromiumPage:
		err = p.quickSwipe(x, y0, y1)
	case wheeler:
		err = p.Wheel(x, y, y0-y1)
	default:
		err = h.p.Drag(x, y0, x, y1)
	}
	if err != nil {
		h.t.Fatalf("a swipe in %s: %v", h.p.Engine(), err)
	}
	time.Sleep(300 * time.Millisecond)
	after, err := visible(h.p)
	if err != nil {
		h.t.Fatal(err)
	}
	return !slices.Equal(after.Items, s.Items)
}

// quickSwipe is a finger's swipe from (x, y0) to (x, y1) in a few long
// moves: page.Drag's small steps, each waited for, take seconds on a busy
// machine, and the app scrolls by the finger's whole move either way
// (web/index.html hands the moves to it as wheel turns).
func (p *chromiumPage) quickSwipe(x, y0, y1 float64) error {
	touch := func(typ input.DispatchTouchEventType, y float64) error {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}
	if err := touch(input.DispatchTouchEventTypeTouchStart, y0); err != nil {
		return err
	}
	const steps = 6
	for i := 1; i <= steps; i++ {
		if err := touch(input.DispatchTouchEventTypeTouchMove, y0+float64(i)*(y1-y0)/steps); err != nil {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
	return touch(input.DispatchTouchEventTypeTouchEnd, y1)
}

// free is a place in the middle of the screen where a finger's swipe
// scrolls the page: on a label (not on a field, button or drawing, which
// may take the finger's moves themselves), the one nearest the middle.
func (h *hunter) free(s screen) (float64, float64) {
	v := h.p.View()
	mid := float64(v.height) / 2
	x, y, best := float64(v.width)/2, mid, -1.0
	for _, it := range s.Items {
		if it.Kind != "label" || it.Text == "" || it.Y < float64(v.height)/4 || it.Y+it.H > float64(v.height)*3/4 {
			continue
		}
		_, my := it.middle()
		if d := max(my-mid, mid-my); best < 0 || d < best {
			x, y, best = it.X+12, my, d
		}
	}
	return x, y
}

// tap finds the control (see find) and taps its middle.
func (h *hunter) tap(under, text string) {
	h.t.Helper()
	tapAt(h.t, h.p, h.find(under, text))
}

// tapIf taps the control named text when the settled screen shows it,
// and reports whether it did.
func (h *hunter) tapIf(text string) bool {
	h.t.Helper()
	time.Sleep(settle)
	s, err := visible(h.p)
	if err != nil {
		h.t.Fatal(err)
	}
	if _, ok := s.lookup("", text); !ok {
		return false
	}
	h.tap("", text)
	return true
}

// fill finds the field named field (its text or placeholder) below the
// control named under, taps it, types text and waits until the field
// shows it, and a double tap's time on the field has passed (see
// doubleTapWait).
func (h *hunter) fill(under, field, text string) {
	h.t.Helper()
	tapped := h.find(under, "entry:"+field)
	tapAt(h.t, h.p, tapped)
	defer afterFieldTap(time.Now())
	waitUntil(h.t, h.p, "the field "+strconv.Quote(field)+" focused", func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused {
				return true
			}
		}
		return false
	})
	typeText(h.t, h.p, text)
	waitUntil(h.t, h.p, "the field showing "+strconv.Quote(text), func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && strings.HasSuffix(it.Text, text) {
				return true
			}
		}
		return false
	})
}

// TestNoHuntingAtTheTable plays as a new group would on a 390×844 phone
// (issue 29, "Done when": the browser walk counts 0 hunting swipes): from
// the home screen it deals a Sabika setup, starts a game with it, plays 2
// players through 5 rounds to the final scoring (the copy's one-time
// questions answered and a wish tile recorded each time one is revealed),
// then a solo game against Yusuf (four turns and the end of round 1).
// Every control it taps must be whole in view when the screen has
// settled; each swipe to find one is a hunt, and the test fails naming
// each (the step, the control, what the screen showed). In all three
// engines: by touch in Chromium and Firefox, by clicks and the wheel in
// WebKit, whose WebDriver has no touch (webkitPage).
func TestNoHuntingAtTheTable(t *testing.T) {
	forEachEngine(t, phoneView, noHuntingAtTheTable)
}

// noHuntingAtTheTable is TestNoHuntingAtTheTable in one engine.
func noHuntingAtTheTable(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	h := &hunter{t: t, p: p}
	h.at("home")
	h.tap("Sabika", "Deal a setup")
	h.at("Deal a setup")
	h.tap("", "button:Deal")
	h.tap("", "Start a game with this setup")
	h.at("new game")
	h.fill("", "Player 1", "Ana")
	h.fill("", "Player 2", "Ben")
	h.fill("~1st player in turn order start with?", "", "4")
	h.tap("", "Record")
	h.fill("~2nd player in turn order start with?", "", "5")
	h.tap("", "Record")
	h.tap("", "Start the game")
	h.playGame()

	presetCopy(t, p, srv.URL+"/")
	h.at("the reopened app")
	if !shows(t, p, homeMark) { // the app reopens on the screen left open
		h.tap("", "Back")
	}
	h.at("home")
	h.tapIf("OK") // the notice that this browser may delete the data, once
	h.tap("Sabika", "Solo with Yusuf")
	h.at("new solo game")
	h.fill("", "Player 1", "Zoë")
	h.tap("", "Start the game")
	h.fill("", "City name", "Test-city")
	h.confirm("Set Yusuf up")
	h.playSolo()
	if len(h.hunts) > 0 {
		t.Errorf("%d hunting swipes:\n%s", len(h.hunts), strings.Join(h.hunts, "\n"))
	}
}

// phase is the step the game in progress is at, as the app saved it
// (game.Record's phase: "income", "narrator", … "final", "ended"), with
// the whole saved list of games.
func (h *hunter) phase() (string, string) {
	h.t.Helper()
	raw := storage(h.t, h.p)[sabikaGamesKey]
	var saved struct {
		Data struct {
			Records []struct {
				Phase string `json:"phase"`
			} `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(raw), &saved); err != nil || len(saved.Data.Records) == 0 {
		h.t.Fatalf("the saved Sabika games %.200q hold no game: %v", raw, err)
	}
	return saved.Data.Records[len(saved.Data.Records)-1].Phase, raw
}

// confirm taps the button that confirms the step, whose label is text,
// and waits until the game is saved at its next step.
func (h *hunter) confirm(text string) {
	h.t.Helper()
	_, before := h.phase()
	h.tap("", text)
	h.saved(before)
}

// past waits until the game in progress is saved past its step phase:
// the start player chosen is saved too, and confirm, which waits for the
// first save after its tap, may have seen that one (WebKit, the start
// player's step taken for the next round's).
func (h *hunter) past(phase string) {
	h.t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if now, _ := h.phase(); now != phase {
			return
		}
	}
	s, _ := visible(h.p)
	h.t.Fatalf("%s: the game was not saved past its %s step within 30 s; the screen shows %s", h.where, phase, s.texts())
}

// saved waits until the saved games differ from before.
func (h *hunter) saved(before string) {
	h.t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if storage(h.t, h.p)[sabikaGamesKey] != before {
			return
		}
	}
	s, _ := visible(h.p)
	h.t.Fatalf("%s: the game was not saved within 30 s; the screen shows %s", h.where, s.texts())
}

// playGame plays the 2-player game in progress to its end, step by step
// as the app saves it: the income; the narrator, with the wish tile he
// reveals chosen and recorded in the copy; the tribute, with the copy's
// printed number under the narrator's space answered when asked (once per
// space); the paria stacks; Ana chosen as the next start player and the
// next round started; then the final scoring.
func (h *hunter) playGame() {
	h.t.Helper()
	space, asked := "", map[string]bool{}
	waitStorage(h.t, h.p, sabikaGamesKey, func(v string) bool { return strings.Contains(v, `"phase"`) })
	for {
		phase, _ := h.phase()
		h.at(fmt.Sprintf("2-player game, %s step", phase))
		switch phase {
		case "narrator":
			narr := h.find("", "~The narrator advances to space").Text
			space = strings.TrimSuffix(strings.Fields(strings.TrimPrefix(narr, "The narrator advances to space "))[0], ":")
			if i := strings.Index(narr, "wish tile ("); i >= 0 {
				h.recordTile(narr[i+len("wish tile ("):i+len("wish tile (")+1]+"1", "Seal", "2")
			}
		case "tribute":
			if !asked[space] {
				h.fill("~What number is printed under", "", "3")
				h.tap("", "Record")
				asked[space] = true
			}
		case "start-player":
			h.tap("~chooses the start player", "Ana")
			h.confirm("~Start round ")
			h.past("start-player")
			continue
		case "final":
			which := h.find("", "~Which tile of letter ").Text
			h.recordTile(strings.TrimSuffix(strings.TrimPrefix(which, "Which tile of letter "), " is it?")+"1", "Blue poem", "2")
			h.confirm("Score the end of the game")
			if phase, _ := h.phase(); phase != "ended" {
				h.t.Fatalf("the game is at its %s step after its final scoring", phase)
			}
			return
		case "ended":
			return
		}
		h.confirm("Confirm this step")
	}
}

// pendingQuestion is the kind of the question Yusuf's saved state waits
// on in the game in progress ("" none) and its options.
func (h *hunter) pendingQuestion() (string, []string) {
	h.t.Helper()
	raw := storage(h.t, h.p)[sabikaGamesKey]
	var saved struct {
		Data struct {
			Records []struct {
				Yusuf *struct {
					Pending *struct {
						Question *struct {
							Kind    string   `json:"kind"`
							Options []string `json:"options"`
						} `json:"question"`
					} `json:"pending"`
				} `json:"yusuf"`
			} `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(raw), &saved); err != nil || len(saved.Data.Records) == 0 {
		h.t.Fatalf("the saved Sabika games %.200q hold no game: %v", raw, err)
	}
	y := saved.Data.Records[len(saved.Data.Records)-1].Yusuf
	if y == nil || y.Pending == nil || y.Pending.Question == nil {
		return "", nil
	}
	return y.Pending.Question.Kind, y.Pending.Question.Options
}

// playSolo plays the first round of the solo game in progress: Yusuf's
// four turns, each question he asks answered as a player reading the
// board would, then the end of the round to the start of round 2.
func (h *hunter) playSolo() {
	h.t.Helper()
	for turn := 1; turn <= 4; turn++ {
		h.at(fmt.Sprintf("solo game, Yusuf's turn %d", turn))
		h.confirm(fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
		for n := 0; ; n++ {
			kind, options := h.pendingQuestion()
			if kind == "" {
				break
			}
			h.at(fmt.Sprintf("solo game, Yusuf's turn %d, question %s", turn, kind))
			h.answer(kind, options, turn+n)
		}
		h.at(fmt.Sprintf("solo game, Yusuf's turn %d", turn))
		h.tap("", "Done") // saves nothing: the turn was saved as drawn and answered
		waitUntil(h.t, h.p, "the turn done", func(s screen) bool {
			_, ok := s.lookup("", "Done")
			return !ok
		})
	}
	for {
		phase, _ := h.phase()
		h.at(fmt.Sprintf("solo game, %s step", phase))
		switch phase {
		case "narrator":
			h.tap("~Which tile of letter", "A1")
			h.confirm("Fill in Yusuf's holdings")
		case "start-player":
			if shows(h.t, h.p, "~chooses the start player") {
				h.tap("~chooses the start player", "Zoë")
			}
			h.confirm("Start round 2")
			h.find("", "Yusuf's turn (1 of 4)")
			return
		}
		h.confirm("Confirm this step")
	}
}

// answer answers Yusuf's question of kind with its options, as a player
// reading the board would; n varies the answers.
func (h *hunter) answer(kind string, options []string, n int) {
	h.t.Helper()
	switch kind {
	case "minor-building":
		h.confirm([]string{"Garden", "Tower", "Window"}[n%3])
	case "consolidate":
		h.confirm(options[0])
	case "carve-minor":
		h.confirm("None left on the board: skip")
	case "warehouse", "warehouse-opposite":
		h.confirm("No warehouse tile there")
	case "export":
		// The city typed and the board's state chosen in one tap, which
		// sends the answer (issue 29: no Confirm), as the saved game shows.
		_, before := h.phase()
		h.cities++
		h.fill("", "City name", fmt.Sprintf("Export-city-%d", h.cities))
		h.tap("~Did the city have a seal, and does it meet the trade card?", "Seal · meets the trade card")
		h.saved(before)
	case "major-building":
		_, before := h.phase()
		h.tap("", "Palace")
		h.fill(besidePrefix+"Number printed on the tile", "", strconv.Itoa(n+1))
		h.tap("", "Confirm")
		h.saved(before)
	case "carve-major":
		h.fill("", "Code (e.g. B2) or number (23–42)", fmt.Sprintf("%c%d", "ABCDEGH"[n%7], n/7%9+1))
		h.confirm("Confirm")
	default:
		h.t.Fatalf("%s: no answer for Yusuf's question %s", h.where, kind)
	}
}

// recordTile chooses wish tile name, not yet recorded in the copy, and
// records it from the form that comes up: one element counting kind for
// pp.
func (h *hunter) recordTile(name, kind, pp string) {
	h.t.Helper()
	h.tap("", name)
	h.tap("", "select:What it counts")
	h.tap("", kind)
	h.fill("select:"+kind, "", pp)
	h.tap("", "Record this tile")
}

// editionKey is Your copy of Sabika in the browser's storage: the store's
// key for "sabika.edition".
const editionKey = "arrayan/state/sabika.edition.json"

// presetCopy stores a recorded copy of Sabika, made of testCopy, as the
// app keeps it and reloads the page: the solo game needs Yusuf's cards
// and rondels recorded, which a group does once before its first solo
// game (issue 29's item 4, not played here).
func presetCopy(t *testing.T, p page, url string) {
	t.Helper()
	saved, err := json.Marshal(map[string]any{"arrayan_state": 1, "data": testCopy()})
	if err != nil {
		t.Fatal(err)
	}
	putStates(t, p, map[string]string{editionKey: string(saved)})
	open(t, p, url)
}

// testCopy is a MADE-UP TEST FIXTURE, not a printed copy (the player
// records those, ruling 15): Yusuf's cards on made-up rondel spaces, as in
// app/sabika/yusufturn's tests, made-up tributes and starting dinars, and
// one made-up element on every wish tile.
func testCopy() *edition.Edition {
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
	bottoms := []dy.Bottom{{PP: 1}, {Parias: 1}, {PP: 1, Parias: 1}, {}, {Per: dy.PerMajorBuilding},
		{Per: dy.PerMinorBuilding}, {Per: dy.PerPresence}, {Per: dy.PerConsolidated}, {Per: dy.PerPoem}, {Parias: 2}}
	discards := []dy.Discard{dy.DiscardNone, dy.DiscardRaw, dy.DiscardMarble, dy.DiscardBoth}
	for _, w := range dy.Workers {
		acts := dy.ActionsOf(w)
		for i := range c.DeckSizes[w] {
			var a []dy.Action
			switch i % 3 {
			case 1:
				a = []dy.Action{acts[i%len(acts)]}
			case 2:
				a = []dy.Action{acts[i%len(acts)], acts[(i+1)%len(acts)]}
			}
			rondel := c.Rondels[w]
			c.Cards = append(c.Cards, dy.Card{ID: fmt.Sprintf("%s-%d", w, i+1), Deck: w, Space: rondel[i%len(rondel)],
				Discard: discards[i%len(discards)], Actions: a, Bottom: bottoms[i%len(bottoms)]})
		}
	}
	e.Yusuf = &c
	return e
}

// besidePrefix before a control's name in find's under names a question
// whose answers stand on its own row, to its right: their tops are level
// with the question's, where lookup takes only what lies below it (a
// major building's number field, level with "Number printed on the
// tile").
const besidePrefix = "beside:"

// lookupBeside is s.lookup, or with besidePrefix the first control named
// text whose top is level with or below the control named under.
func lookupBeside(s screen, under, text string) (widget, bool) {
	question, ok := strings.CutPrefix(under, besidePrefix)
	if !ok {
		return s.lookup(under, text)
	}
	q, ok := s.lookup("", question)
	if !ok {
		return widget{}, false
	}
	for _, it := range s.Items {
		if it.Kind != "text" && named(it, text) && it.Y >= q.Y-1 {
			return it, true
		}
	}
	return widget{}, false
}
