package marcopolo

import (
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// seat is what one player has entered.
type seat struct {
	Name       string   `json:"name"`
	VP         int      `json:"vp"`
	Coins      int      `json:"coins"`
	Camels     int      `json:"camels"`
	Pepper     int      `json:"pepper"`
	Silk       int      `json:"silk"`
	Gold       int      `json:"gold"`
	Contracts  int      `json:"contracts"`
	Beijing    int      `json:"beijing"`
	Character  string   `json:"character"`
	Objectives [2]int   `json:"objectives"` // objective card ids, 0 for none
	Posts      []string `json:"posts"`
}

// scoringState is everything the scoring screen holds; it is saved on
// every change.
type scoringState struct {
	Players int              `json:"players"`
	Editing int              `json:"editing"` // the seat whose posts the map shows
	Seats   [maxPlayers]seat `json:"seats"`
}

const scoringKey = "marcopolo.scoring.state"

func newScoringState() scoringState {
	s := scoringState{Players: 3}
	for i := range s.Seats {
		s.Seats[i] = freshSeat()
	}
	return s
}

func freshSeat() seat { return seat{VP: mp.StartScore(), Posts: []string{}} }

func (s scoringState) clone() scoringState {
	c := s
	for i := range c.Seats {
		c.Seats[i].Posts = slices.Clone(s.Seats[i].Posts)
	}
	return c
}

// table turns the entries into the engine's table; unnamed seats get their
// default names.
func (s scoringState) table() marcopolo.Table {
	var t marcopolo.Table
	for i := range s.Players {
		st := s.Seats[i]
		p := marcopolo.Player{
			Name: ui.PlayerName(st.Name, i), VP: st.VP, Coins: st.Coins, Camels: st.Camels,
			Goods:     marcopolo.Goods{Pepper: st.Pepper, Silk: st.Silk, Gold: st.Gold},
			Posts:     slices.Clone(st.Posts),
			Beijing:   st.Beijing,
			Contracts: st.Contracts, Character: st.Character,
		}
		for _, id := range st.Objectives {
			if o, ok := objectiveByID(id); ok {
				p.Objectives = append(p.Objectives, o.Cities)
			}
		}
		t.Players = append(t.Players, p)
	}
	return t
}

func objectiveByID(id int) (mp.Objective, bool) {
	for _, o := range mp.Objectives() {
		if o.ID == id {
			return o, true
		}
	}
	return mp.Objective{}, false
}

// scoringScreen is the end-scoring screen.
type scoringScreen struct {
	w    fyne.Window
	st   scoringState
	undo *ui.Undo // takes back "Reset all" and "Clear player"

	root      *fyne.Container
	page      *container.Scroll
	body      *fyne.Container // the map beside (or above) the players
	mapCard   *widget.Card
	mapView   *MapView
	editing   *widget.Select
	seats     []*seatForm
	winner    *widget.Label
	standings *widget.Label
	problems  *fyne.Container
}

// seatForm holds one player's widgets.
type seatForm struct {
	name                                             *widget.Entry
	vp, coins, camels, pepper, silk, gold, contracts *ui.NumberField
	beijing, character                               *widget.Select
	objectives                                       [2]*widget.Select
	posts                                            *widget.Label
	total                                            *widget.Label
	// breakdown is every end-scoring item of the player, under the total:
	// beside the entries it comes from.
	breakdown *fyne.Container
	// problems are the messages shown beside the entry they are about,
	// by field (see problemField).
	problems map[string]*widget.Label
	// box holds the seat's widgets; it is laid out again when a message
	// appears or goes.
	box *fyne.Container
}

// Fields of a seat that a problem can be shown beside.
const (
	fieldName       = "name"
	fieldBeijing    = "beijing"
	fieldCharacter  = "character"
	fieldObjectives = "objectives"
	fieldPosts      = "posts"
	fieldContracts  = "contracts"
)

// problemField is the entry a broken rule is about.
func problemField(rule string) string {
	switch rule {
	case marcopolo.RuleObjectiveTwice, marcopolo.RuleTooManyGoals:
		return fieldObjectives
	case marcopolo.RuleBeijingTwice, marcopolo.RuleBeijingArrival, marcopolo.RuleBeijingPost:
		return fieldBeijing
	case marcopolo.RuleCharacterTwice:
		return fieldCharacter
	case marcopolo.RuleTooManyContract:
		return fieldContracts
	}
	return fieldPosts
}

// problemLabel is an empty, hidden message in the danger colour.
func problemLabel() *widget.Label {
	l := ui.Wrapped("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// NewScoring returns the end-scoring screen: per player the score track,
// coins, camels, goods, contracts, Beijing arrival, objective cards and the
// trading posts marked on the map; a breakdown of every end-scoring item
// and the winner.
func NewScoring(w fyne.Window) fyne.CanvasObject { return newScoringScreen(w).root }

func newScoringScreen(w fyne.Window) *scoringScreen {
	translation.Need(translation.MarcoPolo)
	s := &scoringScreen{w: w, st: newScoringState(), undo: ui.NewUndo()}
	if loadJSON(w, scoringKey, &s.st, (*scoringState).check) {
		for i := range s.st.Seats {
			if s.st.Seats[i].Posts == nil {
				s.st.Seats[i].Posts = []string{}
			}
		}
	}
	shareInto(w, &s.st.Players, s.people)
	s.st.Editing = min(s.st.Editing, s.st.Players-1)
	s.root = container.NewStack()
	s.build()
	return s
}

// build lays the screen out afresh from the state.
func (s *scoringScreen) build() {
	players := ui.NumberChoice(2, maxPlayers, s.st.Players, func(n int) {
		if n != s.st.Players {
			s.st.Players = n
			s.st.Editing = min(s.st.Editing, n-1)
			s.changed()
			s.build()
		}
	})
	reset := widget.NewButtonWithIcon(lang.X("marcopolo.reset", "Reset all"), theme.DeleteIcon(), func() {
		s.remember()
		n := s.st.Players
		s.st = newScoringState()
		s.st.Players = n
		s.changed()
		s.build()
	})
	top := container.NewVBox(
		container.NewHBox(widget.NewLabel(lang.X("marcopolo.players", "Players")), players),
		container.NewHBox(reset, s.undo.Button),
	)

	s.standings = ui.Heading("")
	s.standings.Wrapping = fyne.TextWrapWord
	s.mapView = NewMapView(currentLang(), s.tapCity)
	s.mapView.CitiesOnly = true
	names := s.names()
	s.editing = widget.NewSelect(names, func(v string) {
		if i := slices.Index(s.names(), v); i >= 0 && i != s.st.Editing {
			s.st.Editing = i
			s.changed()
		}
	})
	s.editing.SetSelectedIndex(s.st.Editing)
	s.mapCard = widget.NewCard(lang.X("marcopolo.posts.title", "Trading posts"), "",
		container.NewVBox(
			widget.NewLabel(lang.X("marcopolo.posts.for", "Tap the cities of")), s.editing,
			ui.NewSideScroll(s.mapView, pageScroll(s.root)),
			ui.Wrapped(legend()),
			s.standings,
		))

	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: 330})
	s.seats = nil
	for i := range s.st.Players {
		grid.Add(s.seatForm(i))
	}

	s.winner = ui.Heading("")
	s.winner.Wrapping = fyne.TextWrapWord
	s.problems = container.NewVBox()
	resultCard := widget.NewCard(lang.X("marcopolo.result.title", "End scoring"), "",
		container.NewVBox(s.winner, s.problems))

	s.body = container.New(&sideBySide{MinWide: 1000, Lead: 0.4}, s.mapCard, grid)
	s.page = container.NewVScroll(container.NewVBox(top, s.body, resultCard))
	s.root.Objects = []fyne.CanvasObject{s.page}
	s.root.Refresh()
	s.recompute()
}

func (s *scoringScreen) names() []string {
	var out []string
	for i := range s.st.Players {
		out = append(out, ui.PlayerName(s.st.Seats[i].Name, i))
	}
	return out
}

// number makes a field bound to one of the seat's counts.
func (s *scoringScreen) number(v *int) *ui.NumberField {
	return ui.NewNumberField(*v, false, false, func(n int, _ bool) error {
		if n > marcopolo.MaxCount {
			return errors.New(lang.X("marcopolo.number.large", "Too large"))
		}
		*v = n
		s.changed()
		return nil
	})
}

// labelled puts a field under its name; the name wraps, so that two
// fields side by side fit a phone in every language.
func labelled(label string, f *ui.NumberField) fyne.CanvasObject {
	return container.NewVBox(ui.Wrapped(label), f.Object())
}

func (s *scoringScreen) seatForm(i int) fyne.CanvasObject {
	st := &s.st.Seats[i]
	f := &seatForm{}
	f.name = ui.WheelThrough(widget.NewEntry())
	f.name.SetPlaceHolder(ui.DefaultPlayerName(i))
	f.name.SetText(st.Name)
	f.name.OnChanged = func(v string) {
		st.Name = v
		s.editing.Options = s.names()
		s.editing.SetSelectedIndex(s.st.Editing)
		s.changed()
	}
	f.vp = s.number(&st.VP)
	f.coins = s.number(&st.Coins)
	f.camels = s.number(&st.Camels)
	f.pepper = s.number(&st.Pepper)
	f.silk = s.number(&st.Silk)
	f.gold = s.number(&st.Gold)
	f.contracts = s.number(&st.Contracts)

	arrivals := []string{lang.X("marcopolo.beijing.none", "No post in Beijing")}
	// a post takes the best free space: with n players, arrivals 1 to n
	for a := 1; a <= min(mp.BeijingSpaces(), s.st.Players); a++ {
		arrivals = append(arrivals, lang.X("marcopolo.beijing.arrival", "Arrived {{.N}}. ({{.VP}} VP)", map[string]any{"N": a, "VP": mp.BeijingPoints(a)}))
	}
	f.beijing = widget.NewSelect(arrivals, nil)
	f.beijing.SetSelectedIndex(st.Beijing)
	f.beijing.OnChanged = func(string) {
		a := f.beijing.SelectedIndex()
		if a < 0 || a == st.Beijing {
			return
		}
		st.Beijing = a
		has := slices.Contains(st.Posts, "beijing")
		if a > 0 && !has {
			st.Posts = append(st.Posts, "beijing")
		}
		if a == 0 && has {
			st.Posts = slices.DeleteFunc(st.Posts, func(c string) bool { return c == "beijing" })
		}
		s.changed()
	}

	f.character = characterSelect(st.Character, func(id string) {
		st.Character = id
		// Kubilai Khan starts with a post on Beijing's 10-point space.
		if c, ok := mp.CharacterByID(id); ok && c.BeijingArrival > 0 && st.Beijing == 0 {
			f.beijing.SetSelectedIndex(c.BeijingArrival)
		}
		s.changed()
	})

	cards := mp.Objectives()
	cardNames := []string{lang.X("marcopolo.objective.none", "No card chosen")}
	for _, o := range cards {
		cardNames = append(cardNames, objectiveLabel(o))
	}
	for k := range f.objectives {
		sel := widget.NewSelect(cardNames, nil)
		idx := 0
		for j, o := range cards {
			if o.ID == st.Objectives[k] {
				idx = j + 1
			}
		}
		sel.SetSelectedIndex(idx)
		sel.OnChanged = func(string) {
			j := sel.SelectedIndex()
			id := 0
			if j > 0 {
				id = cards[j-1].ID
			}
			if id != st.Objectives[k] {
				st.Objectives[k] = id
				s.changed()
			}
		}
		f.objectives[k] = sel
	}
	f.posts = ui.Wrapped("")
	f.total = ui.Heading("")
	f.breakdown = container.NewVBox()
	f.problems = map[string]*widget.Label{}
	for _, k := range []string{fieldName, fieldBeijing, fieldCharacter, fieldObjectives, fieldPosts, fieldContracts} {
		f.problems[k] = problemLabel()
	}
	markPosts := widget.NewButtonWithIcon(lang.X("marcopolo.posts.mark", "Mark posts on the map"), theme.DocumentCreateIcon(), func() {
		s.st.Editing = i
		s.editing.SetSelectedIndex(i)
		s.changed()
		s.scrollToMap()
	})
	clear := widget.NewButtonWithIcon(lang.X("marcopolo.player.clear", "Clear player"), theme.ContentClearIcon(), func() {
		s.remember()
		name := st.Name
		*st = freshSeat()
		st.Name = name
		s.changed()
		s.build()
	})
	s.seats = append(s.seats, f)

	numbers := container.NewGridWithColumns(2,
		labelled(lang.X("marcopolo.field.vp", "Score track"), f.vp),
		labelled(lang.X("marcopolo.field.coins", "Coins"), f.coins),
		labelled(lang.X("marcopolo.field.camels", "Camels"), f.camels),
		labelled(lang.X("marcopolo.field.contracts", "Fulfilled contracts"), f.contracts),
		labelled(lang.X("marcopolo.field.pepper", "Pepper"), f.pepper),
		labelled(lang.X("marcopolo.field.silk", "Silk"), f.silk),
		labelled(lang.X("marcopolo.field.gold", "Gold"), f.gold),
	)
	f.box = container.NewVBox(
		container.NewBorder(nil, nil, ui.Swatch(playerColours[i], 16), nil, f.name), f.problems[fieldName],
		numbers, f.problems[fieldContracts],
		widget.NewLabel(lang.X("marcopolo.field.beijing", "Beijing")), f.beijing, f.problems[fieldBeijing],
		widget.NewLabel(lang.X("marcopolo.field.character", "Character")), f.character, f.problems[fieldCharacter],
		widget.NewLabel(lang.X("marcopolo.field.objectives", "Objective cards")), f.objectives[0], f.objectives[1], f.problems[fieldObjectives],
		f.posts, f.problems[fieldPosts],
		container.NewGridWithColumns(1, markPosts, clear),
		widget.NewSeparator(),
		f.breakdown,
		f.total,
	)
	return widget.NewCard("", "", f.box)
}

// tapCity marks or unmarks a trading post of the seat being edited.
func (s *scoringScreen) tapCity(city string) {
	st := &s.st.Seats[s.st.Editing]
	if slices.Contains(st.Posts, city) {
		st.Posts = slices.DeleteFunc(st.Posts, func(c string) bool { return c == city })
		if city == "beijing" {
			st.Beijing = 0
			s.seats[s.st.Editing].beijing.SetSelectedIndex(0)
		}
	} else {
		st.Posts = append(st.Posts, city)
		if city == "beijing" && st.Beijing == 0 {
			st.Beijing = s.nextArrival()
			s.seats[s.st.Editing].beijing.SetSelectedIndex(st.Beijing)
		}
	}
	s.changed()
}

// nextArrival is the best Beijing space nobody holds yet.
func (s *scoringScreen) nextArrival() int {
	taken := map[int]bool{}
	for i := 0; i < s.st.Players; i++ {
		taken[s.st.Seats[i].Beijing] = true
	}
	for a := 1; a <= mp.BeijingSpaces(); a++ {
		if !taken[a] {
			return a
		}
	}
	return mp.BeijingSpaces()
}

// remember offers to bring the state back as it is now, before a
// destructive action.
func (s *scoringScreen) remember() {
	before := s.st.clone()
	s.undo.Offer("", func() {
		s.st = before
		s.changed()
		s.build()
	})
}

// changed saves the state (and the players every Marco Polo screen shares)
// and refreshes what depends on it.
func (s *scoringScreen) changed() {
	saveJSON(s.w, scoringKey, s.st)
	shareFrom(s.w, s.st.Players, s.people)
	s.recompute()
}

// people are seat i's fields that the Marco Polo screens share.
func (s *scoringScreen) people(i int) seatPeople {
	return seatPeople{&s.st.Seats[i].Name, &s.st.Seats[i].Character}
}

// recompute scores the table and shows the breakdown, the winner and any
// impossible entry.
func (s *scoringScreen) recompute() {
	if s.problems == nil {
		return
	}
	ed := s.st.Seats[s.st.Editing]
	marked := map[string]color.Color{}
	for _, c := range ed.Posts {
		marked[c] = playerColours[s.st.Editing]
	}
	ringed := map[string]bool{}
	for _, id := range ed.Objectives {
		if o, ok := objectiveByID(id); ok {
			ringed[o.Cities[0]], ringed[o.Cities[1]] = true, true
		}
	}
	s.mapView.Marked, s.mapView.Ringed = marked, ringed
	s.mapView.Refresh()
	for i, f := range s.seats {
		f.posts.SetText(postsText(s.st.Seats[i]))
	}

	s.problems.RemoveAll()
	for _, f := range s.seats {
		for _, l := range f.problems {
			l.SetText("")
			l.Hide()
		}
	}
	table := s.st.table()
	res, err := marcopolo.Score(table)
	if err != nil {
		s.showBeside(err)
		s.relayoutSeats()
		texts := problemTexts(err)
		for _, msg := range texts {
			l := ui.Wrapped(msg)
			l.Importance = widget.DangerImportance
			s.problems.Add(l)
		}
		s.winner.SetText(lang.X("marcopolo.result.fix", "Correct the entries above to see the scores."))
		s.standings.Importance = widget.DangerImportance
		s.standings.SetText(strings.Join(texts, "\n"))
		for _, f := range s.seats {
			f.total.SetText("")
			f.breakdown.RemoveAll()
		}
		s.problems.Refresh()
		return
	}
	s.relayoutSeats()
	s.winner.SetText(winnerText(res, table))
	var totals []string
	for _, p := range res.Players {
		totals = append(totals, fmt.Sprintf("%s %d", p.Name, p.Total))
	}
	s.standings.Importance = widget.MediumImportance
	s.standings.SetText(strings.Join(totals, " · ") + "\n" + s.winner.Text)
	for i, p := range res.Players {
		s.seats[i].total.SetText(lang.X("marcopolo.result.total", "Total: {{.N}} VP", map[string]any{"N": p.Total}))
		s.seats[i].breakdown.Objects = []fyne.CanvasObject{breakdown(p)}
		s.seats[i].breakdown.Refresh()
	}
	s.problems.Refresh()
}

// relayoutSeats lays the seats out again, as a message beside an entry
// may have appeared or gone.
func (s *scoringScreen) relayoutSeats() {
	for _, f := range s.seats {
		f.box.Refresh()
	}
	s.body.Refresh()
}

// showBeside puts each problem's message beside the entry it is about, in
// the seat of the player concerned (the result card lists them all too).
func (s *scoringScreen) showBeside(err error) {
	add := func(seat int, field, msg string) {
		if seat < 0 || seat >= len(s.seats) {
			return
		}
		l := s.seats[seat].problems[field]
		if l.Text != "" {
			msg = l.Text + "\n" + msg
		}
		l.SetText(msg)
		l.Show()
	}
	var imp *marcopolo.ImpossibleError
	if errors.As(err, &imp) {
		names := s.names()
		for _, v := range imp.Violations {
			if v.Player == "" { // about the whole table: beside every seat's counts
				for i := range s.seats {
					add(i, problemField(v.Rule), violationText(v))
				}
				continue
			}
			add(slices.Index(names, v.Player), problemField(v.Rule), violationText(v))
		}
		return
	}
	var in *marcopolo.InputError
	var seat int
	if errors.As(err, &in) && strings.HasSuffix(in.Field, ".name") {
		if _, e := fmt.Sscanf(in.Field, "players[%d].name", &seat); e == nil {
			add(seat, fieldName, problemTexts(err)[0])
		}
	}
}

// scrollToMap brings the map of trading posts into view, where the player
// marks the posts next.
func (s *scoringScreen) scrollToMap() {
	s.page.ScrollToOffset(fyne.NewPos(0, s.body.Position().Y+s.mapCard.Position().Y))
}

// breakdown is one player's every end-scoring item (the total follows it
// in the seat).
func breakdown(p marcopolo.PlayerScore) fyne.CanvasObject {
	rows := []struct {
		label string
		v     int
	}{
		{lang.X("marcopolo.item.track", "Score track"), p.Points.Track},
		{lang.X("marcopolo.item.objectives", "Objective cards"), p.Points.Objectives},
		{lang.X("marcopolo.item.objective_cities", "Objective cities"), p.Points.ObjectiveCities},
		{lang.X("marcopolo.item.beijing", "Beijing"), p.Points.Beijing},
		{lang.X("marcopolo.item.goods", "Goods (with Beijing)"), p.Points.Goods},
		{lang.X("marcopolo.item.coins", "Coins (1 per 10)"), p.Points.Coins},
		{lang.X("marcopolo.item.contracts", "Most contracts"), p.Points.Contracts},
	}
	// One row per item: the name (wrapping on a phone) and its points.
	grid := container.NewVBox()
	for _, r := range rows {
		grid.Add(container.NewBorder(nil, nil, nil,
			widget.NewLabelWithStyle(fmt.Sprint(r.v), fyne.TextAlignTrailing, fyne.TextStyle{}), ui.Wrapped(r.label)))
	}
	return grid
}

// winnerText names the winner(s) and how a tie was settled.
func winnerText(res marcopolo.Result, t marcopolo.Table) string {
	best := 0
	for _, p := range res.Players {
		best = max(best, p.Total)
	}
	tied := 0
	for _, p := range res.Players {
		if p.Total == best {
			tied++
		}
	}
	names := strings.Join(res.Winner, ", ")
	switch {
	case len(res.Winner) > 1:
		return lang.X("marcopolo.result.shared", "Shared victory: {{.Names}} ({{.VP}} VP, same camels)", map[string]any{"Names": names, "VP": best})
	case tied > 1:
		camels := 0
		for _, p := range t.Players {
			if p.Name == res.Winner[0] {
				camels = p.Camels
			}
		}
		return lang.XN("marcopolo.result.camels", "Winner: {{.Name}} ({{.VP}} VP, tie broken by {{.Camels}} camels)", camels, map[string]any{"Name": names, "VP": best, "Camels": camels})
	}
	return lang.X("marcopolo.result.winner", "Winner: {{.Name}} ({{.VP}} VP)", map[string]any{"Name": names, "VP": best})
}

// postsText lists a seat's trading posts and how many it may have.
func postsText(st seat) string {
	limit := mp.TradingPosts()
	if c, ok := mp.CharacterByID(st.Character); ok {
		limit = c.Posts()
	}
	var names []string
	for _, c := range st.Posts {
		names = append(names, placeName(c))
	}
	list := strings.Join(names, ", ")
	if list == "" {
		list = lang.X("marcopolo.posts.empty", "none yet: tap cities on the map")
	}
	return lang.X("marcopolo.posts.list", "Trading posts ({{.N}}/{{.Max}}): {{.List}}", map[string]any{"N": len(st.Posts), "Max": limit, "List": list})
}

// problemTexts explains why a table cannot be scored, one line per problem.
func problemTexts(err error) []string {
	var imp *marcopolo.ImpossibleError
	if errors.As(err, &imp) {
		var out []string
		for _, v := range imp.Violations {
			out = append(out, violationText(v))
		}
		return out
	}
	var in *marcopolo.InputError
	if errors.As(err, &in) && strings.HasSuffix(in.Field, ".name") {
		return []string{lang.X("marcopolo.problem.name", "Two players have the same name.")}
	}
	return []string{err.Error()}
}

func violationText(v marcopolo.Violation) string {
	data := map[string]any{"Player": v.Player}
	switch v.Rule {
	case marcopolo.RuleObjectiveTwice:
		return lang.X("marcopolo.problem.objective", "{{.Player}}: this objective card is already another player's (the deck has one of each).", data)
	case marcopolo.RuleTooManyPosts:
		return lang.X("marcopolo.problem.posts", "{{.Player}}: too many trading posts: a player has 9 (11 with Wilhelm von Rubruk).", data)
	case marcopolo.RuleBeijingTwice:
		return lang.X("marcopolo.problem.beijing", "{{.Player}}: another player has the same Beijing arrival; each Beijing space holds one post.", data)
	case marcopolo.RuleBeijingArrival:
		return lang.X("marcopolo.problem.arrival", "{{.Player}}: that Beijing arrival is later than the number of players allows.", data)
	case marcopolo.RuleBeijingPost:
		return lang.X("marcopolo.problem.beijingpost", "{{.Player}}: the Beijing post and its arrival order disagree.", data)
	case marcopolo.RuleCharacterTwice:
		return lang.X("marcopolo.problem.character", "{{.Player}}: another player has the same character.", data)
	case marcopolo.RuleTooManyContract:
		return lang.X("marcopolo.problem.contracts", "More fulfilled contracts than the 44 in the box.")
	}
	return v.Player + ": " + v.Detail
}
