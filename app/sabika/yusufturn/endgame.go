package yusufturn

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// endGameView asks what Yusuf's end of game needs [ES L1147–1162]: the
// last wish tile, his major poems' scoring, the trade card's PP for him,
// and the player's final score to name the winner.
func (s *screen) endGameView() fyne.CanvasObject {
	st := s.st
	f := s.form()
	box := container.NewVBox(ui.Heading(lang.X("yusuf.endgame.heading", "End of the game")),
		ui.Wrapped(lang.X("yusuf.endgame.help", "Yusuf receives no income and keeps only his seals. Give what the board shows.")))
	box.Add(s.tileChoice(wishLetter(st.Round)))
	due, ask := s.due(sabika.TrackSpaces)
	if ask != nil {
		box.Add(ask)
	}
	for _, code := range st.Holdings.MajorPoems {
		box.Add(s.poemRows(f, code))
	}
	box.Add(numberRow(lang.X("yusuf.endgame.trade", "PP the trade card gives Yusuf"), &f.trade))
	box.Add(numberRow(lang.X("yusuf.endgame.player-pp", "Your final PP"), &f.playerPP))
	box.Add(numberRow(lang.X("yusuf.endgame.built", "Your major and minor buildings (for a tie)"), &f.built))
	msg := errorText()
	box.Add(msg)
	box.Add(bigButton(lang.X("yusuf.endgame.confirm", "Score Yusuf's end of game"), theme.ConfirmIcon(), func() {
		in, problem := s.gameInput(due, ask == nil)
		if problem == "" {
			if err := s.do(in, false); err != nil {
				problem = err.Error()
			}
		}
		showError(msg, problem)
	}))
	return box
}

// poemRows asks the scoring of one of his major poems: its PP, and per
// trio (A3) or per architectural balance (C3) where he counts his own way.
func (s *screen) poemRows(f *endForm, code string) fyne.CanvasObject {
	p := f.poems[code]
	if p == nil {
		p = &yusuf.PoemScore{Code: code}
		f.poems[code] = p
	}
	d := map[string]any{"Code": code}
	box := container.NewVBox(ui.Heading(lang.X("yusuf.endgame.poem", "Major poem {{.Code}}", d)))
	box.Add(intRow(lang.X("yusuf.endgame.poem-pp", "Its PP for Yusuf (fixed or ranking)"), &p.PP))
	if isAny(code, poemNeedsTrio) {
		box.Add(intRow(lang.X("yusuf.endgame.per-trio", "PP per trio of blue, red and grey poems (each minor poem counts as blue or red)"), &p.PerTrio))
	}
	if isAny(code, poemNeedsBalance) {
		box.Add(intRow(lang.X("yusuf.endgame.per-balance", "PP per architectural balance (each minor building counts as one)"), &p.PerBalance))
	}
	return box
}

// intRow is a labelled count field writing into *v (0 when cleared).
func intRow(label string, v *int) fyne.CanvasObject {
	f := ui.NewNumberField(*v, false, false, func(n int, _ bool) error { *v = n; return nil })
	return container.NewVBox(ui.Wrapped(label), f.Object())
}

// gameInput gathers the end of game, or says what is still missing.
func (s *screen) gameInput(due int, dueKnown bool) (Input, string) {
	f := s.form()
	st := s.st
	if f.tile < 0 {
		return Input{}, lang.X("yusuf.end.need-tile", "Choose the wish tile that joins the tower.")
	}
	tiles := append(s.towerTiles(), f.tile)
	tower, unknown := s.tower(tiles)
	switch {
	case unknown != "":
		return Input{}, lang.X("yusuf.end.need-elements", "Record that wish tile's elements in Your copy first.")
	case !dueKnown:
		return Input{}, lang.X("yusuf.end.need-due", "Record the tribute printed on the round track first.")
	case f.trade == nil || f.playerPP == nil || f.built == nil:
		return Input{}, lang.X("yusuf.endgame.need", "Give the trade card's PP, your final PP and your buildings.")
	}
	poems := []yusuf.PoemScore{}
	for _, code := range st.Holdings.MajorPoems {
		poems = append(poems, *f.poems[code])
	}
	return Input{Kind: inEndGame, Tiles: []int{f.tile}, PlayerPP: f.playerPP, PlayerBuildings: f.built,
		GameEnd: &yusuf.GameEnd{Tower: tower, Due: due, Poems: poems, Trade: *f.trade}}, ""
}

// finalView shows Yusuf's final score part by part beside the player's,
// with the winner.
func (s *screen) finalView() fyne.CanvasObject {
	g := s.game()
	fin := g.play.final
	box := container.NewVBox(ui.Heading(lang.X("yusuf.final.heading", "Final score")))
	if fin == nil {
		return box
	}
	rows := [][2]any{
		{lang.X("yusuf.final.wishes", "Sultan's wishes"), fin.Wishes},
		{lang.X("yusuf.final.tribute", "Tribute"), fin.Tribute},
		{lang.X("yusuf.final.poems", "Major poems"), fin.Poems},
		{lang.X("yusuf.final.trade", "Trade card"), fin.Trade},
		{lang.X("yusuf.final.seals", "Seals"), fin.Seals},
	}
	grid := container.NewGridWithColumns(2)
	for _, r := range rows {
		grid.Add(widget.NewLabel(r[0].(string)))
		grid.Add(widget.NewLabelWithStyle(signed(r[1].(int)), fyne.TextAlignTrailing, fyne.TextStyle{}))
	}
	box.Add(grid)
	last := g.Inputs[len(g.Inputs)-1]
	d := map[string]any{"Yusuf": fin.Total, "You": deref(last.PlayerPP)}
	box.Add(bigLabel(lang.X("yusuf.final.scores", "Yusuf {{.Yusuf}} PP — you {{.You}} PP", d)))
	var winner string
	switch g.play.state.Winner(deref(last.PlayerPP), deref(last.PlayerBuildings)) {
	case yusuf.WinnerPlayer:
		winner = lang.X("yusuf.final.you-win", "You win!")
	case yusuf.WinnerYusuf:
		winner = lang.X("yusuf.final.yusuf-wins", "Yusuf wins.")
	default:
		winner = lang.X("yusuf.final.shared", "A tie: the victory is shared.")
	}
	w := widget.NewLabelWithStyle(winner, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	w.SizeName = theme.SizeNameHeadingText
	box.Add(w)
	box.Add(s.eventList(g.play.last))
	return box
}

// signed spells a score part with its sign.
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// deref is *p, or 0.
func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
