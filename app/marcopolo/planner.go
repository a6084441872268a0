package marcopolo

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo/travel"
)

// plannerState is what the planner holds; it is saved on every change.
type plannerState struct {
	Start     string `json:"start"`
	Target    string `json:"target"`
	Objective int    `json:"objective"` // card id when planning for an objective card
	ByCard    bool   `json:"by_card"`
	Die       int    `json:"die"`
	Jumps     bool   `json:"jumps"`
	Passing   bool   `json:"passing"`   // Wilhelm von Rubruk: a post in every city entered
	TapStart  bool   `json:"tap_start"` // a tap on the map moves the start, not the target
	Choice    int    `json:"choice"`
}

const plannerKey = "marcopolo.planner.state"

// maxAlternatives bounds the list of plans shown.
const maxAlternatives = 8

type plannerScreen struct {
	data *ui.State[plannerState] // saved, with undo and redo

	root        *fyne.Container
	mapView     *MapView
	start       *widget.Select
	target      *widget.Select
	card        *widget.Select
	summary     *widget.Label
	choices     *ui.Choice      // the ways there, one chosen
	choicesBox  *fyne.Container // holds choices, made anew with each plan
	steps       *fyne.Container
	shown       []travel.Plan
	spaceIDs    []string
	spaceLabels []string
}

// NewPlanner returns the travel planner: from the pawn's space to a target
// space or to both cities of an objective card, the fewest travel actions
// for a die value and the alternatives by coins and camels, drawn on the
// map.
func NewPlanner(w fyne.Window) fyne.CanvasObject { return newPlannerScreen(w).root }

func newPlannerScreen(w fyne.Window) *plannerScreen {
	translation.Need(translation.MarcoPolo)
	translation.Need(translation.MarcoPoloNames)
	p := &plannerScreen{data: ui.OpenState(w, ui.StateConfig[plannerState]{
		Key:   plannerKey,
		Fresh: func() plannerState { return plannerState{Start: "venezia", Target: "beijing", Die: 3, Objective: 1} },
		Check: (*plannerState).check,
		Clone: func(s plannerState) plannerState { return s },
	})}
	p.data.Recompute = p.replan
	p.data.Reload = p.build
	p.root = container.NewStack()
	p.build()
	return p
}

// spaceLabels names the spaces for a list: oases by the number the map
// shows beside them.
func spaceLabels() (ids, labels []string) {
	for _, s := range mp.Spaces() {
		ids = append(ids, s.ID)
		if s.Kind == mp.KindOasis {
			labels = append(labels, lang.X("marcopolo.oasis", "Oasis {{.N}}", map[string]any{"N": oasisNumbers()[s.ID]}))
			continue
		}
		labels = append(labels, placeName(s.ID))
	}
	return ids, labels
}

// spaceLabel is a space's name as the lists give it (oases numbered).
func (p *plannerScreen) spaceLabel(id string) string {
	if i := slices.Index(p.spaceIDs, id); i >= 0 {
		return p.spaceLabels[i]
	}
	return id
}

// build makes the planner's widgets and lays them out: the map beside the
// form and the ways there, then plans from the saved state.
func (p *plannerScreen) build() {
	p.spaceIDs, p.spaceLabels = spaceLabels()
	p.mapView = NewMapView(p.tapSpace)
	p.buildSpaceSelects()
	p.buildCardSelect()
	form := p.formCard()
	mapCard := p.mapCard()
	results := p.resultsCard()

	p.root.Objects = []fyne.CanvasObject{container.NewVScroll(
		ui.NewSideBySide(0.55, mapCard, container.NewVBox(form, results)))}
	ui.ShowNew(p.root) // all made anew
	p.replan()
}

// buildSpaceSelects makes the start and target space lists.
func (p *plannerScreen) buildSpaceSelects() {
	p.start = widget.NewSelect(p.spaceLabels, nil)
	p.start.SetSelectedIndex(slices.Index(p.spaceIDs, p.st().Start))
	p.start.OnChanged = func(string) {
		if i := p.start.SelectedIndex(); i >= 0 {
			p.replanWith(func(st *plannerState) { st.Start = p.spaceIDs[i] })
		}
	}
	p.target = widget.NewSelect(p.spaceLabels, nil)
	p.target.SetSelectedIndex(slices.Index(p.spaceIDs, p.st().Target))
	p.target.OnChanged = func(string) {
		if i := p.target.SelectedIndex(); i >= 0 {
			p.replanWith(func(st *plannerState) { st.Target, st.ByCard = p.spaceIDs[i], false })
		}
	}
}

// buildCardSelect makes the list of objective cards to plan for.
func (p *plannerScreen) buildCardSelect() {
	cards := mp.Objectives()
	var cardNames []string
	cardIdx := 0
	for i, o := range cards {
		cardNames = append(cardNames, objectiveLabel(o))
		if o.ID == p.st().Objective {
			cardIdx = i
		}
	}
	p.card = widget.NewSelect(cardNames, nil)
	p.card.SetSelectedIndex(cardIdx)
	p.card.OnChanged = func(string) {
		if i := p.card.SelectedIndex(); i >= 0 {
			p.replanWith(func(st *plannerState) { st.Objective = cards[i].ID })
		}
	}
}

// formCard is the planner's form: from, to (a space or an objective card),
// the die, the travelling characters and undo/redo.
func (p *plannerScreen) formCard() *ui.Card {
	spaceMode := lang.X("marcopolo.plan.mode.space", "A space")
	cardMode := lang.X("marcopolo.plan.mode.card", "Both cities of an objective card")
	mode := boolChoice(spaceMode, cardMode, p.st().ByCard, func(byCard bool) {
		p.replanWith(func(st *plannerState) { st.ByCard = byCard })
	})
	die := ui.NumberChoice(1, mp.MaxDie, p.st().Die, func(n int) {
		p.replanWith(func(st *plannerState) { st.Die = n })
	})
	jumps, passing := p.characterChecks()
	return ui.NewCard(lang.X("marcopolo.plan.title", "Travel planner"), "", container.NewVBox(
		widget.NewLabel(lang.X("marcopolo.plan.from", "From (your pawn)")), p.start,
		widget.NewLabel(lang.X("marcopolo.plan.to", "To")), mode, p.target, p.card,
		ui.Wrapped(lang.X("marcopolo.plan.die", "Lower die on the travel action (most spaces per action)")), die,
		jumps, passing, ui.Row(p.data.UndoButton(), p.data.RedoButton()),
	))
}

// characterChecks are the two characters whose abilities change travel;
// one player is never both, so checking one unchecks the other.
func (p *plannerScreen) characterChecks() (jumps, passing *ui.WrapCheck) {
	jumps = ui.NewWrapCheck(lang.X("marcopolo.plan.jumps", "Johannes Caprini (oasis jumps)"), func(on bool) {
		if on == p.st().Jumps {
			return
		}
		p.replanWith(func(st *plannerState) { st.Jumps, st.Passing = on, st.Passing && !on })
		if on && passing.Checked() {
			passing.SetChecked(false)
		}
	})
	passing = ui.NewWrapCheck(lang.X("marcopolo.plan.passing", "Wilhelm von Rubruk (posts en route)"), func(on bool) {
		if on == p.st().Passing {
			return
		}
		p.replanWith(func(st *plannerState) { st.Passing, st.Jumps = on, st.Jumps && !on })
		if on && jumps.Checked() {
			jumps.SetChecked(false)
		}
	})
	jumps.SetChecked(p.st().Jumps)
	passing.SetChecked(p.st().Passing)
	return jumps, passing
}

// mapCard is the map, with the choice of what a tap on it sets and the
// legend.
func (p *plannerScreen) mapCard() *ui.Card {
	tapStart := lang.X("marcopolo.plan.tap.start", "Start")
	tapTarget := lang.X("marcopolo.plan.tap.target", "Target")
	tap := boolChoice(tapTarget, tapStart, p.st().TapStart, func(start bool) {
		p.data.Change(func(st *plannerState) { st.TapStart = start })
	})
	return ui.NewCard("", "", container.NewVBox(
		widget.NewLabel(lang.X("marcopolo.plan.tap", "A tap on the map sets the")), tap,
		ui.NewSideScroll(p.mapView, pageScroll(p.root)),
		ui.Wrapped(legend()),
	))
}

// resultsCard holds the ways there: a summary, the choice among the plans
// and the chosen plan's steps.
func (p *plannerScreen) resultsCard() *ui.Card {
	p.summary = ui.Heading("")
	p.summary.Wrapping = fyne.TextWrapWord
	p.choices = ui.NewWrapChoice(nil, "", nil)
	p.choicesBox = container.NewStack(p.choices)
	p.steps = container.NewVBox()
	return ui.NewCard(lang.X("marcopolo.plan.results", "Ways there"), "", container.NewVBox(p.summary, p.choicesBox, p.steps))
}

// tapSpace moves the start or the target to the tapped space.
func (p *plannerScreen) tapSpace(id string) {
	i := slices.Index(p.spaceIDs, id)
	if p.st().TapStart {
		p.start.SetSelectedIndex(i)
		return
	}
	if p.st().ByCard {
		p.replanWith(func(st *plannerState) { st.ByCard, st.Target = false, id })
		p.build()
		return
	}
	p.target.SetSelectedIndex(i)
}

// st is the planner's state, to read; changes go through replanWith.
func (p *plannerScreen) st() *plannerState { return p.data.Get() }

// replanWith changes the journey (saved, undoable), starts again from its
// fastest way and plans it anew.
func (p *plannerScreen) replanWith(edit func(st *plannerState)) {
	p.data.Change(func(st *plannerState) {
		edit(st)
		st.Choice = 0
	})
}

// targets are the spaces an action must end on.
func (p *plannerScreen) targets() []string {
	if !p.st().ByCard {
		return []string{p.st().Target}
	}
	o, ok := objectiveByID(p.st().Objective)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range o.Cities {
		if c != p.st().Start {
			out = append(out, c)
		}
	}
	return out
}

// replan plans the journey and shows its alternatives.
func (p *plannerScreen) replan() {
	if p.st().ByCard {
		p.target.Hide()
		p.card.Show()
	} else {
		p.card.Hide()
		p.target.Show()
	}
	res, err := travel.Visit(p.st().Start, p.targets(), travel.Options{Die: p.st().Die, OasisJumps: p.st().Jumps, PostsWhilePassing: p.st().Passing})
	p.shown = nil
	if err != nil {
		p.summary.SetText(ui.SayError(err))
		p.showChoices(nil, "")
		p.steps.RemoveAll()
		return
	}
	p.shown = alternatives(res)
	if res.FewestActions() == 0 {
		p.summary.SetText(lang.X("marcopolo.plan.there", "You are already there."))
	} else {
		p.summary.SetText(lang.X("marcopolo.plan.fewest", "Fewest travel actions: {{.N}}", map[string]any{"N": res.FewestActions()}))
	}
	var options []string
	for _, plan := range p.shown {
		options = append(options, planText(plan))
	}
	choice := min(max(p.st().Choice, 0), len(options)-1)
	selected := ""
	if len(options) > 0 {
		selected = options[choice]
	}
	p.showChoices(options, selected)
	p.show(choice)
}

// showChoices shows the ways there as options, selected chosen; a tap on
// another chooses it.
func (p *plannerScreen) showChoices(options []string, selected string) {
	p.choices = ui.NewWrapChoice(options, selected, func(v string) {
		if i := slices.Index(options, v); i >= 0 {
			p.data.Change(func(st *plannerState) { st.Choice = i })
		}
	})
	p.choicesBox.Objects = []fyne.CanvasObject{p.choices}
	ui.ShowNew(p.choicesBox)
}

func sameCosts(a, b travel.Plan) bool {
	return len(a.Actions) == len(b.Actions) && a.Coins == b.Coins && a.Camels == b.Camels
}

// alternatives orders the plans to show: the fewest-actions plans first
// (fewest coins, then fewest camels), then the trade-offs of more actions.
func alternatives(res travel.Result) []travel.Plan {
	var out []travel.Plan
	add := func(pl travel.Plan) {
		for _, q := range out {
			if sameCosts(q, pl) {
				return
			}
		}
		if len(out) < maxAlternatives {
			out = append(out, pl)
		}
	}
	if len(res.Plans) == 0 {
		return nil
	}
	add(res.FewestCoins())
	add(res.FewestCamels())
	for _, pl := range res.Plans {
		add(pl)
	}
	return out
}

// planText sums a plan up in one line ("1 action", "2 actions").
func planText(pl travel.Plan) string {
	data := map[string]any{"Actions": len(pl.Actions), "Coins": pl.Coins, "Camels": pl.Camels}
	if len(pl.Actions) == 1 {
		return lang.X("marcopolo.plan.cost.one", "1 action · {{.Coins}} coins · {{.Camels}} camels", data)
	}
	return lang.X("marcopolo.plan.cost", "{{.Actions}} actions · {{.Coins}} coins · {{.Camels}} camels", data)
}

// tag says what a plan is best at, "" for a trade-off.
func (p *plannerScreen) tag(pl travel.Plan) string {
	res := travel.Result{Plans: p.shown}
	coins, camels := sameCosts(pl, res.FewestCoins()), sameCosts(pl, res.FewestCamels())
	switch {
	case coins && camels:
		return lang.X("marcopolo.plan.best", "The cheapest way")
	case coins:
		return lang.X("marcopolo.plan.coins", "Fewest coins")
	case camels:
		return lang.X("marcopolo.plan.camels", "Fewest camels")
	}
	return lang.X("marcopolo.plan.more", "More actions, fewer coins or camels")
}

// show draws plan i on the map and lists its actions.
func (p *plannerScreen) show(i int) {
	p.steps.RemoveAll()
	m := p.mapView
	m.Start = p.st().Start
	m.Path = nil
	m.Stops = map[string]bool{}
	m.Ringed = map[string]bool{}
	for _, t := range p.targets() {
		m.Ringed[t] = true
	}
	if i >= 0 && i < len(p.shown) {
		pl := p.shown[i]
		if tag := p.tag(pl); tag != "" {
			p.steps.Add(ui.Heading(tag))
		}
		m.Path = pl.Spaces(p.st().Start)
		for n, a := range pl.Actions {
			m.Stops[a.End()] = true
			p.steps.Add(ui.Wrapped(p.actionText(n+1, a)))
		}
	}
	p.steps.Refresh()
	m.Refresh()
}

// actionText describes one travel action of a plan.
func (p *plannerScreen) actionText(n int, a travel.Action) string {
	names := []string{p.spaceLabel(a.Steps[0].From)}
	for _, s := range a.Steps {
		sep := " › "
		if s.Jump {
			sep = " → "
		}
		names[len(names)-1] += sep
		names = append(names, p.spaceLabel(s.To))
	}
	coins, camels := a.Cost()
	data := map[string]any{"N": n, "Route": strings.Join(names, ""),
		"Spaces": spacesText(len(a.Steps)),
		"Coins":  coinsText(coins),
		"Camels": camelsText(camels)}
	return lang.X("marcopolo.plan.action", "{{.N}}. {{.Route}}: {{.Spaces}}, {{.Coins}}, {{.Camels}}", data)
}

// boolChoice is a choice of two options standing for false (off) and true
// (on), showing value, whose words wrap where the row is too narrow for
// them; changed gets the new value.
func boolChoice(off, on string, value bool, changed func(bool)) *ui.Choice {
	selected := off
	if value {
		selected = on
	}
	return ui.NewWrapChoice([]string{off, on}, selected, func(v string) { changed(v == on) })
}
