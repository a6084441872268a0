package sabika

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// finalStep is the end of the game after round 5 (spec §2.5, §5): the last
// wish tile and the holdings, each player's income, leftovers, trade card,
// buildings and major poems (ranking poems by the 14/9/6 rule from every
// player's value), then game.Final's breakdown and winner.
func (g *gameScreen) finalStep() *stepView {
	r := g.record()
	box := container.NewVBox(newWishForm(g, r.Game.Wishes[2]).object, widget.NewSeparator())
	mixes := make([]*mixFields, len(r.Game.Players))
	owes := make([]*widget.Label, len(r.Game.Players))
	// The players' answers side by side where the page has room (a
	// desktop), one under the other on a phone, and their final tributes
	// after all of them, which the proposal mostly pays: the final
	// scoring of 2 players takes at most 2 swipes (issue 29).
	answers := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	tributes := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	for i, p := range r.Game.Players {
		ui.Append(answers, g.answerCard(r, i, p))
		if !p.Yusuf() {
			card := container.NewVBox(widget.NewSeparator(), ui.WrappedHeading(lang.X("sabika.final.tributemix", "{{.Name}}'s final tribute", map[string]any{"Name": p.Name})))
			owes[i] = ui.WrappedHeading("")
			ui.Append(card, owes[i])
			m, fields := g.newMix(i)
			mixes[i] = m
			ui.Append(card, fields)
			ui.Append(tributes, card)
		}
	}
	ui.Append(box, answers)
	ui.Append(box, tributes)
	ui.Append(box, widget.NewSeparator())
	ui.Append(box, g.rankingCards(r))
	return &stepView{
		title:       lang.X("sabika.final.title", "End of the game"),
		help:        lang.X("sabika.final.help", "Income, the three wish tiles, the tribute of 6 (events apply; the proposal of ruling 8, which each player may change), major poems, the trade card, then 1 PP per seal, good, marble and glazed ceramic kept and per 2 dinars."),
		fields:      box,
		confirmText: lang.X("sabika.final.confirm", "Score the end of the game"),
		compute:     func() (*Record, fyne.CanvasObject, error) { return g.computeFinal(mixes, owes) },
	}
}

// answerCard asks one player's end-of-game values; Yusuf has no income,
// goods or materials (ES L1151–1155).
func (g *gameScreen) answerCard(r *Record, i int, p game.Player) fyne.CanvasObject {
	if p.Yusuf() && r.Yusuf != nil {
		return g.yusufAnswerCard(r, i, p)
	}
	a := r.Answers()[i]
	// What round 5 brought (PP, parias, dinars, seals) is corrected in
	// the board panel above the step (boardPanel).
	box := container.NewVBox(widget.NewSeparator(), ui.WrappedHeading(p.Name))
	set := func(edit func(a *FinalAnswer)) error {
		return g.edit(func(r *Record) { as := r.Answers(); edit(&as[i]); r.Entry.Final = as })
	}
	if !p.Yusuf() {
		ui.Append(box, row(lang.X("sabika.final.income", "Income (dinars)"), g.countField(a.Income, func(v int) error { return set(func(a *FinalAnswer) { a.Income = v }) })))
		ui.Append(box, row(lang.X("sabika.final.goods", "Goods kept"), g.countField(a.Goods, func(v int) error { return set(func(a *FinalAnswer) { a.Goods = v }) })))
		ui.Append(box, row(lang.X("sabika.final.marble", "Marble kept"), g.countField(a.Marble, func(v int) error { return set(func(a *FinalAnswer) { a.Marble = v }) })))
		ui.Append(box, row(lang.X("sabika.final.ceramic", "Glazed ceramic kept"), g.countField(a.Ceramic, func(v int) error { return set(func(a *FinalAnswer) { a.Ceramic = v }) })))
	}
	ui.Append(box, row(lang.X("sabika.final.trade", "Trade card PP"), g.countField(a.Trade, func(v int) error { return set(func(a *FinalAnswer) { a.Trade = v }) })))
	ui.Append(box, row(lang.X("sabika.final.buildings", "Major and minor buildings"), g.countField(a.Buildings, func(v int) error { return set(func(a *FinalAnswer) { a.Buildings = v }) })))
	for k, pp := range a.PoemPP {
		label := lang.X("sabika.final.poem", "Major poem {{.N}} (PP on the card)", map[string]any{"N": k + 1})
		ui.Append(box, row(label, g.countField(pp, func(v int) error { return set(func(a *FinalAnswer) { a.PoemPP[k] = v }) })))
	}
	add := widget.NewButtonWithIcon(lang.X("sabika.final.addpoem", "Add a major poem"), theme.ContentAddIcon(), func() {
		_ = g.change(func(r *Record) { as := r.Answers(); as[i].PoemPP = append(as[i].PoemPP, 0); r.Entry.Final = as })
	})
	ui.Append(box, add)
	return box
}

// rankingCards are the ranking major poems: the owner and every player's
// value of the compared quantity.
func (g *gameScreen) rankingCards(r *Record) fyne.CanvasObject {
	box := container.NewVBox(ui.WrappedHeading(lang.X("sabika.rank.heading", "Ranking major poems")),
		ui.Wrapped(lang.X("sabika.rank.help", "For a poem that ranks the players (14, 9, 6 PP), enter every player's count; only its owner scores it.")))
	names := make([]string, len(r.Game.Players))
	for i, p := range r.Game.Players {
		names[i] = p.Name
	}
	for k, rk := range r.Entry.Rankings {
		ui.Append(box, ui.WrappedHeading(lang.X("sabika.rank.poem", "Ranking poem {{.N}}, owned by:", map[string]any{"N": k + 1})))
		ui.Append(box, nameChoice(names, names[rk.Owner], func(v string) {
			_ = g.edit(func(r *Record) { r.Entry.Rankings[k].Owner = slices.Index(names, v) })
		}))
		for i := range names {
			ui.Append(box, row(names[i], g.countField(rk.Values[i], func(v int) error {
				return g.edit(func(r *Record) { r.Entry.Rankings[k].Values[i] = v })
			})))
		}
	}
	add := widget.NewButtonWithIcon(lang.X("sabika.rank.add", "Add a ranking poem"), theme.ContentAddIcon(), func() {
		_ = g.change(func(r *Record) {
			r.Entry.Rankings = append(r.Entry.Rankings, Ranking{Values: make([]int, len(r.Game.Players))})
		})
	})
	ui.Append(box, add)
	return box
}

// computeFinal scores the end of the game: first with ruling 8's
// proposals, to show them and check the mixes entered against the
// holdings after income and wishes, then with the mixes.
func (g *gameScreen) computeFinal(mixes []*mixFields, owes []*widget.Label) (*Record, fyne.CanvasObject, error) {
	r := g.record()
	if r.Entry.Tile < 0 {
		return nil, nil, &game.Incomplete{Field: "tile"}
	}
	players, err := r.FinalPlayers()
	if err != nil {
		return nil, nil, err
	}
	_, proposal, _, err := game.Final(r.Game, g.edition(), r.Entry.Tile, players)
	if err != nil {
		return nil, nil, err
	}
	pays := payList(r)
	illegal := false
	for i, m := range mixes {
		if m == nil {
			continue
		}
		p, sc := r.Game.Players[i], proposal.Players[i]
		owes[i].SetText(owesText(sc.Tribute, r.Game.Events != nil)) // 6 after the event (ruling 11)
		before := sabika.Holdings{Parias: p.Parias, Dinars: p.Dinars + players[i].Income, Seals: p.Seals, PP: p.PP + sc.Points.Wishes}
		illegal = m.check(sc.Tribute, before, pays[i]) || illegal
	}
	if illegal {
		return nil, errorLine(lang.X("sabika.tribute.illegal", "A mix is refused: see beside its fields.")), nil
	}
	next, err := g.confirmed()
	if err != nil {
		return nil, nil, err
	}
	return next, container.NewVBox(breakdown(next.Game, *next.Result, r.Answers()), yusufPoemLines(r)), nil
}

// endedView is a finished game: the breakdown and the winner, readable.
func (g *gameScreen) endedView() *stepView {
	r := g.record()
	v := &stepView{title: lang.X("sabika.final.ended", "The game is over")}
	if r.Result != nil {
		v.fields = container.NewVBox(breakdown(r.Game, *r.Result, r.Answers()), yusufPoemLines(r))
	}
	return v
}

// breakdown is every player's final PP by source and the winner with the
// buildings tie-break (ES L893).
func breakdown(s game.State, res sabika.FinalResult, as []FinalAnswer) fyne.CanvasObject {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	w := columnWidth(names)
	table := container.NewVBox(headRow(widget.NewLabel(""), names, w))
	line := func(label string, value func(i int) int, bold bool) {
		values := make([]int, len(s.Players))
		for i := range values {
			values[i] = value(i)
		}
		ui.Append(table, tableRow(ui.Wrapped(label), numberCells(values, bold), w))
	}
	pts := func(f func(p sabika.FinalPoints) int) func(int) int {
		return func(i int) int { return f(res.Players[i].Points) }
	}
	line(lang.X("sabika.final.before", "PP before"), func(i int) int { return res.Players[i].Total - sumPoints(res.Players[i].Points) }, false)
	line(lang.X("sabika.final.wishes", "Sultan's wishes"), pts(func(p sabika.FinalPoints) int { return p.Wishes }), false)
	line(lang.X("sabika.final.tribute", "Tribute of {{.Due}}", map[string]any{"Due": finalDue(s, res)}), pts(func(p sabika.FinalPoints) int { return p.Tribute }), false)
	line(lang.X("sabika.final.poems", "Major poems"), pts(func(p sabika.FinalPoints) int { return p.Poems }), false)
	line(lang.X("sabika.final.tradecard", "Trade card"), pts(func(p sabika.FinalPoints) int { return p.Trade }), false)
	line(holdingName(game.FieldSeals, asLabel), pts(func(p sabika.FinalPoints) int { return p.Seals }), false)
	line(lang.X("sabika.final.goodsrow", "Goods"), pts(func(p sabika.FinalPoints) int { return p.Goods }), false)
	line(lang.X("sabika.final.marblerow", "Marble"), pts(func(p sabika.FinalPoints) int { return p.Marble }), false)
	line(lang.X("sabika.final.ceramicrow", "Glazed ceramic"), pts(func(p sabika.FinalPoints) int { return p.Ceramic }), false)
	line(lang.X("sabika.final.dinarsrow", "Dinars (1 per 2)"), pts(func(p sabika.FinalPoints) int { return p.Dinars }), false)
	line(lang.X("sabika.col.total", "Total"), func(i int) int { return res.Players[i].Total }, true)
	line(lang.X("sabika.final.buildingsrow", "Buildings (tie-break)"), func(i int) int { return as[i].Buildings }, false)
	win := ui.WrappedHeading(winnerText(s, res, as))
	win.Importance = widget.SuccessImportance
	return container.NewVBox(ui.WrappedHeading(lang.X("sabika.final.breakdown", "Final scoring")), table, win)
}

func sumPoints(p sabika.FinalPoints) int {
	return p.Wishes + p.Tribute + p.Poems + p.Trade + p.Seals + p.Goods + p.Marble + p.Ceramic + p.Dinars
}

// winnerText names the winner, saying when the buildings broke a tie or
// the victory is shared.
func winnerText(s game.State, res sabika.FinalResult, as []FinalAnswer) string {
	if len(res.Winners) == 0 {
		return ""
	}
	var names []string
	for _, w := range res.Winners {
		names = append(names, s.Players[w].Name)
	}
	top := res.Players[res.Winners[0]].Total
	args := map[string]any{"Names": strings.Join(names, ", "), "PP": top, "Buildings": as[res.Winners[0]].Buildings}
	if len(res.Winners) > 1 {
		return lang.X("sabika.final.shared", "{{.Names}} share the victory with {{.PP}} PP and {{.Buildings}} buildings each.", args)
	}
	tied := 0
	for i := range res.Players {
		if res.Players[i].Total == top {
			tied++
		}
	}
	if tied > 1 {
		return lang.X("sabika.final.tiebreak", "{{.Names}} wins: tied on {{.PP}} PP, with the most buildings ({{.Buildings}}).", args)
	}
	return lang.X("sabika.final.winner", "{{.Names}} wins with {{.PP}} PP.", args)
}

// finalDue is the end of the game's tribute as the players owed it: 6
// after the active event (7 under event 8, ruling 11); Yusuf ignores
// events, so a solo game names the player's.
func finalDue(s game.State, res sabika.FinalResult) int {
	due := data.FinalTribute
	for i, p := range s.Players {
		if !p.Yusuf() && i < len(res.Players) {
			due = res.Players[i].Tribute.Due
		}
	}
	return due
}
