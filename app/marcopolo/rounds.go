package marcopolo

import (
	"errors"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo/rounds"
	"arrayan.io/arrayan/setup/deal"
)

// roundSeat is one player in the round helper.
type roundSeat struct {
	Name      string   `json:"name"`
	Character string   `json:"character"`
	Posts     []string `json:"posts"` // small cities with the player's post
	Dice      int      `json:"dice"`  // this round's dice total, 0 = not rolled
}

// roundsState is what the round helper holds; it is saved on every change.
type roundsState struct {
	Players int                   `json:"players"`
	Round   int                   `json:"round"`
	Seats   [maxPlayers]roundSeat `json:"seats"`
	// Bonuses maps each small city to its bonus id (the beginner placement
	// unless the players used the expert variant).
	Bonuses map[string]string `json:"bonuses"`
	// Setup is the code of the setup whose city bonuses were taken.
	Setup string `json:"setup,omitempty"`
}

const roundsKey = "marcopolo.rounds.state"

func newRoundsState() roundsState {
	s := roundsState{Players: 3, Round: 1, Bonuses: map[string]string{}}
	for _, b := range mp.CityBonuses() {
		s.Bonuses[b.BeginnerCity] = b.ID
	}
	return s
}

func (s roundsState) clone() roundsState {
	c := s
	for i := range c.Seats {
		c.Seats[i].Posts = slices.Clone(s.Seats[i].Posts)
	}
	c.Bonuses = maps.Clone(s.Bonuses)
	return c
}

type roundsScreen struct {
	data    *ui.State[roundsState] // saved, with undo and redo
	players *ui.State[sharedTable] // the players every Marco Polo screen shares

	root     *fyne.Container
	summary  *widget.Label
	problem  *widget.Label
	payments []*fyne.Container
}

// NewRounds returns the round helper: for each of the five rounds, what the
// start of the round pays each player (small-city bonuses for their posts,
// character bonuses, the bad-dice compensation), the black dice in play and
// the contract piles left.
func NewRounds(w fyne.Window) fyne.CanvasObject { return newRoundsScreen(w).root }

// NewRoundsFromSetup returns the round helper opened from a dealt setup
// ("Start a game with this setup", issue 29, item 2): a new game from
// round 1, taking the setup's code, seats, city bonuses and the players'
// names (by player number, "" the player's default name). The game it
// replaces is one change back: Undo brings it back, as after "Reset all".
func NewRoundsFromSetup(w fyne.Window, setup *deal.Setup, names []string) fyne.CanvasObject {
	return newRoundsFromSetup(w, setup, names).root
}

func newRoundsFromSetup(w fyne.Window, setup *deal.Setup, names []string) *roundsScreen {
	r := newRoundsScreen(w)
	r.change(func(st *roundsState) {
		*st = newRoundsState()
		st.Players = setup.Players
		st.Setup = setup.Code
		if setup.Setup.MarcoPolo != nil {
			st.Bonuses = bonusesOf(setup.Setup.MarcoPolo)
		}
		for i, n := range names[:min(len(names), maxPlayers)] {
			st.Seats[i].Name = n
		}
	})
	r.build()
	return r
}

func newRoundsScreen(w fyne.Window) *roundsScreen {
	translation.Need(translation.MarcoPolo)
	translation.Need(translation.MarcoPoloNames)
	r := &roundsScreen{data: ui.OpenState(w, ui.StateConfig[roundsState]{
		Key:    roundsKey,
		Fresh:  newRoundsState,
		Check:  (*roundsState).check,
		Clone:  roundsState.clone,
		Repair: (*roundsState).repair,
	})}
	r.players = openTable(w)
	r.takeShared()
	r.data.Recompute = func() { r.share(); r.refresh() }
	r.data.Reload = func() { r.share(); r.build() }
	r.root = container.NewStack()
	r.build()
	return r
}

// repair gives a state saved without every city bonus the beginner
// placement.
func (s *roundsState) repair() {
	if len(s.Bonuses) != len(mp.CityBonuses()) {
		s.Bonuses = newRoundsState().Bonuses
	}
}

// st is the screen's state, to read; changes go through change.
func (r *roundsScreen) st() *roundsState { return r.data.Get() }

// change edits the state: saved, undoable, and the round recomputed.
func (r *roundsScreen) change(edit func(*roundsState)) { r.data.Change(edit) }

// share saves the players every Marco Polo screen shares.
func (r *roundsScreen) share() { shareFrom(r.players, r.st().Players, r.people) }

// takeShared takes in what other screens hold: the players typed on the
// end scoring, and the city bonuses as the last Marco Polo setup dealt on
// this device placed them, once per setup (the players do not enter again
// what the setup just dealt; they may still move them). Taking them is one
// change, which Undo takes back.
func (r *roundsScreen) takeShared() {
	t := r.players.Get()
	seats := t.differsFrom(r.st().Players, r.people)
	dealt, ok := setupscreen.LastDealt(deal.MarcoPolo)
	bonuses := ok && dealt.Code != r.st().Setup && dealt.Setup.MarcoPolo != nil
	if !seats && !bonuses {
		return
	}
	r.data.Change(func(st *roundsState) {
		if seats {
			t.into(&st.Players, r.people)
		}
		if bonuses {
			st.Setup = dealt.Code
			st.Players = dealt.Players
			st.Bonuses = bonusesOf(dealt.Setup.MarcoPolo)
		}
	})
	r.share()
}

// bonusesOf maps each small city to the bonus the dealt setup placed there.
func bonusesOf(dealt *deal.MarcoPoloDeal) map[string]string {
	bonuses := map[string]string{}
	for _, p := range dealt.CityBonuses {
		bonuses[p.City] = p.Bonus
	}
	return bonuses
}

// refresh shows a change: the seats are built again when their number
// changed, else only the payments are.
func (r *roundsScreen) refresh() {
	if len(r.payments) != r.st().Players {
		r.build()
		return
	}
	r.recompute()
}

// diceRange is the range of one player's dice total: all ones at the
// lowest; all sixes with Matteo Polo's white die at the highest.
func diceRange() (lo, hi int) {
	return mp.DicePerPlayer(), mp.MaxDie * (mp.DicePerPlayer() + 1)
}

func smallCities() []string {
	var out []string
	for _, s := range mp.Spaces() {
		if s.Kind == mp.KindSmall {
			out = append(out, s.ID)
		}
	}
	return out
}

func (r *roundsScreen) build() {
	r.summary = ui.Wrapped("")
	r.problem = ui.Wrapped("")
	r.problem.Importance = widget.DangerImportance
	grid := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard}, r.head())
	r.payments = nil
	for i := range r.st().Players {
		ui.Append(grid, r.seatCard(i))
	}
	ui.Append(grid, r.bonusCard())
	r.root.Objects = []fyne.CanvasObject{container.NewVScroll(grid)}
	ui.ShowNew(r.root) // all made anew but Undo and Redo, which draw themselves
	r.recompute()
}

// head is the card of the number of players and the round, with "Next
// round", "Reset all", undo and redo, and what the round's start asks.
func (r *roundsScreen) head() fyne.CanvasObject {
	players := ui.NumberChoice(minPlayers, maxPlayers, r.st().Players, func(n int) {
		if n != r.st().Players {
			r.change(func(st *roundsState) { st.Players = n })
		}
	})
	round := ui.NumberChoice(1, mp.Rounds(), r.st().Round, func(n int) {
		if n != r.st().Round {
			r.change(func(st *roundsState) { st.Round = n })
		}
	})
	// No icon: its words take the whole row at a larger text size.
	next := ui.NewWrapButton(lang.X("marcopolo.rounds.next", "Next round: clear the dice"), nil, func() {
		if r.st().Round >= mp.Rounds() {
			return
		}
		r.change(func(st *roundsState) {
			st.Round++
			for i := range st.Seats {
				st.Seats[i].Dice = 0
			}
		})
		r.build()
	})
	reset := widget.NewButtonWithIcon(lang.X("marcopolo.reset", "Reset all"), theme.DeleteIcon(), func() {
		r.change(func(st *roundsState) {
			n := st.Players
			*st = newRoundsState()
			st.Players = n
		})
		r.build()
	})
	return ui.WrapCard(lang.X("marcopolo.rounds.title", "Start of the round"), container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(lang.X("marcopolo.players", "Players")), nil, players),
		widget.NewLabel(lang.X("marcopolo.rounds.round", "Round")), round,
		next, ui.Row(r.data.UndoButton(), r.data.RedoButton()), reset,
		r.summary, r.problem,
	))
}

func (r *roundsScreen) seatCard(i int) fyne.CanvasObject {
	st := r.st().Seats[i]
	name := ui.NameField(ui.WheelThrough(widget.NewEntry()))
	name.SetPlaceHolder(ui.DefaultPlayerName(i))
	name.SetText(st.Name)
	name.OnChanged = func(v string) {
		if ui.NameError(v) == nil { // a name too long is refused where it is typed, never saved
			r.change(func(st *roundsState) { st.Seats[i].Name = v })
		}
	}
	r.data.Typed(name)
	ability := ui.Wrapped(abilityText(st.Character))
	character := characterSelect(st.Character, func(id string) {
		r.change(func(st *roundsState) { st.Seats[i].Character = id })
		ability.SetText(abilityText(id))
	})
	lo, hi := diceRange()
	dice := ui.NewNumberField(st.Dice, st.Dice == 0, true, func(v int, empty bool) error {
		if !empty && (v < lo || v > hi) {
			return errors.New(lang.X("marcopolo.rounds.dice.range", "A dice total is between {{.Lo}} and {{.Hi}}", map[string]any{"Lo": lo, "Hi": hi}))
		}
		if empty {
			v = 0
		}
		if v != r.st().Seats[i].Dice {
			r.change(func(st *roundsState) { st.Seats[i].Dice = v })
		}
		return nil
	})
	dice.Entry.SetPlaceHolder(lang.X("marcopolo.rounds.dice.none", "not rolled"))
	r.data.Typed(dice.Entry)
	pays := container.NewVBox()
	r.payments = append(r.payments, pays)
	return ui.NewCard("", "", container.NewVBox(
		history.WithRoster(name),
		ui.Wrapped(lang.X("marcopolo.field.character", "Character")), character, ability,
		ui.Wrapped(lang.X("marcopolo.rounds.posts", "Trading posts in small cities")), r.postChecks(i),
		ui.Wrapped(lang.X("marcopolo.rounds.dice", "Dice total rolled")), dice.Object(),
		ui.Heading(lang.X("marcopolo.rounds.receives", "Receives")), pays,
	))
}

// postChecks tick the small cities where seat i has a trading post.
func (r *roundsScreen) postChecks(i int) fyne.CanvasObject {
	checks := container.NewGridWithColumns(2)
	for _, city := range smallCities() {
		c := widget.NewCheck(placeName(city), nil)
		c.SetChecked(slices.Contains(r.st().Seats[i].Posts, city))
		c.OnChanged = func(on bool) {
			if on == slices.Contains(r.st().Seats[i].Posts, city) {
				return
			}
			r.change(func(st *roundsState) {
				p := &st.Seats[i]
				if on {
					p.Posts = append(p.Posts, city)
				} else {
					p.Posts = slices.DeleteFunc(p.Posts, func(x string) bool { return x == city })
				}
			})
		}
		checks.Add(c)
	}
	return checks
}

// bonusCard lets the players move the city bonuses (expert variant).
func (r *roundsScreen) bonusCard() fyne.CanvasObject {
	var ids, names []string
	for _, b := range mp.CityBonuses() {
		ids = append(ids, b.ID)
		names = append(names, bonusText(b.ID))
	}
	rows := container.NewVBox()
	for _, city := range smallCities() {
		shown := ui.NewWrapSelect(names, nil)
		sel := &shown.Select
		sel.SetSelectedIndex(slices.Index(ids, r.st().Bonuses[city]))
		sel.OnChanged = func(string) {
			if k := sel.SelectedIndex(); k >= 0 && ids[k] != r.st().Bonuses[city] {
				r.change(func(st *roundsState) { st.Bonuses[city] = ids[k] })
			}
		}
		rows.Add(container.New(&ui.NameBeside{}, widget.NewLabel(placeName(city)), ui.NewWholeWrapOptions(shown)))
	}
	beginner := ui.NewWrapButton(lang.X("marcopolo.rounds.beginner", "Beginner placement"), nil, func() {
		r.change(func(st *roundsState) { st.Bonuses = newRoundsState().Bonuses })
		r.build()
	})
	return ui.WrapCard(lang.X("marcopolo.rounds.bonuses", "City bonuses"), container.NewVBox(
		ui.Wrapped(r.bonusesSource()),
		rows, beginner))
}

// bonusesSource says where the city bonuses shown come from.
func (r *roundsScreen) bonusesSource() string {
	if r.st().Setup != "" {
		return lang.X("marcopolo.rounds.bonuses.dealt", "As the setup {{.Code}} placed them; move them here if the table differs.", map[string]any{"Code": r.st().Setup})
	}
	return lang.X("marcopolo.rounds.bonuses.help", "As placed at setup: the beginner placement, or at random in the expert variant.")
}

// people are seat i's fields that the Marco Polo screens share.
func (r *roundsScreen) people(i int) seatPeople {
	return seatPeople{&r.st().Seats[i].Name, &r.st().Seats[i].Character}
}

// table is the round helper's input from the entries.
func (r *roundsScreen) table() rounds.Table {
	t := rounds.Table{CityBonuses: r.st().Bonuses}
	for i := range r.st().Players {
		st := r.st().Seats[i]
		t.Players = append(t.Players, rounds.Player{Name: ui.PlayerName(st.Name, i), Character: st.Character, Posts: st.Posts, Dice: st.Dice})
	}
	return t
}

func (r *roundsScreen) recompute() {
	if r.summary == nil {
		return
	}
	res, err := rounds.Start(r.st().Round, r.table())
	for _, p := range r.payments {
		p.RemoveAll()
	}
	if err != nil {
		r.problem.SetText(bonusProblem(err))
		r.problem.Show()
		r.summary.SetText("")
		return
	}
	r.problem.Hide()
	lines := []string{lang.X("marcopolo.rounds.of", "Round {{.N}} of {{.Of}}", map[string]any{"N": res.Number, "Of": mp.Rounds()})}
	if res.NewStartPlayer {
		lines = append(lines, lang.X("marcopolo.rounds.start", "1. New start player: the last player who travelled last round (or the same start player if nobody did)."))
	} else {
		lines = append(lines, lang.X("marcopolo.rounds.first", "1. The start player of the setup begins."))
	}
	lines = append(lines,
		lang.X("marcopolo.rounds.bonus", "2. City and character bonuses: see each player."),
		translation.XN("marcopolo.rounds.black", "3. Take back all dice; {{.N}} black dice go back on the board.", res.BlackDice, map[string]any{"N": res.BlackDice}),
		lang.X("marcopolo.rounds.roll", "4. Roll; a total under 15 is made up with 1 coin or camel per missing point."),
		lang.X("marcopolo.rounds.piles", "Contract piles left beside the board after this round's: {{.N}}", map[string]any{"N": res.PilesLeft}),
	)
	r.summary.SetText(strings.Join(lines, "\n"))
	for i, pr := range res.Players {
		box := r.payments[i]
		if len(pr.Payments) == 0 {
			box.Add(widget.NewLabel(lang.X("marcopolo.rounds.nothing", "Nothing this round")))
		}
		for _, pay := range pr.Payments {
			box.Add(ui.Wrapped(paymentText(pay, r.st().Seats[i].Dice)))
		}
		if !pr.Rolls {
			box.Add(ui.Wrapped(lang.X("marcopolo.rounds.raschid", "Sets the dice instead of rolling: no compensation.")))
		}
		box.Refresh()
	}
}
