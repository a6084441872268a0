// Package tilescore is the quick-score screen of Alhambra and Granada:
// players enter their building counts and longest wall (or moat), and the
// screen shows every player's points per type and total, recomputed by
// scoring/tiles as values change.
package tilescore

import (
	"errors"
	"fmt"
	"image/color"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/tiles"
)

// screen is one open quick-score screen.
type screen struct {
	game   *tiles.Game
	window fyne.Window
	data   *ui.State[state] // what the players entered, with undo and redo

	object  fyne.CanvasObject
	root    *fyne.Container // rebuilt when the player count or round changes
	totals  *fyne.Container // the always-visible ranking line
	problem *widget.Label   // why no score can be shown yet
	seats   []*seatView
	dummy   *seatView
	results *fyne.Container
	page    *container.Scroll // the screen's vertical scroll
}

// seatView holds the widgets of one player's (or the dummy's) card.
type seatView struct {
	counts map[string]*ui.NumberField
	best   map[string]*ui.NumberField
	points map[string]*widget.Label
	edge   *ui.NumberField
	edgePt *widget.Label
	total  *widget.Label
	name   *widget.Entry
}

// New returns the quick-score screen of game (tiles.Alhambra or
// tiles.Granada). What the players enter is saved through app/store.
func New(game *tiles.Game, w fyne.Window) fyne.CanvasObject {
	return newScreen(game, w).object
}

func newScreen(game *tiles.Game, w fyne.Window) *screen {
	translation.Need(translation.Tiles)
	s := &screen{game: game, window: w, data: openState(game, w)}
	s.data.Recompute = s.recompute
	s.data.Reload = s.rebuild
	s.totals = container.NewHBox()
	s.problem = ui.Wrapped("")
	s.problem.Importance = widget.WarningImportance
	s.problem.Hide()
	s.root = container.NewVBox()
	s.rebuild()
	header := container.NewVBox(ui.NewSideScroll(s.totals, s.pageScroll), widget.NewSeparator())
	s.page = container.NewVScroll(s.root)
	s.object = container.NewBorder(header, nil, nil, nil, s.page)
	return s
}

// pageScroll is the screen's vertical scroll, where the wheel goes over the
// sideways-scrolling rows.
func (s *screen) pageScroll() fyne.Scrollable {
	if s.page == nil {
		return nil
	}
	return s.page
}

// rebuild lays the whole screen out again from the state.
func (s *screen) rebuild() {
	s.seats = nil
	s.dummy = nil
	objs := []fyne.CanvasObject{s.settingsCard()}
	cards := container.New(&ui.ResponsiveGrid{MinCellWidth: 300})
	for i := range s.st().Players {
		cards.Add(s.seatCard(i))
	}
	if s.withDummy() {
		cards.Add(s.seatCard(-1))
	}
	s.results = container.NewVBox()
	objs = append(objs, cards, s.problem, widget.NewCard(lang.X("tiles.results", "Results"), "", s.results))
	s.root.Objects = objs
	s.root.Refresh()
	s.recompute()
}

// st is the state the screen shows, to read; changes go through change.
func (s *screen) st() *state { return s.data.Get() }

// change applies edit to the state (saved, undoable) and scores again.
func (s *screen) change(edit func(st *state)) { s.data.Change(edit) }

func (s *screen) settingsCard() fyne.CanvasObject {
	playerChoices := []string{"2", "3", "4", "5", "6"}
	players := widget.NewSelect(playerChoices, nil)
	players.SetSelected(strconv.Itoa(s.st().Players))
	players.OnChanged = func(v string) {
		n := 2 + slices.Index(playerChoices, v)
		if n == s.st().Players {
			return
		}
		s.change(func(st *state) { st.Players = n })
		s.rebuild()
	}

	roundNames := s.game.Rounds
	round := widget.NewRadioGroup(roundNames, nil)
	round.Horizontal = true
	round.Required = true
	round.SetSelected(roundNames[s.st().Round-1])
	round.OnChanged = func(v string) {
		s.change(func(st *state) { st.Round = 1 + slices.Index(roundNames, v) })
	}

	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.X("tiles.players", "Players")), players,
		widget.NewLabel(lang.X("tiles.round", "Scoring")), round,
	)
	box := container.NewVBox(form)
	if slices.Contains(s.game.Variants, "simple") {
		simple := widget.NewCheck(lang.X("tiles.simple", "Simple scoring (fixed points)"), nil)
		simple.SetChecked(s.st().Simple) // before OnChanged: the results are not built yet
		simple.OnChanged = func(on bool) {
			s.change(func(st *state) { st.Simple = on })
		}
		box.Add(simple)
	}
	clear := widget.NewButtonWithIcon(lang.X("tiles.clear", "Clear all entries"), theme.DeleteIcon(), s.clearAll)
	rules := widget.NewButtonWithIcon(lang.X("tiles.rules", "How this is scored"), theme.InfoIcon(), s.showRulings)
	box.Add(container.New(&ui.ResponsiveGrid{MinCellWidth: 220}, rules, clear, s.data.UndoButton(), s.data.RedoButton()))
	return widget.NewCard(ui.GameName(s.game.ID), "", box)
}

// showRulings explains how the app reads the rules the rulebooks leave open
// (rulings 1, 2, 5 and 6 of the project's rulings).
func (s *screen) showRulings() {
	var texts []string
	if s.game.TieByValue { // ruling 6
		texts = append(texts, lang.X("tiles.ruling.granada.majority", "Each place pays its multiplier times the number of buildings of that type in every city and with Pablo; reserves never count. Equal counts are ordered by the highest-valued building of the type each player holds, Pablo included."))
	} else { // ruling 5
		texts = append(texts, lang.X("tiles.ruling.alhambra.majority", "Players with equal counts share the points of all the places they occupy together, each receiving the sum divided by their number, rounded down. A player without a building of a type never places; Dirk places like a player."))
	}
	if s.game.Feature == "moat" { // rulings 1 and 2
		texts = append(texts, lang.X("tiles.ruling.moat", "Only outer moats pay: a moat facing another tile's moat is inside the city. The longest run of consecutive outer moat edges around the city scores 1 point per edge; a closed ring counts every edge."))
	} else {
		texts = append(texts, lang.X("tiles.ruling.wall", "Only outer walls pay: a wall facing another tile's wall is inside the city. The longest run of consecutive outer wall edges around the city scores 1 point per edge; a closed ring counts every edge (a city enclosed by 12 wall edges scores 12)."))
	}
	box := container.NewVBox()
	for _, t := range texts {
		box.Add(ui.Wrapped(t))
	}
	d := dialog.NewCustom(lang.X("tiles.rules", "How this is scored"), lang.X("ui.close", "Close"), box, s.window)
	d.Resize(fyne.NewSize(min(s.window.Canvas().Size().Width-20, 560), 0))
	d.Show()
}

// clearAll empties every count, keeping names and colours; Undo takes it
// back.
func (s *screen) clearAll() {
	s.change(func(st *state) {
		for i := range st.Seats {
			st.Seats[i].Counts = map[string]int{}
			st.Seats[i].Best = map[string]int{}
			st.Seats[i].Edge = 0
		}
		st.Dummy.Counts = map[string]int{}
		st.Dummy.Best = map[string]int{}
	})
	s.rebuild()
}

// seatCard builds the card of player i, or of the neutral collector when i
// is -1.
func (s *screen) seatCard(i int) fyne.CanvasObject {
	v := &seatView{counts: map[string]*ui.NumberField{}, best: map[string]*ui.NumberField{}, points: map[string]*widget.Label{}}
	h := s.holding(i)
	rows := container.NewVBox()
	var title fyne.CanvasObject
	if i >= 0 {
		v.name = ui.WheelThrough(widget.NewEntry())
		v.name.SetPlaceHolder(ui.DefaultPlayerName(i))
		v.name.SetText(h.Name)
		v.name.OnChanged = func(text string) {
			s.change(func(st *state) { st.Seats[i].Name = strings.TrimSpace(text) })
		}
		swatch := s.colourButton(i)
		title = container.NewBorder(nil, nil, swatch, nil, v.name)
		s.seats = append(s.seats, v)
	} else {
		t := ui.Heading(lang.X("tiles.neutral", "{{.Name}} (neutral collector)", map[string]any{"Name": s.game.Neutral}))
		t.Wrapping = fyne.TextWrapWord
		title = t
		s.dummy = v
	}
	rows.Add(title)
	if s.game.TieByValue {
		rows.Add(container.NewGridWithColumns(2,
			caption(lang.X("tiles.count.heading", "Buildings")),
			caption(lang.X("tiles.best.heading", "Highest value"))))
	}

	for _, typ := range s.game.Types {
		count := ui.NewNumberField(h.Counts[typ], false, false, func(n int, _ bool) error {
			if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindCount, Type: typ}, n); err != nil {
				return err
			}
			if b := v.best[typ]; b != nil {
				enableBest(b, n) // the field stores n only once this returns
			}
			s.change(func(st *state) { st.holding(i).Counts[typ] = n })
			return nil
		})
		v.counts[typ] = count
		name := ui.Heading(typeName(typ))
		name.Truncation = fyne.TextTruncateEllipsis
		pts := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
		v.points[typ] = pts
		if !s.game.TieByValue {
			rows.Add(fieldRow(typeName(typ), count, pts))
			continue
		}
		rows.Add(container.NewBorder(nil, nil, nil, pts, name))
		v.best[typ] = s.bestField(i, typ)
		rows.Add(container.NewGridWithColumns(2, count.Object(), v.best[typ].Object()))
		enableBest(v.best[typ], h.Counts[typ])
	}
	if i >= 0 {
		v.edge = ui.NewNumberField(h.Edge, false, false, func(n int, _ bool) error {
			if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindEdge}, n); err != nil {
				return err
			}
			s.change(func(st *state) { st.Seats[i].Edge = n })
			return nil
		})
		v.edgePt = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
		rows.Add(fieldRow(featureName(s.game), v.edge, v.edgePt))
	}
	v.total = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	rows.Add(widget.NewSeparator())
	rows.Add(container.NewBorder(nil, nil, ui.Heading(lang.X("tiles.total", "Total")), v.total))
	return widget.NewCard("", "", rows)
}

// bestField is Granada's entry for the highest value of type typ that
// holder i has; it refuses values off the tiles and faces held elsewhere.
func (s *screen) bestField(i int, typ string) *ui.NumberField {
	bestVal, hasBest := s.holding(i).Best[typ]
	best := ui.NewNumberField(bestVal, !hasBest, true, func(n int, empty bool) error {
		if empty {
			s.change(func(st *state) { delete(st.holding(i).Best, typ) })
			return nil
		}
		if err := s.check(tiles.Field{Holder: i, Kind: tiles.KindBest, Type: typ}, n); err != nil {
			return err
		}
		s.change(func(st *state) { st.holding(i).Best[typ] = n })
		return nil
	})
	best.Entry.SetPlaceHolder(lang.X("tiles.best.placeholder", "best"))
	return best
}

// enableBest lets the best-value field b be used only where the count of
// its type is positive.
func enableBest(b *ui.NumberField, count int) {
	if count > 0 {
		b.Entry.Enable()
		b.Minus.Enable()
		b.Plus.Enable()
	} else {
		b.Entry.Disable()
		b.Minus.Disable()
		b.Plus.Disable()
	}
}

// holding is what holder i has entered: player i, or the neutral
// collector when i is -1.
func (s *screen) holding(i int) *holding { return s.st().holding(i) }

// withDummy reports whether the neutral collector plays: in 2-player
// games only.
func (s *screen) withDummy() bool { return s.st().Players == 2 }

// check asks the engine whether n can go into field at, and says why not
// in the player's language, shown beside that field.
func (s *screen) check(at tiles.Field, n int) error {
	e := s.game.CheckEntry(s.entries(), at, n)
	if e == nil {
		return nil
	}
	switch e.Rule {
	case tiles.RuleBoxLimit:
		return errors.New(lang.X("tiles.box.limit", "The box holds {{.Box}}; {{.Left}} left for this player",
			map[string]any{"Box": e.Limit, "Left": e.Left}))
	case tiles.RuleValueRange:
		return errors.New(lang.X("tiles.best.range", "Values run from {{.Lo}} to {{.Hi}}", map[string]any{"Lo": e.Limit, "Hi": e.Left}))
	case tiles.RuleFaceTaken:
		return errors.New(lang.X("tiles.best.taken", "{{.Name}} already holds this building", map[string]any{"Name": s.displayName(e.Holder)}))
	default:
		return errors.New(lang.X("tiles.edge.limit", "At most {{.N}} with these buildings", map[string]any{"N": e.Limit}))
	}
}

// displayName names holder i: the player's name or default name, or the
// neutral collector's when i is -1.
func (s *screen) displayName(i int) string {
	if i < 0 {
		return s.game.Neutral
	}
	return ui.PlayerName(s.st().Seats[i].Name, i)
}

// entries is everything entered as a counts-mode table, unchecked: the
// players in play and, in 2-player games, the neutral collector.
func (s *screen) entries() tiles.Table {
	t := tiles.Table{Game: s.game.ID, Round: s.st().Round}
	if s.st().Simple && slices.Contains(s.game.Variants, "simple") {
		t.Variant = "simple"
	}
	for i := range s.st().Players {
		h := s.st().Seats[i]
		p := tiles.Player{Name: s.displayName(i), Counts: positive(h.Counts), Best: h.Best}
		edge := h.Edge
		if s.game.Feature == "moat" {
			p.Moat = &edge
		} else {
			p.Wall = &edge
		}
		t.Players = append(t.Players, p)
	}
	if s.withDummy() {
		t.Dummy = &tiles.Dummy{Name: s.game.Neutral, Counts: positive(s.st().Dummy.Counts), Best: s.st().Dummy.Best}
	}
	return t
}

// table is the state as counts-mode input for the scoring engine, or why
// it cannot be scored yet.
func (s *screen) table() (tiles.Table, string) {
	t := s.entries()
	if e := s.game.OverBox(t); e != nil {
		return t, lang.XN("tiles.box.over", "{{.N}} {{.Type}} buildings are entered, but the box holds {{.Box}}.", e.Left,
			map[string]any{"N": e.Left, "Type": typeName(e.At.Type), "Box": e.Limit})
	}
	seen := map[string]bool{}
	for i := range t.Players {
		p := &t.Players[i]
		if seen[p.Name] {
			return t, lang.X("tiles.names.distinct", "Two players are called {{.Name}}; give them different names.", map[string]any{"Name": p.Name})
		}
		seen[p.Name] = true
		var why string
		if p.Best, why = s.bestFor(s.st().Seats[i], p.Name); why != "" {
			return t, why
		}
	}
	if t.Dummy != nil {
		var why string
		if t.Dummy.Best, why = s.bestFor(s.st().Dummy, s.game.Neutral); why != "" {
			return t, why
		}
	}
	return t, ""
}

// bestFor returns the best values of the types h holds, which break ties
// where the game orders equal counts by value (nil elsewhere), or why they
// cannot be given: the first type held whose best value name has not
// entered.
func (s *screen) bestFor(h holding, name string) (map[string]int, string) {
	if !s.game.TieByValue {
		return nil, ""
	}
	best := map[string]int{}
	for _, typ := range s.game.Types {
		if h.Counts[typ] == 0 {
			continue
		}
		b, ok := h.Best[typ]
		if !ok {
			return nil, lang.X("tiles.best.missing", "{{.Name}}: enter the highest value of your {{.Type}} buildings; it breaks ties.",
				map[string]any{"Name": name, "Type": typeName(typ)})
		}
		best[typ] = b
	}
	return best, ""
}

func positive(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v > 0 {
			out[k] = v
		}
	}
	return out
}

// recompute scores the state and shows the points, or why it cannot.
func (s *screen) recompute() {
	t, why := s.table()
	var res tiles.Result
	if why == "" {
		var err error
		res, err = tiles.Score(t)
		if err != nil {
			why = lang.X("tiles.cannot", "Cannot score these entries: {{.Err}}", map[string]any{"Err": err.Error()})
		}
	}
	if why != "" {
		s.problem.SetText(why)
		s.problem.Show()
		s.showPoints(nil)
		return
	}
	s.problem.Hide()
	s.showPoints(&res)
}

func (s *screen) showPoints(res *tiles.Result) {
	feature := s.game.Feature
	for i, v := range s.seats {
		var pr *tiles.PlayerResult
		if res != nil && i < len(res.Players) {
			pr = &res.Players[i]
		}
		fillPoints(v, pr, s.game.Types, feature)
	}
	if s.dummy != nil {
		var pr *tiles.PlayerResult
		if res != nil {
			pr = res.Dummy
		}
		fillPoints(s.dummy, pr, s.game.Types, feature)
	}
	s.fillTotals(res)
	s.fillResults(res)
}

func fillPoints(v *seatView, pr *tiles.PlayerResult, types []string, feature string) {
	for _, typ := range types {
		v.points[typ].SetText(pointsText(pr, typ))
	}
	if v.edgePt != nil {
		v.edgePt.SetText(pointsText(pr, feature))
	}
	if pr == nil {
		v.total.SetText("—")
	} else {
		v.total.SetText(points(pr.Total))
	}
}

func pointsText(pr *tiles.PlayerResult, key string) string {
	if pr == nil {
		return "—"
	}
	return points(pr.Points[key])
}

// points is n points, with the plural form each language gives n.
func points(n int) string {
	return lang.XN("tiles.points", "{{.N}} pts", n, map[string]any{"N": n})
}

// fillTotals shows the ranking line: every player by total, highest first.
func (s *screen) fillTotals(res *tiles.Result) {
	s.totals.Objects = nil
	if res == nil {
		s.totals.Refresh()
		return
	}
	type entry struct {
		name   string
		colour color.Color
		total  int
	}
	var list []entry
	for i, p := range res.Players {
		list = append(list, entry{p.Name, s.st().Seats[i].colour(), p.Total})
	}
	if res.Dummy != nil {
		list = append(list, entry{res.Dummy.Name, theme.Color(theme.ColorNameDisabled), res.Dummy.Total})
	}
	sort.SliceStable(list, func(a, b int) bool { return list[a].total > list[b].total })
	for _, e := range list {
		s.totals.Add(container.NewHBox(ui.Swatch(e.colour, 18), ui.Heading(fmt.Sprintf("%s: %d", e.name, e.total))))
	}
	s.totals.Refresh()
}

// fillResults builds the breakdown table: a row per type plus the wall or
// moat and the total, a column per player.
func (s *screen) fillResults(res *tiles.Result) {
	s.results.Objects = nil
	if res == nil {
		s.results.Add(widget.NewLabel("—"))
		s.results.Refresh()
		return
	}
	cols := append([]tiles.PlayerResult{}, res.Players...)
	if res.Dummy != nil {
		cols = append(cols, *res.Dummy)
	}
	grid := container.New(&resultLayout{cols: len(cols) + 1})
	grid.Add(widget.NewLabel(""))
	for _, c := range cols {
		l := widget.NewLabelWithStyle(c.Name, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		l.Truncation = fyne.TextTruncateEllipsis
		grid.Add(l)
	}
	rowKeys := append(append([]string{}, s.game.Types...), s.game.Feature)
	for _, key := range rowKeys {
		name := typeName(key)
		if key == s.game.Feature {
			name = featureName(s.game)
		}
		l := widget.NewLabel(name)
		l.Truncation = fyne.TextTruncateEllipsis
		grid.Add(l)
		for ci, c := range cols {
			text := fmt.Sprint(c.Points[key])
			if key == s.game.Feature && ci >= len(res.Players) {
				text = "–" // the neutral collector never scores walls or moats
			}
			grid.Add(widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{}))
		}
	}
	grid.Add(ui.Heading(lang.X("tiles.total", "Total")))
	for _, c := range cols {
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(c.Total), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	s.results.Add(ui.NewSideScroll(grid, s.pageScroll))
	s.results.Refresh()
}

// fieldRow is one line of a card: a name, a number field and the points it
// earns, with the field's message beneath.
func fieldRow(name string, f *ui.NumberField, points *widget.Label) fyne.CanvasObject {
	l := ui.Heading(name)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, f.Message, container.NewGridWrap(fyne.NewSize(112, 0), l), points,
		container.NewBorder(nil, nil, f.Minus, f.Plus, f.Entry))
}

// caption is a small heading above a column of fields.
func caption(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func featureName(g *tiles.Game) string {
	if g.Feature == "moat" {
		return lang.X("tiles.moat.short", "Moat")
	}
	return lang.X("tiles.wall.short", "Wall")
}
