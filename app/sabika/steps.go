package sabika

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// incomeStep is step 1: each player's income in dinars, entered from the
// start player clockwise; Yusuf has none (ES L758–762, L1151).
func (g *gameScreen) incomeStep() *stepView {
	r := g.record()
	n := len(r.Game.Players)
	income := sized(r.Entry.Income, n)
	box := container.NewVBox()
	for _, i := range r.Game.PayingOrder() {
		p := r.Game.Players[i]
		if p.Yusuf() {
			ui.Append(box, row(p.Name, ui.Wrapped(lang.X("sabika.income.yusuf", "No income"))))
			continue
		}
		ui.Append(box, row(p.Name, g.countField(income[i], func(v int) error {
			return g.edit(func(r *Record) { r.Entry.Income = sized(r.Entry.Income, n); r.Entry.Income[i] = v })
		})))
	}
	return &stepView{
		title:   stepTitle(r, lang.X("sabika.phase.income", "income")),
		help:    lang.X("sabika.income.help", "Dinars each player receives: blue cities where they consolidated, and poems that pay income."),
		fields:  box,
		compute: g.computeStep,
	}
}

// narratorStep is step 2: the narrator advances; on a wish space the tile
// of its letter joins the tower and every tower tile is scored from each
// player's holdings (ES L766–799, ruling 13).
func (g *gameScreen) narratorStep() *stepView {
	r := g.record()
	v := &stepView{title: stepTitle(r, lang.X("sabika.phase.narrator", "narrator and the sultan's wishes"))}
	space := r.Game.Narrator + 1
	slot := slices.Index(data.WishSpaces[:], space)
	if slot < 0 {
		v.help = lang.X("sabika.narrator.plain", "The narrator advances to space {{.Space}}: no wish tile there.", map[string]any{"Space": space})
		v.compute = g.computeStep
		return v
	}
	v.help = lang.X("sabika.narrator.wish", "The narrator advances to space {{.Space}}: its wish tile ({{.Letter}}) joins the tower and every tile in the tower is scored.",
		map[string]any{"Space": space, "Letter": yourcopy.LetterName(r.Game.Wishes[slot])})
	w := newWishForm(g, r.Game.Wishes[slot])
	v.fields = w.object
	v.compute = func() (*Record, fyne.CanvasObject, error) {
		r := g.record()
		next, err := g.confirmed()
		if err != nil {
			return nil, nil, err
		}
		return next, w.scores(r, next.Game.Tower), nil
	}
	return v
}

// computeStep is a step that shows nothing beside its changes: the
// engine's Record.Confirm on what is entered.
func (g *gameScreen) computeStep() (*Record, fyne.CanvasObject, error) {
	next, err := g.confirmed()
	return next, nil, err
}

// stacksStep shows the paria stacks after the tribute as the board shows
// them, lets the players correct a stack's order (ruling 10) and names
// who chooses the next start player (ES L821–825).
func (g *gameScreen) stacksStep() *stepView {
	r := g.record()
	s := r.Game
	if len(r.Entry.Track) > 0 {
		s.Track = r.Entry.Track
	}
	box := container.NewVBox(stackDrawing(s, s.Track), ui.Wrapped(stacksText(s, s.Track)))
	parias := make([]int, len(s.Players))
	for i, p := range s.Players {
		parias[i] = p.Parias
	}
	for _, stack := range s.Track.Stacks(parias) {
		for k := 1; k < len(stack); k++ {
			who := stack[k]
			b := widget.NewButton(lang.X("sabika.stack.up", "Put {{.Name}} above {{.Other}}",
				map[string]any{"Name": s.Players[who].Name, "Other": s.Players[stack[k-1]].Name}), func() { g.raise(s.Track, who) })
			ui.Append(box, b)
		}
	}
	ui.Append(box, ui.WrappedHeading(chooserText(s)))
	return &stepView{
		title:   stepTitle(r, lang.X("sabika.phase.stacks", "paria stacks")),
		help:    lang.X("sabika.stack.help", "Compare the stacks with the board: the board is right. Correct a stack's order here if they differ."),
		fields:  box,
		compute: g.computeStep,
	}
}

// chooserText says whose paria counter is the most advanced (the track's
// first), and so who chooses the next start player, or that Yusuf starts
// (ES L821–825, L1127). A counter sharing its space is the most advanced
// by being on top of its stack [ES L821–825]: said so, since "the most
// advanced" of counters all on space 0 reads as a mistake.
func chooserText(s game.State) string {
	who := s.Track[0]
	args := map[string]any{"Name": s.Players[who].Name, "Space": s.Players[who].Parias}
	tied := false
	for i, p := range s.Players {
		tied = tied || (i != who && p.Parias == s.Players[who].Parias)
	}
	switch {
	case s.Players[who].Yusuf() && tied:
		return lang.X("sabika.start.yusuf-top", "No counter is ahead of Yusuf's, on top of the stack on space {{.Space}}: he is the start player.", args)
	case s.Players[who].Yusuf():
		return lang.X("sabika.start.yusuf", "Yusuf's counter is the most advanced: he is the start player.")
	case tied:
		return lang.X("sabika.stack.chooser-top", "No counter is ahead of {{.Name}}'s, on top of the stack on space {{.Space}}: {{.Name}} chooses the next start player.", args)
	}
	return lang.X("sabika.stack.chooser", "{{.Name}}'s counter is the most advanced: {{.Name}} chooses the next start player.", args)
}

// raise moves a counter one place up its stack in the order shown; the
// corrected order is applied and logged on confirm (game.Restack).
func (g *gameScreen) raise(shown sabika.Track, who int) {
	k := slices.Index(shown, who)
	if k <= 0 {
		return
	}
	t := shown.Clone()
	t[k-1], t[k] = t[k], t[k-1]
	_, _, err := game.Restack(g.record().Game, t)
	if err == nil {
		err = g.change(func(r *Record) { r.Entry.Track = t })
	}
	if err != nil {
		g.preview.Add(errorLine(describeError(err)))
	}
}

// eventStep is step 4: where the narrator's space carries the symbol, the
// future event replaces the active one after the tribute, and the last
// event is turned up (RU L855–857).
func (g *gameScreen) eventStep() *stepView {
	r := g.record()
	s := r.Game
	box := container.NewVBox()
	change, known := g.edition().EventChangeAt(s.Narrator)
	if known && s.Events != nil {
		ui.Append(box, ui.Wrapped(eventWhy(s, change)))
	}
	if known && s.RevealsLastEvent(change) {
		ui.Append(box, ui.Wrapped(lang.X("sabika.event.reveal", "Turn up the last event: which number is it?")))
		ui.Append(box, row(lang.X("sabika.event.number", "Event"), g.countField(r.Entry.Revealed, func(n int) error { return g.edit(func(r *Record) { r.Entry.Revealed = n }) })))
	}
	return &stepView{
		title:   stepTitle(r, lang.X("sabika.phase.event", "event change")),
		fields:  box,
		compute: g.computeStep,
	}
}

// eventWhy says what the event change does at the narrator's space: with
// the symbol the future event replaces the active one; without it, or
// with no future event left, the active one stays (RU L855–857, spec §7).
func eventWhy(s game.State, symbol bool) string {
	args := map[string]any{"Space": s.Narrator, "Active": s.Events.Active, "Future": s.Events.Future}
	switch {
	case !symbol:
		return lang.X("sabika.event.nosymbol", "Space {{.Space}} carries no event-change symbol: event {{.Active}} stays active.", args)
	case !s.EventChanges(symbol): // the engine's condition (game.State.EventChanges)
		return lang.X("sabika.event.noneleft", "Space {{.Space}} carries the event-change symbol, but no future event is left: event {{.Active}} stays active.", args)
	}
	return lang.X("sabika.event.replaces", "Space {{.Space}} carries the event-change symbol: event {{.Future}} replaces event {{.Active}}.", args)
}

// startStep is step 5: the chooser names the next start player (Yusuf
// starts when he is the chooser, ES L1127), with the reminders of worker
// reactivation, maintenance and the era change (ES L801–831).
func (g *gameScreen) startStep() *stepView {
	r := g.record()
	s := r.Game
	chooser := s.Track[0]
	box := container.NewVBox()
	for _, rem := range s.Reminders() {
		ui.Append(box, ui.Wrapped("• "+reminderText(rem)))
	}
	if s.Players[chooser].Yusuf() {
		ui.Append(box, ui.WrappedHeading(chooserText(s)))
	} else {
		ui.Append(box, ui.WrappedHeading(lang.X("sabika.start.chooser", "{{.Name}} chooses the start player of the next round:", map[string]any{"Name": s.Players[chooser].Name})))
		names := make([]string, len(s.Players))
		for i, p := range s.Players {
			names[i] = p.Name
		}
		sel := ""
		if r.Entry.Chosen >= 0 {
			sel = names[r.Entry.Chosen]
		}
		ui.Append(box, nameChoice(names, sel, func(v string) { _ = g.edit(func(r *Record) { r.Entry.Chosen = slices.Index(names, v) }) }))
	}
	ui.Append(box, g.poemOneChoice(r))
	v := &stepView{title: stepTitle(r, lang.X("sabika.phase.start", "start player")), fields: box,
		confirmText: lang.X("sabika.start.next", "Start round {{.Round}}", map[string]any{"Round": r.Round() + 1})}
	if s.Narrator == data.Rounds {
		v.confirmText = lang.X("sabika.start.last", "Start round 5, the last")
	}
	v.compute = g.computeStep
	return v
}

// poemOneChoice asks who holds minor poem 1*, which pays its owner 2 PP
// on becoming the start player (ES L901); Yusuf's poems are not asked.
func (g *gameScreen) poemOneChoice(r *Record) fyne.CanvasObject {
	nobody := lang.X("sabika.poem1.nobody", "Nobody")
	opts := []string{nobody}
	seats := []int{-1}
	for i, p := range r.Game.Players {
		if !p.Yusuf() {
			opts = append(opts, p.Name)
			seats = append(seats, i)
		}
	}
	sel := nobody
	if k := slices.Index(seats, r.Entry.PoemOne-1); k > 0 {
		sel = opts[k]
	}
	choice := nameChoice(opts, sel, func(v string) {
		_ = g.edit(func(r *Record) { r.Entry.PoemOne = seats[slices.Index(opts, v)] + 1 })
	})
	return container.NewVBox(ui.WrappedHeading(lang.X("sabika.poem1.holder", "Minor poem 1* (2 PP to its owner on becoming start player) is held by:")), choice)
}

func reminderText(rem string) string {
	switch rem {
	case "reactivation":
		return lang.X("sabika.remind.reactivation", "Worker reactivation: stand every worker up; the sultan's workers move 1 space clockwise.")
	case "maintenance":
		return lang.X("sabika.remind.maintenance", "Maintenance: refill raw materials, marble, minor poems, minor buildings and warehouses.")
	}
	return lang.X("sabika.remind.era", "Era change: the narrator reached space II; remove the remaining Era I major buildings.")
}

// sized is l with n entries (a copy; missing ones 0).
func sized(l []int, n int) []int {
	out := make([]int, n)
	copy(out, l)
	return out
}
