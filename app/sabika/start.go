package sabika

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/history"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/setupscreen"
	"arrayan.io/arrayan/app/ui"
	gameid "arrayan.io/arrayan/data/game"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
	"arrayan.io/arrayan/setup/deal"
)

// startForm starts a game from a setup code (the last one dealt, or one
// typed) or by hand; the starting dinars come from the player's copy by
// turn position, asked inline the first time (ruling 15).
type startForm struct {
	s       *screen
	object  *fyne.Container
	byHand  bool
	code    *widget.Entry
	count   int
	names   []*widget.Entry
	start   int
	wishes  [3]string
	trade   int
	events  bool
	active  *ui.NumberField
	future  *ui.NumberField
	yusufPP int
	message *widget.Label
	// first lists the names to choose the start player from.
	first *widget.RadioGroup
	// asked is the copy's value the form asks for now ("" none): the next
	// one, asked once the player recorded this one, takes the keyboard
	// focus (the first waits for a tap: the names come first).
	asked string
}

// renamed shows the names typed in the start player's list.
func (f *startForm) renamed() {
	if f.first == nil {
		return
	}
	f.first.Options = f.typedNames()
	f.first.Selected = f.first.Options[min(f.start, len(f.first.Options)-1)]
	f.first.Refresh()
}

func newStartForm(s *screen) *startForm {
	f := &startForm{s: s, count: 2, wishes: [3]string{"A", "B", "C"}, trade: 1, yusufPP: data.StartPP}
	if s.solo {
		f.byHand, f.count = true, 1
	}
	f.code = widget.NewEntry()
	f.code.SetPlaceHolder(lang.X("sabika.start.code.placeholder", "Setup code"))
	if setup, ok := setupscreen.LastDealt(gameid.Sabika.String()); ok {
		f.code.SetText(setup.Code)
	}
	f.code.OnChanged = func(string) { f.draw() }
	dealt := setupscreen.LastNames() // typed in "Deal a setup", by player number
	for i := range 4 {
		e := ui.NameField(widget.NewEntry())
		e.SetPlaceHolder(ui.DefaultPlayerName(i))
		if i < len(dealt) && ui.NameError(dealt[i]) == nil {
			e.SetText(strings.TrimSpace(dealt[i]))
		}
		e.OnChanged = func(string) { f.renamed() }
		f.names = append(f.names, e)
	}
	f.active = ui.NewNumberField(1, false, false, eventRange)
	f.future = ui.NewNumberField(2, false, false, eventRange)
	f.message = ui.Wrapped("")
	f.message.Importance = widget.DangerImportance
	f.object = container.NewVBox()
	f.draw()
	return f
}

func eventRange(v int, _ bool) error {
	if v < 1 || v > data.Events {
		return errors.New(lang.X("sabika.start.event.range", "An event from 1 to 14"))
	}
	return nil
}

// draw lays the form out for the chosen way of starting.
func (f *startForm) draw() {
	o := f.object
	o.Objects = nil // laid out once, when complete
	f.first = nil
	ui.Append(o, ui.WrappedHeading(lang.X("sabika.start.heading", "Start a game")))
	byCode, byHand := lang.X("sabika.start.bycode", "Setup code"), lang.X("sabika.start.byhand", "By hand")
	sel := byCode
	if f.byHand {
		sel = byHand
	}
	ui.Append(o, ui.NewChoice([]string{byCode, byHand}, sel, func(v string) { f.byHand = v == byHand; f.draw() }))
	setup, codeErr := f.setup()
	if !f.byHand {
		ui.Append(o, f.code)
		if codeErr != nil {
			ui.Append(o, ui.Wrapped(codeErr.Error()))
		} else {
			f.count = setup.Players
		}
	} else {
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.players", "Players (1: solo against Yusuf)")))
		ui.Append(o, ui.NumberChoice(1, 4, f.count, func(n int) { f.count = n; f.draw() }))
	}
	for i := range f.count {
		ui.Append(o, history.WithRoster(f.names[i]))
	}
	if f.count > 1 {
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.first", "Start player (the highest start tile)")))
		opts := f.typedNames()
		f.start = min(f.start, len(opts)-1)
		f.first = nameChoice(opts, opts[f.start], func(v string) { f.start = slices.Index(f.typedNames(), v) })
		ui.Append(o, f.first)
	}
	if f.byHand {
		f.drawHand()
	}
	if ask, field := f.askDinars(setup); ask != nil {
		ui.Append(o, ask)
		ui.Relayout(o)
		if f.asked != "" && f.asked != field {
			yourcopy.FocusFirstEntry(f.s.w, ask)
		}
		f.asked = field
		return
	}
	ui.Append(o, f.message)
	go1 := widget.NewButtonWithIcon(lang.X("sabika.start.go", "Start the game"), theme.MediaPlayIcon(), f.begin)
	go1.Importance = widget.HighImportance
	if !f.byHand && codeErr != nil {
		go1.Disable()
	}
	// At the list's limit the player is told before starting what a new
	// game does to it, or why none can start (issue 28, item 10).
	switch drop, err := f.s.room(); {
	case errors.Is(err, errNoneKept):
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.full.unkept", "The list holds {{.N}} games and no ended game has its play in the history: delete a game before starting another.", map[string]any{"N": maxGames})))
		go1.Disable()
	case err != nil:
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.full", "The list holds {{.N}} games and none has ended: delete a game before starting another.", map[string]any{"N": maxGames})))
		go1.Disable()
	case drop >= 0:
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.full.drop", "The list holds {{.N}} games: starting this one takes the oldest ended game (started {{.Date}}) off the list; its play stays in the history.",
			map[string]any{"N": maxGames, "Date": shortDate(f.s.st.Get().Records[drop].Started)})))
	}
	ui.Append(o, go1)
	ui.Relayout(o)
}

// drawHand adds the by-hand choices: the wish letters on spaces 2, 4, 6,
// the trade card, the events and Yusuf's start.
func (f *startForm) drawHand() {
	o := f.object
	ui.Append(o, ui.Wrapped(lang.X("sabika.start.wishes", "Wish letters on round spaces 2, 4 and 6")))
	// The letters as the player's rulebook prints them (А, Б, В in
	// Russian), recorded as the edition's A, B, C.
	shown := map[string]string{}
	var letters []string
	for _, l := range data.WishLetters {
		shown[yourcopy.LetterName(l)] = l
		letters = append(letters, yourcopy.LetterName(l))
	}
	for k := range f.wishes {
		ui.Append(o, ui.NewChoice(letters, yourcopy.LetterName(f.wishes[k]), func(v string) { f.wishes[k] = shown[v]; f.message.SetText("") }))
	}
	ui.Append(o, ui.Wrapped(lang.X("sabika.start.trade", "Trade card")))
	ui.Append(o, ui.NewNumberField(f.trade, false, false, func(n int, _ bool) error {
		if n < 1 || n > data.TradeCards {
			return errors.New(lang.X("sabika.start.trade.range", "A trade card from 1 to 8"))
		}
		f.trade = n
		return nil
	}).Object())
	ev := widget.NewCheck(lang.X("sabika.start.events", "Advanced mode: events"), func(on bool) { f.events = on; f.draw() })
	ev.Checked = f.events
	ui.Append(o, ev)
	if f.events {
		ui.Append(o, container.NewGridWithColumns(2, ui.Wrapped(lang.X("sabika.start.active", "Active event")), f.active.Object()))
		ui.Append(o, container.NewGridWithColumns(2, ui.Wrapped(lang.X("sabika.start.future", "Future event")), f.future.Object()))
	}
	if f.count == 1 {
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.yusufpp", "Yusuf's starting PP")))
		ui.Append(o, ui.NewChoice([]string{"5", "10"}, strconv.Itoa(f.yusufPP), func(v string) { f.yusufPP, _ = strconv.Atoi(v) }))
	}
}

func (f *startForm) setup() (*deal.Setup, error) {
	code := strings.TrimSpace(f.code.Text)
	if code == "" {
		return nil, errors.New(lang.X("sabika.start.code.none", "Type the code of a Sabika setup, or deal one first."))
	}
	s, err := game.SetupOf(code)
	if err != nil {
		return nil, ui.Worded(ui.SayError(err)) // the engine's refusal: unreadable, or another game's
	}
	return s, nil
}

func (f *startForm) typedNames() []string {
	out := make([]string, f.count)
	for i := range out {
		out[i] = ui.PlayerName(f.names[i].Text, i)
	}
	return out
}

// askDinars is the inline question for the first starting dinars the
// game needs that the copy does not hold, and that value's field, or nil.
func (f *startForm) askDinars(setup *deal.Setup) (fyne.CanvasObject, string) {
	if !f.byHand && setup == nil {
		return nil, ""
	}
	positions := f.count
	if f.count == 1 {
		positions = 2 // solo: Yusuf starts, the player is second (ES L938)
	}
	ed := f.s.copy.Get()
	for k := range positions {
		if f.count == 1 && k == 0 {
			continue
		}
		if field := fmt.Sprintf("start_dinars[%d]", k); ed.StartDinars[k] == nil {
			return yourcopy.Ask(f.s.w, f.s.copy, field, f.draw), field
		}
	}
	return nil, ""
}

// begin makes the game's state with the engine and opens it.
func (f *startForm) begin() {
	for _, e := range f.names[:f.count] {
		if err := ui.NameError(e.Text); err != nil {
			f.message.SetText(err.Error())
			return
		}
	}
	r, err := f.record()
	if err != nil {
		f.message.SetText(err.Error())
		return
	}
	f.s.add(r)
}

// record starts the game with the engine (game.Start), from the code or
// by hand as the form says; Yusuf's name as the player's language spells
// him.
func (f *startForm) record() (Record, error) {
	start := game.Start{Names: f.typedNames(), StartPlayer: f.start}
	if f.count == 1 {
		start.StartPlayer = 0 // solo: Yusuf starts (ES L938)
	}
	if !f.byHand {
		setup, err := f.setup()
		if err != nil {
			return Record{}, err
		}
		start.Code = setup.Code
	} else {
		start.Wishes, start.TradeCard = f.wishes, f.trade
		if f.events {
			a, _ := f.active.Value()
			b, _ := f.future.Value()
			start.Events = &game.Events{Active: a, Future: b}
		}
		if f.count == 1 {
			start.YusufPP = f.yusufPP
		}
	}
	r, err := start.Record(f.s.copy.Get())
	switch {
	case errors.Is(err, game.ErrWishLetters):
		return Record{}, errors.New(lang.X("sabika.start.wishes.once", "One tile of each letter: A, B and C once each."))
	case errors.Is(err, game.ErrNameTwice):
		return Record{}, errors.New(lang.X("sabika.start.names.twice", "Each player needs a name of their own."))
	}
	var dup *game.DuplicateEvent
	if errors.As(err, &dup) {
		return Record{}, errors.New(lang.X("sabika.start.event.same", "The active and the future event are two different tiles: event {{.N}} cannot be both.", map[string]any{"N": dup.Event}))
	}
	if err != nil {
		return Record{}, ui.Worded(ui.SayError(err)) // the engine's refusal, in the player's language
	}
	for i := range r.Game.Players {
		if r.Game.Players[i].Yusuf() { // the engine's "Yusuf", as the player's language spells him
			r.Game.Players[i].Name = lang.X("sabika.yusuf", "Yusuf")
		}
	}
	return r, nil
}
