// Package app is Arrayán's Fyne user interface: the main window, the home
// screen with the four games, and the settings. Each game area lives in a
// subpackage; rules live in scoring/, setup/ and data/, never here.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/assets"
)

// Shell is the main window's content: a navigation stack whose root is the
// home screen.
type Shell struct {
	app    fyne.App
	window fyne.Window
	nav    *navigator
	// composed are the screens' shared parts (compose).
	composed
	// page is the window's content: the hold bar above the page stack.
	page *fyne.Container
	// holdBar says that another tab of the site holds the data, shown
	// once otherHolds (tabs.go); takeData is its "Use this tab".
	holdBar    *fyne.Container
	otherHolds bool
	takeData   func()
	// storageNotKept is the browser's refusal to keep the data for good
	// (persist.go).
	storageNotKept bool
}

// NewMainWindow applies the saved theme and language, and returns the main
// window showing the home screen.
func NewMainWindow(a fyne.App) (fyne.Window, *Shell) {
	applyPreferences(a)
	w := a.NewWindow(lang.X("app.title", "Arrayán"))
	s := &Shell{app: a, window: w, composed: compose(), takeData: takeTheData}
	s.start = s.startFromSetup
	s.openGame = func(fragment string) { s.openLink(fragment) }
	rest := s.build()
	if id := a.Preferences().String(ui.PrefScreen); id != "" && !s.Open(id) {
		s.remember("") // a screen of an earlier version: home
	}
	later := func() {}
	if homeRestAfterFirstFrame() {
		later = rest
	} else {
		rest()
	}
	// A link's page goes on top before the window lays its content out:
	// the first frame then measures only that page, never the home
	// screen below it, which a friend's phone opening a setup link does
	// not see first (issue 27: half the link's first-frame wait was the
	// home screen's texts measured).
	s.openLink(takeStartLink())
	if size := firstCanvasSize(a); !size.IsZero() {
		// The canvas takes this size before the page is its content, so
		// that the page is laid out once, at the size it is shown at.
		w.SetContent(container.NewWithoutLayout())
		w.Resize(size)
	}
	w.SetContent(s.page)
	holdTheData(s.otherTabHolds)
	askToKeepData(s.storageAnswered)
	// In a browser the window is the page, sized by the browser: a size
	// asked for here would only lay every screen out once more, at a
	// desktop's size, before the first frame. On a phone held upright the
	// home screen's games below its first screen are made once that frame
	// is on the screen (later), and the scroll bars show then
	// (ui.HoldScrollBars); Go's collector, if main held it
	// (HoldCollector), runs again then too.
	if fyne.CurrentDevice().IsBrowser() {
		ui.HoldScrollBars()
		afterFirstFrame(func() {
			later()
			ui.ReleaseScrollBars()
			s.window.Content().Refresh()
			resumeCollector()
		})
	} else {
		w.Resize(fyne.NewSize(1000, 720))
	}
	takeTyping(w)
	return w, s
}

// remember keeps the id of the screen shown ("" the home screen), so that
// the app reopens on the game in progress.
func (s *Shell) remember(id string) { s.app.Preferences().SetString(ui.PrefScreen, id) }

// build makes the page stack with the home screen at its root, and
// returns what completes the home screen (Shell.home).
func (s *Shell) build() (rest func()) {
	home, rest := s.home()
	s.nav = newNavigator(lang.X("app.title", "Arrayán"), home)
	s.nav.home = func() { s.remember(""); s.tellAboutStorage() }
	s.holdBar = s.newHoldBar()
	s.page = container.NewBorder(s.holdBar, nil, nil, nil, s.nav.root)
	return rest
}

// Content is the window's content: the page stack with its title bar,
// below the bar of a browser tab that does not hold the data.
func (s *Shell) Content() fyne.CanvasObject { return s.page }

// Open pushes the screen of the feature with id onto the navigation stack,
// and remembers it as the screen to reopen. It reports false when no
// feature has that id.
func (s *Shell) Open(id string) bool {
	for _, g := range s.games() {
		for _, f := range g.features {
			if f.id == id {
				s.nav.push(f.title(), f.open(s.window))
				s.remember(id)
				return true
			}
		}
	}
	return false
}

func applyPreferences(a fyne.App) {
	p := a.Preferences()
	if err := translation.Use(p.StringWithFallback(ui.PrefLanguage, "")); err != nil {
		fyne.LogError("applying the saved language", err)
	}
	a.Settings().SetTheme(ui.SavedTheme(p))
	keepScreenAwake(p.BoolWithFallback(ui.PrefKeepAwake, true))
}

// rebuild redraws every screen after a language change.
func (s *Shell) rebuild() {
	s.window.SetTitle(lang.X("app.title", "Arrayán"))
	s.build()()
	s.remember("")
	s.window.SetContent(s.page)
}

// firstScreenGames is how many games' sections a phone held upright shows,
// whole or in part, on the home screen's first screen: Sabika's,
// Alhambra's and Granada's (its heading at 390×844, its description too at
// 412×915); Marco Polo's starts below it.
const firstScreenGames = 3

// home is the home screen with the first games' sections (as many as a
// phone shows at first, firstScreenGames), and rest, which adds the other
// games' sections and the settings below them. Called before the window
// lays the page out, rest makes the screen whole from its first frame;
// called later, the caller refreshes the window's content. On a phone's
// browser the rest is made after the first frame (NewMainWindow,
// homeRestAfterFirstFrame): each section's texts are measured and wrapped,
// which on a first visit weighs on the wait for that frame (docs/web.md, the
// web budget).
func (s *Shell) home() (page fyne.CanvasObject, rest func()) {
	tagline := ui.Heading(lang.X("home.tagline", "Your table-side companion"))
	tagline.Wrapping = fyne.TextWrapWord
	icon := canvas.NewImageFromImage(assets.SmallIconImage())
	icon.FillMode = canvas.ImageFillContain
	// The icon is smaller than its place on any screen, so the GPU's own
	// filtering scales it; the default smooth scaling would first run a
	// same-size resampling of every pixel in Go, which holds up the first
	// frame in the browser.
	icon.ScaleMode = canvas.ImageScaleFastest
	heading := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(56, 56), icon), nil, tagline)

	// Containers are made with all they hold, and rest appends to their
	// objects, not Add: an Add lays the container out at once, at its size
	// of zero before the window has laid it out, measuring each text
	// wrapped at no width.
	games := s.games()
	var first []fyne.CanvasObject
	for _, g := range games[:firstScreenGames] {
		first = append(first, s.gameSection(g))
	}
	sections := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}, first...)
	plays := ui.NewMainButton(lang.X("home.history", "History and statistics"), func() {
		s.nav.push(lang.X("home.history", "History and statistics"), history.NewScreen(s.window, renamers()...))
	})
	content := container.NewVBox(heading, plays, sections)
	rest = func() {
		for _, g := range games[firstScreenGames:] {
			sections.Objects = append(sections.Objects, s.gameSection(g))
		}
		// Settings, for the whole app as the history is, is a row as wide
		// as the page below the games.
		settings := homeRow(lang.X("home.settings", "Settings"), s.showSettings)
		content.Objects = append(content.Objects, ui.NewSeparator(), settings)
	}
	return container.NewVScroll(content), rest
}

// gameSection is a game's part of the home screen: a line above it, its
// name, what Arrayán does for it, its main screens as filled buttons and
// its other screens as rows below them (homeRow). It is drawn flat on the
// page, with no card behind it: every filled area is shaded pixel by pixel
// at the phone's density, and in the browser four cards and nine filled
// buttons were most of the first frame's drawing (Chromium, 390×844 at a
// pixel ratio of 3).
func (s *Shell) gameSection(g game) fyne.CanvasObject {
	title := ui.Heading(ui.GameName(g.id.String()))
	title.SizeName = theme.SizeNameSubHeadingText
	title.Wrapping = fyne.TextWrapWord
	parts := []fyne.CanvasObject{ui.NewSeparator(), title, ui.Wrapped(g.about())}
	var rows []fyne.CanvasObject
	for _, f := range g.features {
		open := func() { s.Open(f.id) }
		if f.primary {
			parts = append(parts, ui.NewMainButton(f.title(), open))
			continue
		}
		rows = append(rows, homeRow(f.title(), open))
	}
	return container.NewVBox(append(parts, rows...)...)
}

// homeRow is a row of the home screen that opens a screen (or, for the
// settings, their dialog): bold text with an arrow at the row's end, a
// button as tall and as wide as a filled one, with no icon (an icon's SVG
// picture is read, recoloured and drawn in Go, which in the browser held
// up a first visit's first frame: docs/web.md, the web budget).
func homeRow(title string, open func()) fyne.CanvasObject {
	b := widget.NewButton(title, open)
	b.Importance = widget.LowImportance
	b.Alignment = widget.ButtonAlignLeading
	return container.NewStack(b, container.NewBorder(nil, nil, nil, rowArrow()))
}

// rowArrow is the arrow at the end of a home screen row, a bold "›" over
// the row's button (taps go through to it). It is text, not an icon: an
// icon on a button reads and recolours its SVG picture each time the
// button is drawn or laid out, and the home screen's nine arrow icons were
// four fifths of the time its building took, a first frame's wait in the
// browser (docs/web.md, the web budget).
func rowArrow() *widget.Label {
	return widget.NewLabelWithStyle("›", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
}
