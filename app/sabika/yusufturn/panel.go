package yusufturn

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	wish "arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// Panels is Yusuf's panel of every solo game of the record, and what its
// redraws must not lose per game: one per app, made where the app is composed
// (app/features.go), which passes its Panel to sabika.NewScreens.
type Panels struct {
	// games are the open games' memories, by record id (the UI's own
	// goroutine only).
	games map[int]*memory
}

// NewPanels returns Yusuf's panels with nothing remembered yet.
func NewPanels() *Panels { return &Panels{games: map[int]*memory{}} }

// memory keeps, per game of the record, what its redraws must not lose:
// the events of the last turn and whether its card is still in view.
type memory struct {
	last, bonus []yusuf.Event
	reviewing   bool
	// of is Yusuf's state the memory belongs to: the record's undo and
	// redo replace the state, and the memory is dropped.
	of *yusuf.State
	// desired is the building type the player said the sultan desires, by
	// question kind, when no wish tile in the tower shows it (ruling 14;
	// noNeed: no building-type wish in play); kept for the whole game.
	desired map[yusuf.QuestionKind]string
}

// Panel is Yusuf's part of a solo game of the Sabika record: his start,
// his turns as in "Solo with Yusuf", and at the end of each round what
// the record's steps need from him. His PP, parias and seals go to his
// seat after every turn; the record scores his end of round by his rules,
// and his next round starts from the PP and parias it left.
func (p *Panels) Panel(w fyne.Window, h *sabika.Handle) fyne.CanvasObject {
	translation.Need(translation.Yusuf)
	r := h.Record()
	m := p.games[r.ID]
	if m == nil {
		m = &memory{}
		p.games[r.ID] = m
	}
	if m.desired == nil {
		m.desired = map[yusuf.QuestionKind]string{}
	}
	s := &screen{w: w, copy: h.Copy(), root: container.NewStack(), reviewing: &m.reviewing, rec: h, desired: m.desired}
	s.redraw = func() { s.fill(h, m) }
	s.do = func(in Input, review bool) error { return s.recordDo(h, m, in, review) }
	s.fill(h, m)
	return s.root
}

// fill draws the panel for the record as it is now.
func (s *screen) fill(h *sabika.Handle, m *memory) {
	translation.Need(translation.Yusuf) // again after a change of language
	r := h.Record()
	var body fyne.CanvasObject
	comps := s.components()
	switch {
	case r.Yusuf == nil:
		body = s.recordStart(h)
	case comps.Ready() != nil || r.Yusuf.Validate(comps) != nil:
		// His cards were changed in Your copy since he was set up: the game
		// goes on once they match his decks again.
		body = container.NewVBox(ui.Wrapped(lang.X("yusuf.panel.changed", "Yusuf's cards in Your copy no longer match his decks in this game: record them as they are printed.")), s.missingView(comps))
	default:
		if !r.Yusuf.Equal(m.of) {
			of := r.Yusuf.Clone()
			*m = memory{of: &of, desired: m.desired}
		}
		st := r.Yusuf
		if next, ok := roundStarted(r); ok {
			st = &next // the record started his next round: shown at once
		}
		s.st, s.comps = st, comps
		s.last, s.bonus, s.question = m.last, m.bonus, nil
		if st.Pending != nil {
			s.question = st.Pending.Question
		}
		main := s.withReadAgain(s.mainPart())
		body = container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellHalf}, container.NewVBox(s.scoreLine(), main), s.sidePart())
		s.root.Objects = []fyne.CanvasObject{body}
		ui.ShowNew(s.root) // the body is made anew
		// The next action comes into view: his turn's button, his
		// question with its card, or the turn played down to its Done;
		// once his turns of the round are played, the record's step.
		switch {
		case s.moveOn != nil:
			h.ShowNext(main, s.moveOn)
		case s.question != nil:
			h.AskNext(main)
		case len(st.Pile) > 0 || *s.reviewing || holdingsDue(r):
			h.ShowNext(main, main)
		}
		return
	}
	s.root.Objects = []fyne.CanvasObject{body}
	ui.ShowNew(s.root) // the body is made anew
}

// roundStarted is Yusuf's state once his next round has started, when
// the record has started a round after his last turn: his PP and parias
// as the record's end of round left them in his seat, his workers
// standing, his tiles shuffled (deterministically: his first turn of the
// round starts from the same state) [ES L1117–1143].
func roundStarted(r *sabika.Record) (yusuf.State, bool) {
	st := r.Yusuf
	if st == nil || st.Over || st.Pending != nil || len(st.Pile) > 0 || r.Round() <= st.Round {
		return yusuf.State{}, false
	}
	p := r.Game.Players[r.YusufSeat()]
	next := st.Clone()
	if next.NextRound(p.PP, p.Parias) != nil {
		return yusuf.State{}, false
	}
	return next, true
}

// recordStart starts Yusuf in a solo game of the record once his
// components are recorded: the city of his first ship [ES L934].
func (s *screen) recordStart(h *sabika.Handle) fyne.CanvasObject {
	c := s.components()
	if c.Ready() != nil {
		return s.missingView(c)
	}
	city := ui.NameField(widget.NewEntry())
	city.SetPlaceHolder(lang.X("yusuf.q.city", "City name"))
	msg := errorText()
	start := bigButton(lang.X("yusuf.panel.start", "Set Yusuf up"), theme.MediaPlayIcon(), func() {
		r := h.Record()
		setup := yusuf.Setup{Seed: rand.Uint64(), StartCity: strings.TrimSpace(city.Text),
			Difficulty: yusuf.Difficulty{TenPP: r.YusufTenPP()}}
		st, err := yusuf.NewGame(c, setup)
		if err == nil {
			err = h.Change(func(rec *sabika.Record) { rec.Yusuf = &st; syncSeat(rec) })
		}
		if err != nil {
			showError(msg, ui.SayError(err))
		}
	})
	return container.NewVBox(ui.Heading(lang.X("yusuf.panel.heading", "Yusuf")),
		ui.Wrapped(lang.X("yusuf.setup.city", "His first ship: the city nearest Granada that meets the trade card (you choose on equal distance). It starts consolidated, with its seal.")),
		city, msg, start)
}

// recordDo applies one input to Yusuf's state in the record as one
// undoable change of the record; a turn after the record ended his round
// starts his next round first.
func (s *screen) recordDo(h *sabika.Handle, m *memory, in Input, review bool) error {
	r := h.Record()
	st, started := roundStarted(r)
	if !started {
		st = r.Yusuf.Clone()
	}
	rep := replay{state: st, last: m.last}
	if err := rep.apply(s.comps, in); err != nil {
		return err
	}
	// The record redraws the panel from the memory on the change.
	before := *m
	of := rep.state.Clone()
	m.last, m.bonus, m.reviewing, m.of = rep.last, rep.bonus, review, &of
	if in.Kind == inConsolidated {
		m.last = nil
	}
	if err := h.Change(func(rec *sabika.Record) { rec.Yusuf = &rep.state; syncSeat(rec) }); err != nil {
		*m = before
		return err
	}
	s.readAfter(in, before.last, &rep)
	return nil
}

// syncSeat gives Yusuf's seat of the record his PP, parias (moved as the
// track moves, ruling 10) and seals, and his name as the player's
// language spells him now (a game started in another language, or from a
// setup code, says "Юсуф" in Russian once he plays), unless a player has
// that name.
func syncSeat(rec *sabika.Record) {
	seat := rec.YusufSeat()
	y := rec.Yusuf
	if seat < 0 || y == nil {
		return
	}
	translation.Need(translation.Sabika)
	name := lang.X("sabika.yusuf", "Yusuf")
	if !slices.ContainsFunc(rec.Game.Players, func(p game.Player) bool { return p.Name == name }) {
		rec.Game.Players[seat].Name = name
	}
	if g, _, err := game.SetParias(rec.Game, seat, y.Parias); err == nil {
		rec.Game = g
	}
	rec.Game.Players[seat].PP = y.PP
	rec.Game.Players[seat].Seals = y.Holdings.Seals
}

// recordEndView is shown once his 4 turns are played: the record's end
// of round scores his seat by his rules; his holdings go to the wishes.
func (s *screen) recordEndView() fyne.CanvasObject {
	h := s.rec
	r := h.Record()
	if r.Round() > s.st.Round && !s.st.Over {
		return s.nextTurnView()
	}
	done := lang.X("yusuf.panel.round-done", "Yusuf's 4 turns of round {{.Round}} are played: do the end of round in the steps beside (below on a phone); his seat is scored by his rules.",
		map[string]any{"Round": s.st.Round})
	if s.st.Round == yusuf.Rounds {
		done = lang.X("yusuf.panel.game-done", "Yusuf's last 4 turns are played: do the end of the game in the steps beside (below on a phone); his seat is scored by his rules (his major poems: each minor poem counts as blue or red for A3, each minor building as an architectural balance for C3).")
	}
	box := container.NewVBox(bigLabel(done))
	if r.Phase == sabika.PhaseNarrator || r.Phase == sabika.PhaseFinal {
		msg := errorText()
		box.Add(bigButton(lang.X("yusuf.panel.holdings", "Fill in Yusuf's holdings"), theme.ConfirmIcon(), func() {
			if err := h.Change(func(rec *sabika.Record) { giveHoldings(rec) }); err != nil {
				showError(msg, ui.SayError(err))
			}
		}))
		box.Add(msg)
	}
	box.Add(s.consolidationPart())
	return box
}

// holdingsDue reports whether the record's step waits on Yusuf's
// holdings for the wishes: a wish tile is chosen and his seat's holdings
// are not his (the panel's "Fill in Yusuf's holdings" is the next action).
func holdingsDue(r *sabika.Record) bool {
	if r.Yusuf == nil || r.Entry.Tile < 0 || (r.Phase != sabika.PhaseNarrator && r.Phase != sabika.PhaseFinal) {
		return false
	}
	seat := r.YusufSeat()
	return len(r.Entry.Holdings) != len(r.Game.Players) || !reflect.DeepEqual(r.Entry.Holdings[seat], r.Yusuf.Holdings.ForWishes())
}

// giveHoldings enters Yusuf's holdings for the wishes in his seat of the
// record's step, as the wish engine counts them (ruling 13).
func giveHoldings(rec *sabika.Record) {
	n := len(rec.Game.Players)
	if len(rec.Entry.Holdings) != n {
		rec.Entry.Holdings = make([]wish.WishHoldings, n)
		for i, p := range rec.Game.Players {
			rec.Entry.Holdings[i].Seals = p.Seals
		}
	}
	rec.Entry.Holdings[rec.YusufSeat()] = rec.Yusuf.Holdings.ForWishes()
}
