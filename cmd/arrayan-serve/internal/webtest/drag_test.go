package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// cityGameKey is the Alhambra city games' list in the browser's storage:
// the store's key for "citygame.alhambra".
const cityGameKey = "arrayan/state/citygame.alhambra.json"

// cityGamePreset is a list of one Alhambra game of three players with
// empty cities, and the preferences that reopen the app on it: the
// screen (ui.screen) and the game shown (citygame.alhambra.open). Fyne's
// web driver keeps the preferences as one JSON object in localStorage.
const cityGamePreset = `{"arrayan_state": 1, "data": {"games": [{"id": 1, "label": "", "record":
	{"arrayan_game": 1, "game": "alhambra", "players": [{"name": "Ana", "colour": 0},
	{"name": "Bea", "colour": 1}, {"name": "Cris", "colour": 2}], "scorings": []}}]}}`

// presetCityGame stores the preset game and reloads the page on it.
func presetCityGame(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	prefs, _ := json.Marshal(map[string]any{"ui.screen": "alhambra.citygame", "citygame.alhambra.open": 1})
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.setItem(`+quote(cityGameKey)+`, `+quote(cityGamePreset)+`);
		localStorage.setItem("fyne-preferences.json", `+quote(string(prefs))+`)`)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, url)
}

// quote is s as a JavaScript string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// touchDrag moves one finger from (x0, y0) to (x1, y1) in CSS pixels, in
// steps of about 8 pixels a frame, and lifts it.
func touchDrag(t *testing.T, ctx context.Context, x0, y0, x1, y1 float64) {
	t.Helper()
	touch := func(typ input.DispatchTouchEventType, x, y float64) {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points}); err != nil {
			t.Fatal(err)
		}
	}
	touch(input.DispatchTouchEventTypeTouchStart, x0, y0)
	time.Sleep(100 * time.Millisecond)
	steps := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))/8) + 1
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		touch(input.DispatchTouchEventTypeTouchMove, x0+f*(x1-x0), y0+f*(y1-y0))
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	touch(input.DispatchTouchEventTypeTouchEnd, x1, y1)
	time.Sleep(time.Second)
}

// dragAt asks the page whether a touch at (x, y) drags (window.arrayanDragAt).
func dragAt(t *testing.T, ctx context.Context, x, y float64) bool {
	t.Helper()
	got, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!!(window.arrayanDragAt && window.arrayanDragAt(%g, %g))`, x, y)))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// savedCity is the first player's city in the stored list of games.
func savedCity(t *testing.T, ctx context.Context) []placedTile {
	t.Helper()
	var st struct {
		Data struct {
			Games []struct {
				Record struct {
					Players []struct {
						City []placedTile `json:"city"`
					} `json:"players"`
				} `json:"record"`
			} `json:"games"`
		} `json:"data"`
	}
	raw := storage(t, ctx)[cityGameKey]
	if err := json.Unmarshal([]byte(raw), &st); err != nil || len(st.Data.Games) != 1 || len(st.Data.Games[0].Record.Players) != 3 {
		t.Fatalf("the stored games are %q (%v); want the one game of three players", raw, err)
	}
	return st.Data.Games[0].Record.Players[0].City
}

// placedTile is a tile of a stored city: its square and catalogue id.
type placedTile struct {
	X     int `json:"x"`
	Y     int `json:"y"`
	Piece struct {
		ID string `json:"id"`
	} `json:"piece"`
}

// Places in the phone's city editor (CSS pixels at 390×844), read off the
// screenshots, where no text is for the probe to find: the start square, the squares right of it and below it,
// the tray's Pavilion 8 (no walls), and the note below the tray.
const (
	startX, startY         = 204, 278
	rightX, rightY         = 261, 278
	belowX, belowY         = 204, 334
	pavilion8X, pavilion8Y = 105, 659
	trayNoteX, trayNoteY   = 200, 750
)

// TestTouchDragsInTheCityEditor opens an Alhambra game's city editor on a
// phone and drags with a finger, as a player does: a tile from the tray
// onto the square right of the start, then that tile to the square below
// the start; each drag is saved. A swipe that starts off the city and the
// tray still scrolls the screen, and a tap on the city is still a tap.
func TestTouchDragsInTheCityEditor(t *testing.T) {
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	presetCityGame(t, ctx, srv.URL+"/")
	tapOn(t, ctx, "", "City")
	waitFor(t, ctx, "", "Pavilion")
	time.Sleep(time.Second) // the city drawn
	before := shot(t, ctx, "phone-city-editor")
	for _, p := range []struct {
		what string
		x, y float64
		want bool
	}{
		{"the start square", startX, startY, true},
		{"Pavilion 8 in the tray", pavilion8X, pavilion8Y, true},
		{"the note below the tray", trayNoteX, trayNoteY, false},
		{"the title bar", 195, 30, false},
	} {
		if got := dragAt(t, ctx, p.x, p.y); got != p.want {
			t.Errorf("a touch on %s drags: %v, want %v", p.what, got, p.want)
		}
	}
	if city := savedCity(t, ctx); len(city) != 0 {
		t.Fatalf("the city before any drag is %+v; want empty", city)
	}

	touchDrag(t, ctx, pavilion8X, pavilion8Y, rightX, rightY)
	placed, d := shotChanged(t, ctx, "phone-city-tile-dragged-in", before, 0.005)
	city := savedCity(t, ctx)
	if len(city) != 1 || city[0].X != 1 || city[0].Y != 0 {
		t.Fatalf("after dragging Pavilion 8 right of the start the city is %+v; want one tile at (1, 0)", city)
	}
	if d < 0.005 {
		t.Errorf("the drag changed %.2f%% of the screen: the tile is not drawn", 100*d)
	}

	touchDrag(t, ctx, rightX, rightY, belowX, belowY)
	moved, d := shotChanged(t, ctx, "phone-city-tile-moved", placed, 0.005)
	if got := savedCity(t, ctx); len(got) != 1 || got[0].X != 0 || got[0].Y != 1 || got[0].Piece.ID != city[0].Piece.ID {
		t.Fatalf("after dragging the tile below the start the city is %+v; want %s at (0, 1)", got, city[0].Piece.ID)
	}
	if d < 0.005 {
		t.Errorf("the move changed %.2f%% of the screen: the tile is drawn where it was", 100*d)
	}

	touchDrag(t, ctx, trayNoteX, trayNoteY+50, trayNoteX, trayNoteY-350)
	scrolled, d := shotChanged(t, ctx, "phone-city-editor-swiped", moved, 0.05)
	if d < 0.05 {
		t.Errorf("a swipe off the city changed %.1f%% of the screen: it did not scroll", 100*d)
	}
	if got := savedCity(t, ctx); len(got) != 1 || got[0].X != 0 || got[0].Y != 1 {
		t.Errorf("after the swipe the city is %+v; want it unchanged", got)
	}

	// A tap on the city, handed over as a drag that does not move, is a
	// tap: on the empty square right of the start it opens the tiles to
	// pick from, which then takes the touches over the city.
	tapPoint(t, ctx, rightX, rightY)
	if _, d := shotChanged(t, ctx, "phone-city-square-tapped", scrolled, 0.05); d < 0.05 {
		t.Errorf("a tap on an empty square changed %.1f%% of the screen: it opened nothing", 100*d)
	}
	if dragAt(t, ctx, rightX, rightY) {
		t.Error("with the tiles to pick from open, a touch over the city drags it: the list would not scroll")
	}
}

// tapPoint taps at (x, y) in CSS pixels, a place with no text (a city
// square), and lets the app draw what the tap opens.
func tapPoint(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.TapXY(x, y), chromedp.Sleep(2*time.Second)); err != nil {
		t.Fatal(err)
	}
}
