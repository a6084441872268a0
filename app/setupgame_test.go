package app

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/deal"
)

// setupGame is a game whose setup starts a game: the setup screen's
// feature, the players to deal for, and the game screen's feature.
type setupGame struct {
	setup   string
	players int
	screen  string
}

// setupGames are the games with a game screen, each opened from its setup.
var setupGames = []setupGame{
	{"sabika.setup", 3, "sabika.game"},
	{"sabika.setup", 1, "sabika.yusuf"},
	{"alhambra.setup", 3, "alhambra.citygame"},
	{"granada.setup", 4, "granada.citygame"},
	{"marcopolo.setup", 2, "marcopolo.rounds"},
}

// phoneAndLaptop are the window sizes the setup's button is checked at.
var phoneAndLaptop = []fyne.Size{fyne.NewSize(360, 740), fyne.NewSize(1280, 800)}

// seatNames are names of no language, typed for up to four players.
var seatNames = []string{"Zoë", "Ñandú", "Iñaki", "Åsa"}

// openIn opens the main window in language at size.
func openIn(t *testing.T, language string, size fyne.Size) (fyne.Window, *Shell) {
	t.Helper()
	a := uitest.NewApp(t)
	a.Preferences().SetString(ui.PrefLanguage, language)
	t.Cleanup(func() { _ = translation.Use("en") })
	w, s := NewMainWindow(a)
	w.Resize(size)
	t.Cleanup(w.Close)
	return w, s
}

// After Deal a setup, "Start a game with this setup" is in view without a
// swipe, and one tap opens the game's screen with a new game that shows
// the setup's code, its seats and the names typed: Sabika's new-game form
// (solo or not), Alhambra's and Granada's game with cities, Marco Polo's
// round helper; at a phone's and a laptop's size, in English, Spanish and
// Russian (issue 29, item 2).
func TestDealtSetupStartsItsGameInOneTap(t *testing.T) {
	for _, language := range []string{"en", "es", "ru"} {
		for _, size := range phoneAndLaptop {
			for _, g := range setupGames {
				t.Run(language+"/"+g.screen+"/"+strconv.Itoa(int(size.Width)), func(t *testing.T) {
					w, s := openIn(t, language, size)
					if !s.Open(g.setup) {
						t.Fatalf("no screen %s", g.setup)
					}
					choosePlayers(t, w, g)
					names := seatNames[:g.players]
					for i, e := range uitest.Entries(w.Content())[:g.players] {
						uitest.TypeInto(e, names[i])
					}
					test.Tap(uitest.Button(w.Content(), lang.X("setup.deal", "Deal")))
					code := shownCode(t, s)

					start := startButton(t, w)
					uitest.InView(t, w.Canvas(), start)
					test.Tap(start) // the one tap from the dealt setup to its game
					checkNewGame(t, w, s, g, code, names)
					if language != "en" {
						uitest.NoEnglish(t, w, language)
					}
				})
			}
		}
	}
}

// A friend's setup link shows "Start a game with this setup" in view at
// once, and its tap opens the game with the setup's code and seats.
func TestFriendsSetupLinkStartsItsGame(t *testing.T) {
	for _, size := range phoneAndLaptop {
		for _, g := range setupGames {
			t.Run(g.screen+"/"+strconv.Itoa(int(size.Width)), func(t *testing.T) {
				w, s := openIn(t, "en", size)
				game := g.setup[:len(g.setup)-len(".setup")]
				setup, err := deal.Deal(deal.Request{Game: game, Players: g.players, Seed: 29})
				if err != nil {
					t.Fatal(err)
				}
				if !s.openLink("#setup=" + setup.Code) {
					t.Fatal("the link opened nothing")
				}
				w.Resize(size.AddWidthHeight(1, 0)) // a frame, as the browser's first one
				w.Resize(size)
				start := startButton(t, w)
				uitest.InView(t, w.Canvas(), start)
				test.Tap(start)
				checkNewGame(t, w, s, g, setup.Code, make([]string, g.players))
			})
		}
	}
}

// choosePlayers picks g's player count on the setup screen, by taps.
func choosePlayers(t *testing.T, w fyne.Window, g setupGame) {
	t.Helper()
	option := strconv.Itoa(g.players)
	if g.players == 1 {
		option = lang.X("setup.players.solo", "1 (solo with Yusuf)")
	}
	players := uitest.Select(t, w.Content(), 1) // the game's, then the players'
	if players.Selected != option {
		uitest.Choose(t, w.Canvas(), players, option)
	}
}

// shownCode is the code of the setup the screen shows: the newest dealt.
func shownCode(t *testing.T, s *Shell) string {
	t.Helper()
	for _, text := range uitest.Texts(s.nav.body) {
		if _, err := deal.FromCode(text); err == nil {
			return text
		}
	}
	t.Fatal("no setup code shown")
	return ""
}

// startButton is the setup screen's "Start a game with this setup".
func startButton(t *testing.T, w fyne.Window) *widget.Button {
	t.Helper()
	label := lang.X("setup.start", "Start a game with this setup")
	b := uitest.Button(w.Content(), label)
	if b == nil {
		t.Fatalf("no %q among %v", label, uitest.Texts(w.Content()))
	}
	return b
}

// checkNewGame checks that g's game screen is open on a new game showing
// code, one seat per name and each name typed ("" the default name).
func checkNewGame(t *testing.T, w fyne.Window, s *Shell, g setupGame, code string, names []string) {
	t.Helper()
	want := ""
	for _, game := range s.games() {
		for _, f := range game.features {
			if f.id == g.screen {
				want = f.title()
			}
		}
	}
	if s.nav.title.Text != want || len(s.nav.pages) != 3 {
		t.Fatalf("%q opened as page %d, want %q above the setup", s.nav.title.Text, len(s.nav.pages), want)
	}
	body := s.nav.body
	if !uitest.HasText(body, code) {
		t.Errorf("the new game does not show the setup's code %s: %v", code, uitest.Texts(body))
	}
	for i, name := range names {
		if name == "" {
			name = ui.DefaultPlayerName(i)
		}
		if !uitest.HasText(body, name) && !slices.ContainsFunc(uitest.Entries(body), func(e *widget.Entry) bool { return e.PlaceHolder == name }) {
			t.Errorf("seat %d's name %q is not shown: %v", i+1, name, uitest.Texts(body))
		}
	}
	extra := ui.DefaultPlayerName(len(names)) // a seat more than the setup's
	if uitest.HasText(body, extra) || slices.ContainsFunc(uitest.Entries(body), func(e *widget.Entry) bool { return e.PlaceHolder == extra }) {
		t.Errorf("the new game has a seat more than the setup's %d (%q)", len(names), extra)
	}
}
