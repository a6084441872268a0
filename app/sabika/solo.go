package sabika

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// NewSoloScreen is the game record as "Solo with Yusuf" opens it (added by
// the yusuf helper, issue 10): the last unfinished solo game resumed, or,
// when there is none, the list with the new-game form set for one player
// against Yusuf. Yusuf's turns show in the game through the screens'
// YusufPanel.
func (ss *Screens) NewSoloScreen(w fyne.Window) fyne.CanvasObject {
	s := ss.open(w)
	recs := s.st.Get().Records
	for i := len(recs) - 1; i >= 0; i-- {
		if recs[i].YusufSeat() >= 0 && !recs[i].Game.Ended {
			s.show(recs[i].ID)
			return s.body
		}
	}
	s.solo = true
	s.redraw()
	return s.body
}

// NewGameFromSetup is the game record opened from a dealt setup ("Start a
// game with this setup", issue 29, item 2): the list with the new-game
// form first, set to the setup's code, its seats and names (by player
// number). A solo setup opens it as "Solo with Yusuf" does, without
// resuming the solo game in progress, which stays in the list. Starting
// follows the form's rules: the list's limit told before, the list's Undo
// after.
func (ss *Screens) NewGameFromSetup(w fyne.Window, code string, names []string) fyne.CanvasObject {
	s := ss.open(w)
	s.fromSetup = &dealtStart{code: code, names: names}
	s.redraw()
	return s.body
}

// yusufAnswerCard asks, for Yusuf's seat of a solo game, only what the
// board shows at the end of the game: the trade card's PP and what each of
// his major poems' cards print. His trios (A3), balances (C3), buildings
// and seals come from his state [ES L1151–1162; spec §6.9].
func (g *gameScreen) yusufAnswerCard(r *Record, i int, p game.Player) fyne.CanvasObject {
	translation.Need(translation.Yusuf)
	a := r.Answers()[i]
	h := &r.Yusuf.Holdings
	set := func(edit func(a *FinalAnswer)) error {
		return g.edit(func(r *Record) { as := r.Answers(); edit(&as[i]); r.Entry.Final = as })
	}
	box := container.NewVBox(ui.WrappedHeading(p.Name))
	ui.Append(box, row(lang.X("sabika.final.trade", "Trade card PP"), g.countField(a.Trade, func(v int) error { return set(func(a *FinalAnswer) { a.Trade = v }) })))
	ui.Append(box, ui.Wrapped(lang.X("yusuf.final.buildings", "His major and minor buildings (the tie-break): {{.N}}", map[string]any{"N": h.Buildings()})))
	if len(h.MajorPoems) == 0 {
		ui.Append(box, ui.Wrapped(lang.X("yusuf.final.no-poems", "He has no major poem.")))
	}
	for k, code := range h.MajorPoems {
		d := map[string]any{"Code": code, "Trios": h.Trios(), "Balances": h.Balances()}
		field, label := 0, lang.X("yusuf.final.poem", "{{.Code}}: the PP it gives him, read from the card (a ranking poem: 0 here, and add it below)", d)
		switch yusuf.PoemKind(code) {
		case yusuf.PoemByTrio:
			field, label = 1, lang.X("yusuf.final.a3", "{{.Code}}: PP per trio printed on the card. His trios: {{.Trios}} (each minor poem counts as blue or red)", d)
		case yusuf.PoemByBalance:
			field, label = 2, lang.X("yusuf.final.c3", "{{.Code}}: PP per architectural balance printed on the card. His balances: {{.Balances}} (each minor building counts as one)", d)
		}
		ui.Append(box, row(label, g.countField(*poemValue(&a.YusufPoems[k], field), func(v int) error {
			return set(func(a *FinalAnswer) { *poemValue(&a.YusufPoems[k], field) = v })
		})))
	}
	return box
}

// poemValue is a poem score's PP (field 0), PerTrio (1) or PerBalance (2).
func poemValue(ps *yusuf.PoemScore, field int) *int {
	return [...]*int{&ps.PP, &ps.PerTrio, &ps.PerBalance}[field]
}

// yusufWait is why a solo game's end-of-round step cannot be confirmed
// yet: turns of Yusuf's are left in the round (the engine's
// Record.YusufTurnsLeft: the round ends after every worker has acted
// [ES L1117; spec §6.3]); "" when nothing holds the step back, or when
// his panel does not run him (no panel, not set up).
func (g *gameScreen) yusufWait(r *Record) string {
	if g.s.screens.yusuf == nil {
		return ""
	}
	left := r.YusufTurnsLeft()
	if left == 0 {
		return ""
	}
	return yusufTurnsText(left)
}

// yusufTurnsText says that Yusuf has left turns to play this round.
func yusufTurnsText(left int) string {
	translation.Need(translation.Yusuf)
	return translation.XN("yusuf.wait.turns", "Yusuf still has {{.N}} turns to play this round: the round ends after them.", left, map[string]any{"N": left})
}

// yusufPoemLines explains Yusuf's major poems in the final breakdown: A3
// by his trios, C3 by his balances, any other by the PP read from the card
// (empty outside a solo game run by his panel).
func yusufPoemLines(r *Record) fyne.CanvasObject {
	box := container.NewVBox()
	seat := r.YusufSeat()
	if seat < 0 || r.Yusuf == nil {
		return box
	}
	translation.Need(translation.Yusuf)
	a := r.Answers()[seat]
	pts, err := r.Yusuf.PoemPoints(a.YusufPoems)
	if err != nil || len(pts) == 0 {
		return box
	}
	h := &r.Yusuf.Holdings
	ui.Append(box, ui.WrappedHeading(lang.X("yusuf.final.poems", "Yusuf's major poems")))
	for k, ps := range a.YusufPoems {
		d := map[string]any{"Code": ps.Code, "PP": pts[k], "Trios": h.Trios(), "Balances": h.Balances(), "Per": ps.PerTrio}
		line := lang.X("yusuf.final.poem-pp", "{{.Code}}: {{.PP}} PP", d)
		switch yusuf.PoemKind(ps.Code) {
		case yusuf.PoemByTrio:
			line = lang.X("yusuf.final.poem-trios", "{{.Code}}: {{.Trios}} trios × {{.Per}} PP = {{.PP}} PP", d)
		case yusuf.PoemByBalance:
			d["Per"] = ps.PerBalance
			line = lang.X("yusuf.final.poem-balances", "{{.Code}}: {{.Balances}} balances × {{.Per}} PP = {{.PP}} PP", d)
		}
		ui.Append(box, ui.Wrapped(line))
	}
	return box
}
