package webtest

import (
	"encoding/json"
	"fmt"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
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
		w, ok := s.lookup(under, text)
		if ok && h.whole(w) {
			if seen != nil && w == *seen {
				return w
			}
			seen = &w
			time.Sleep(100 * time.Millisecond)
			continue
		}
		seen = nil
		if os.Getenv("ARRAYAN_NOHUNT_DUMP") != "" {
			h.t.Logf("%s look for %q: %d items, same %v", time.Now().Format("15:04:05.000"), text, len(s.Items), slices.Equal(s.Items, last.Items))
		}
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

// free is a place in the middle third of the screen where a finger's
// swipe scrolls the page: on no field, select or button.
func (h *hunter) free(s screen) (float64, float64) {
	v := h.p.View()
	for _, x := range []float64{float64(v.width) / 2, 8, float64(v.width) - 20} {
		for y := float64(v.height) / 2; y < float64(v.height)*0.7; y += 10 {
			taken := false
			for _, it := range s.Items {
				if it.Kind != "text" && it.Kind != "label" && x >= it.X && x <= it.X+it.W && y >= it.Y && y <= it.Y+it.H {
					taken = true
					break
				}
			}
			if !taken {
				return x, y
			}
		}
	}
	return 8, float64(v.height) / 2
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
// shows it.
func (h *hunter) fill(under, field, text string) {
	h.t.Helper()
	tapped := h.find(under, "entry:"+field)
	tapAt(h.t, h.p, tapped)
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

// dumpScreen logs what the screen shows, with places, when
// ARRAYAN_NOHUNT_DUMP is set.
func (h *hunter) dumpScreen(label string) {
	if os.Getenv("ARRAYAN_NOHUNT_DUMP") == "" {
		return
	}
	time.Sleep(settle)
	s, _ := visible(h.p)
	var b strings.Builder
	for _, it := range s.Items {
		fmt.Fprintf(&b, "  %-6s y=%4.0f h=%3.0f x=%3.0f cut=%v foc=%v %q\n", it.Kind, it.Y, it.H, it.X, it.Cut, it.Focused, it.Text)
	}
	h.t.Logf("=== %s (overlay %v)\n%s", label, s.Overlay, b.String())
}

// TestNoHuntingAtTheTable plays as a new group would on a 390×844 phone
// by touch (issue 29): from the home screen it deals a Sabika setup,
// starts a game with it and plays 2 players through 5 rounds to the final
// scoring, then plays a solo game against Yusuf; no control tapped takes
// a swipe to find.
func TestNoHuntingAtTheTable(t *testing.T) {
	forEachEngine(t, phoneView, noHuntingAtTheTable, "chromium")
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
	h.dumpScreen("final")
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
	waitStorage(h.t, h.p, sabikaGamesKey, func(v string) bool { return v != before })
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
			continue
		case "final":
			which := h.find("", "~Which tile of letter ").Text
			h.recordTile(strings.TrimSuffix(strings.TrimPrefix(which, "Which tile of letter "), " is it?")+"1", "Blue poem", "2")
			h.dumpScreen("final recorded")
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
