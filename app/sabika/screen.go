package sabika

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/handover"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// screen is the "Game bookkeeping" screen: the list of games and the new
// game form, or one open game.
type screen struct {
	w    fyne.Window
	st   *ui.State[Games]
	copy *yourcopy.Copy
	// open is the ID of the game shown, -1 for the list.
	open int
	game *gameScreen
	body *fyne.Container
	// list is the list page's scroll as last drawn (nil before): a
	// question the new-game form asks comes into view in it.
	list *container.Scroll
	// now gives the start time of a new game (tests fix it).
	now func() time.Time
	// solo sets the new-game form for one player against Yusuf
	// (NewSoloScreen).
	solo bool
	// fromSetup, when set, is the setup the new-game form starts from,
	// shown above the list (NewGameFromSetup).
	fromSetup *dealtStart
	// screens are the app's game record screens, Yusuf's panel with them.
	screens *Screens
	// takenBack are the sources of plays withdrawn from the history by an
	// Undo of a game's end, kept again by its Redo (keep.go).
	takenBack map[string]bool
	// received is a game handed over from another phone, previewed above
	// the list until kept or cancelled (handed.go; nil: none).
	received *received
	// kept is the game just kept from another phone, whose page offers
	// to undo keeping it (-1: none).
	kept int
}

// Screens are the game record's screens of one app: what they share is
// held here, created where the app is composed, never in the package.
type Screens struct {
	// yusuf is Yusuf's panel in solo games (nil: his seat by hand).
	yusuf YusufPanel
}

// NewScreens returns the game record's screens, which show yusuf beside
// the steps of every solo game (nil: Yusuf's seat is entered by hand).
func NewScreens(yusuf YusufPanel) *Screens {
	return &Screens{yusuf: yusuf}
}

// NewScreen returns the Sabika game record screen shown in w.
func (ss *Screens) NewScreen(w fyne.Window) fyne.CanvasObject { return ss.open(w).body }

// open makes a game record screen shown in w, on the list of games.
// The games are restored from a backup only as their screen loads them.
func init() { store.Register(StoreKey, func(g *Games) error { return g.Check() }) }

func (ss *Screens) open(w fyne.Window) *screen {
	translation.Need(translation.Sabika)
	s := &screen{w: w, open: -1, now: time.Now, copy: yourcopy.Open(w), screens: ss, takenBack: map[string]bool{}, kept: -1}
	s.st = ui.OpenState(w, ui.StateConfig[Games]{
		Key:     StoreKey,
		Fresh:   func() Games { return Games{Records: []Record{}} },
		Check:   func(g *Games) error { return g.Check() },
		Clone:   Games.Clone,
		Restore: restore,
	})
	s.st.Reload = s.reloaded // keep.go
	s.body = container.NewStack()
	listen(s)
	s.redraw()
	return s
}

// listen redraws s's open game when its copy of the edition changes (a
// value asked inline was recorded); each screen opens its own copy.
func listen(s *screen) {
	s.copy.OnChange(func() {
		if s.game != nil {
			s.game.refresh(true)
		}
	})
}

// listScope is the undo scope of the list of games (games started and
// deleted); gameScope is one game's (what is entered and confirmed in it).
const listScope = "list"

func gameScope(id int) string { return "game " + strconv.Itoa(id) }

// restore takes back one scope's part of an earlier list (ui.State's
// Restore): in a game, that game's record; in the list, which games there
// are, each game's record staying as it is now. Game numbers are never
// given twice, so a game started after an undone one has a history of its
// own.
func restore(scope string, cur, old Games) Games {
	now := map[int]Record{}
	for _, r := range cur.Records {
		now[r.ID] = r
	}
	if scope == listScope {
		out := Games{Next: max(cur.Next, old.Next), Records: slices.Clone(old.Records)}
		for i, r := range out.Records {
			if c, ok := now[r.ID]; ok {
				out.Records[i] = c
			}
		}
		return out
	}
	for _, r := range old.Records {
		if gameScope(r.ID) != scope {
			continue
		}
		if i := slices.IndexFunc(cur.Records, func(c Record) bool { return c.ID == r.ID }); i >= 0 {
			cur.Records[i] = r
		}
	}
	return cur
}

// redraw shows the list or the open game again from the state, with Undo
// and Redo working on the changes made there.
func (s *screen) redraw() {
	if s.open >= 0 && s.index(s.open) < 0 {
		s.open = -1 // undone start, or deleted
	}
	var page fyne.CanvasObject
	// fresh: the page is made anew, and laid out when placed; a game
	// page shown again is refreshed, so that its scroll takes the new
	// length of the page.
	fresh := true
	if s.open < 0 {
		s.st.SetScope(listScope)
		s.game = nil
		s.kept = -1 // the list's Undo now takes back its own last change
		page = s.listPage()
	} else {
		s.st.SetScope(gameScope(s.open))
		if s.game == nil || s.game.id != s.open {
			s.game = newGameScreen(s, s.open)
		} else {
			fresh = false
		}
		s.game.refresh(true)
		page = s.game.object
	}
	s.body.Objects = []fyne.CanvasObject{page}
	if fresh {
		ui.ShowNew(s.body)
	} else {
		s.body.Refresh()
	}
}

// index is the position of game id in the list, or -1.
func (s *screen) index(id int) int {
	return slices.IndexFunc(s.st.Get().Records, func(r Record) bool { return r.ID == id })
}

// show opens game id (or the list, -1).
func (s *screen) show(id int) {
	s.open = id
	s.redraw()
	if s.game != nil { // a game opens on its next action, in view
		s.game.toStep()
	}
}

func (s *screen) listPage() fyne.CanvasObject {
	box := container.NewVBox()
	recs := s.st.Get().Records
	if len(recs) == 0 {
		ui.Append(box, ui.Wrapped(lang.X("sabika.list.none", "No Sabika game yet.")))
	} else {
		ui.Append(box, ui.WrappedHeading(lang.X("sabika.list.heading", "Your Sabika games")))
	}
	for i := len(recs) - 1; i >= 0; i-- {
		ui.Append(box, s.listRow(&recs[i]))
	}
	ui.Append(box, ui.Row(s.st.UndoButton(), s.st.RedoButton()))
	ui.Append(box, handover.OpenFileButton(s.w, s.receiveFile))
	form := newStartForm(s).object
	// The form first, in view as the screen opens, when a setup sent the
	// player here or no game waits to be resumed: starting one is then the
	// next action, and the ended games below it only push it off a
	// phone's screen (issue 29).
	if s.fromSetup != nil || !anyInProgress(recs) {
		box.Objects = append([]fyne.CanvasObject{form, widget.NewSeparator()}, box.Objects...)
	} else {
		ui.Append(box, widget.NewSeparator(), form)
	}
	if s.received != nil { // a game from another phone: first, in view
		box.Objects = append([]fyne.CanvasObject{s.receivedCard(), widget.NewSeparator()}, box.Objects...)
	}
	s.list = container.NewVScroll(ui.NewPage(ui.PageWidth, container.NewPadded(box)))
	return s.list
}

// anyInProgress reports whether a game of recs has not ended.
func anyInProgress(recs []Record) bool {
	for i := range recs {
		if recs[i].Phase != PhaseEnded {
			return true
		}
	}
	return false
}

func (s *screen) listRow(r *Record) fyne.CanvasObject {
	names := make([]string, len(r.Game.Players))
	for i, p := range r.Game.Players {
		names[i] = p.Name
		if p.Yusuf() { // named in the language of the start; shown in today's
			names[i] = lang.X("sabika.yusuf", "Yusuf")
		}
	}
	title := lang.X("sabika.list.game", "Game {{.N}}: {{.Names}}", map[string]any{"N": r.ID + 1, "Names": strings.Join(names, ", ")})
	status := lang.X("sabika.list.round", "Round {{.Round}} of 5 · started {{.Date}}", map[string]any{"Round": r.Round(), "Date": shortDate(r.Started)})
	openText := lang.X("sabika.list.resume", "Resume")
	if r.Game.Ended {
		status = lang.X("sabika.list.ended", "Ended · won by {{.Names}}", map[string]any{"Names": winnerNames(r)})
		openText = lang.X("sabika.list.read", "Read")
	}
	id := r.ID
	open := widget.NewButtonWithIcon(openText, theme.NavigateNextIcon(), func() { s.show(id) })
	open.Importance = widget.HighImportance
	del := widget.NewButtonWithIcon(lang.X("sabika.list.delete", "Delete"), theme.DeleteIcon(), func() { s.delete(id) })
	text := container.NewVBox(ui.WrappedHeading(title), ui.Wrapped(status))
	return container.NewVBox(text, container.NewGridWithColumns(2, open, del), widget.NewSeparator())
}

// delete removes game id; the list's Undo brings it back.
func (s *screen) delete(id int) {
	s.st.Change(func(g *Games) {
		g.Records = slices.DeleteFunc(g.Records, func(r Record) bool { return r.ID == id })
	})
	s.redraw()
}

// add records a new game and opens it.
func (s *screen) add(r Record) {
	drop, err := s.room()
	if err != nil {
		return // the form says so and offers no start (startForm.draw)
	}
	id := s.st.Get().Next
	r.ID = id
	r.Started = s.now().UTC().Format(time.RFC3339)
	s.st.Change(func(g *Games) {
		if drop >= 0 {
			g.Records = slices.Delete(g.Records, drop, drop+1)
		}
		g.Records = append(g.Records, r)
		g.Next++
	})
	s.show(id)
}

func winnerNames(r *Record) string {
	if r.Result == nil {
		return ""
	}
	var out []string
	for _, w := range r.Result.Winners {
		out = append(out, r.Game.Players[w].Name)
	}
	return strings.Join(out, ", ")
}

func shortDate(rfc string) string {
	t, err := time.Parse(time.RFC3339, rfc)
	if err != nil {
		return rfc
	}
	return fmt.Sprintf("%d-%02d-%02d", t.Year(), t.Month(), t.Day())
}
