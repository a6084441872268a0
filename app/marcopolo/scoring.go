package marcopolo

import (
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// scoringScreen is the end-scoring screen.
type scoringScreen struct {
	data  *ui.State[scoringState] // saved, with undo and redo
	table *ui.State[sharedTable]  // the players every Marco Polo screen shares

	root      *fyne.Container
	page      *container.Scroll
	body      *fyne.Container // the map beside (or above) the players
	mapCard   *ui.Card
	mapBox    *fyne.Container // the map card's content
	grid      *fyne.Container // the seats' cards
	mapView   *MapView
	editing   *widget.Select
	seats     []*seatForm
	winner    *widget.Label
	standings *widget.Label
	problems  *fyne.Container
	keep      fyne.CanvasObject // "Game over: keep it" (keep.go)

	w fyne.Window
	// received is a scoring handed over from another phone, previewed
	// above the screen; kept the one last kept from another phone, whose
	// Undo is offered while the scoring is as it was kept (handover.go).
	received *received
	kept     *scoringState
}

// NewScoring returns the end-scoring screen: per player the score track,
// coins, camels, goods, contracts, Beijing arrival, objective cards and the
// trading posts marked on the map; a breakdown of every end-scoring item
// and the winner.
func NewScoring(w fyne.Window) fyne.CanvasObject { return newScoringScreen(w).root }

func newScoringScreen(w fyne.Window) *scoringScreen {
	translation.Need(translation.MarcoPolo)
	translation.Need(translation.MarcoPoloNames)
	s := &scoringScreen{data: ui.OpenState(w, ui.StateConfig[scoringState]{
		Key:    scoringKey,
		Fresh:  newScoringState,
		Check:  (*scoringState).check,
		Clone:  scoringState.clone,
		Repair: (*scoringState).repair,
	})}
	s.w = w
	s.table = openTable(w)
	if t := s.table.Get(); t.differsFrom(s.st().Players, s.people) {
		// the players typed on another screen: one change, which Undo takes back
		s.data.Change(func(st *scoringState) { t.into(&st.Players, s.people) })
	}
	s.data.Recompute = func() { s.share(); s.refresh() }
	s.data.Reload = func() { s.share(); s.build() }
	s.root = container.NewStack()
	s.keep = s.keepButton(w)
	s.build()
	return s
}

// repair completes a loaded state: every seat has a list of posts, and
// the seat being edited plays.
func (s *scoringState) repair() {
	for i := range s.Seats {
		if s.Seats[i].Posts == nil {
			s.Seats[i].Posts = []string{}
		}
	}
	s.Editing = max(0, min(s.Editing, s.Players-1))
}

// st is the screen's state, to read; changes go through change.
func (s *scoringScreen) st() *scoringState { return s.data.Get() }

// change edits the state: saved, undoable, and the scores recomputed.
func (s *scoringScreen) change(edit func(*scoringState)) { s.data.Change(edit) }

// share saves the players every Marco Polo screen shares.
func (s *scoringScreen) share() { shareFrom(s.table, s.st().Players, s.people) }

// people are seat i's fields that the Marco Polo screens share.
func (s *scoringScreen) people(i int) seatPeople {
	return seatPeople{&s.st().Seats[i].Name, &s.st().Seats[i].Character}
}

// refresh shows a change: the seats are built again when their number
// changed, else only the scores are.
func (s *scoringScreen) refresh() {
	if len(s.seats) != s.st().Players {
		s.build()
		return
	}
	s.recompute()
}

// build lays the screen out afresh from the state.
func (s *scoringScreen) build() {
	s.standings = ui.Heading("")
	s.standings.Wrapping = fyne.TextWrapWord
	s.mapView = NewMapView(s.tapCity)
	s.mapView.CitiesOnly = true
	s.editing = widget.NewSelect(s.names(), nil)
	s.editing.SetSelectedIndex(s.st().Editing)
	s.editing.OnChanged = func(v string) {
		if i := slices.Index(s.names(), v); i >= 0 && i != s.st().Editing {
			s.change(func(st *scoringState) { st.Editing = i })
		}
	}
	s.mapBox = container.NewVBox(
		widget.NewLabel(lang.X("marcopolo.posts.for", "Tap the cities of")), s.editing,
		ui.NewSideScroll(s.mapView, pageScroll(s.root)),
		ui.Wrapped(legend()),
		s.standings,
	)
	s.mapCard = ui.NewCard(lang.X("marcopolo.posts.title", "Trading posts"), "", s.mapBox)

	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	s.grid = grid
	s.seats = nil
	for i := range s.st().Players {
		ui.Append(grid, s.seatForm(i))
	}

	s.winner = ui.Heading("")
	s.winner.Wrapping = fyne.TextWrapWord
	s.problems = container.NewVBox()
	resultCard := ui.NewCard(lang.X("marcopolo.result.title", "End scoring"), "",
		container.NewVBox(s.problems, s.keep))

	s.body = ui.NewSideBySide(0.4, s.mapCard, grid)
	s.page = container.NewVScroll(container.NewVBox(s.receivedCard(), s.top(), s.body, resultCard))
	// The result stays in view under the page while any player is filled
	// in, the last one included.
	footer := container.NewVBox(widget.NewSeparator(), container.NewPadded(s.winner))
	s.root.Objects = []fyne.CanvasObject{container.NewBorder(nil, footer, nil, nil, s.page)}
	ui.ShowNew(s.root) // all made anew but the keep button and Undo and Redo, which draw themselves
	s.recompute()
}

// top is the number of players, "Reset all" and the undo and redo
// buttons.
func (s *scoringScreen) top() fyne.CanvasObject {
	players := ui.NumberChoice(minPlayers, maxPlayers, s.st().Players, func(n int) {
		if n != s.st().Players {
			s.change(func(st *scoringState) { st.Players = n })
		}
	})
	reset := widget.NewButtonWithIcon(lang.X("marcopolo.reset", "Reset all"), theme.DeleteIcon(), func() {
		s.change(func(st *scoringState) {
			n := st.Players
			*st = newScoringState()
			st.Players = n
		})
		s.build()
	})
	return container.NewVBox(
		container.NewHBox(widget.NewLabel(lang.X("marcopolo.players", "Players")), players),
		container.NewHBox(reset),
		ui.Row(s.data.UndoButton(), s.data.RedoButton()),
		handover.OpenButton(s.handOver), handover.OpenFileButton(s.w, s.receiveFile),
	)
}

func (s *scoringScreen) names() []string {
	var out []string
	for i := range s.st().Players {
		out = append(out, ui.PlayerName(s.st().Seats[i].Name, i))
	}
	return out
}

// recompute shows the posts and objective cities of the seat being edited
// on the map, scores the table and shows the breakdown and the winner, or
// every impossible entry.
func (s *scoringScreen) recompute() {
	if s.problems == nil {
		return
	}
	s.showMap()
	s.problems.RemoveAll()
	for _, f := range s.seats {
		for _, l := range f.problems {
			ui.SetText(l, "")
			l.Hide()
		}
	}
	table := s.st().table()
	if res, err := marcopolo.Score(table); err != nil {
		s.showProblems(err)
	} else {
		s.showScores(res, table)
	}
	s.relayoutSeats()
	s.problems.Refresh()
}

// showMap marks the posts and rings the objective cities of the seat being
// edited, and lists every seat's posts.
func (s *scoringScreen) showMap() {
	ed := s.st().Seats[s.st().Editing]
	marked := map[string]color.Color{}
	for _, c := range ed.Posts {
		marked[c] = playerColours[s.st().Editing]
	}
	ringed := map[string]bool{}
	for _, id := range ed.Objectives {
		if o, ok := objectiveByID(id); ok {
			ringed[o.Cities[0]], ringed[o.Cities[1]] = true, true
		}
	}
	// The map is drawn again only when its marks changed: a number typed
	// in a seat leaves it as it is.
	if !maps.Equal(marked, s.mapView.Marked) || !maps.Equal(ringed, s.mapView.Ringed) {
		s.mapView.Marked, s.mapView.Ringed = marked, ringed
		s.mapView.Refresh()
	}
	for i, f := range s.seats {
		ui.SetText(f.posts, postsText(s.st().Seats[i]))
	}
}

// relayoutSeats lays the seats out again, as a message beside an entry
// may have appeared or gone, and the standings under the map, parents
// first; the widgets that changed have redrawn themselves (SetText, Show,
// Hide), so the rest of the page is only laid out, not refreshed.
func (s *scoringScreen) relayoutSeats() {
	ui.Relayout(s.body)
	ui.Relayout(s.mapBox)
	ui.Relayout(s.grid)
	for _, f := range s.seats {
		ui.Relayout(f.box)
	}
	canvas.Refresh(s.body)
}

// scrollToMap brings the map of trading posts whole into view (from its
// top when it is taller than the view), where the player marks the posts
// next.
func (s *scoringScreen) scrollToMap() { ui.BringIntoView(s.page, s.mapCard, s.mapCard) }
