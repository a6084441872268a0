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
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/naming"
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
	trade   *ui.NumberField
	events  bool
	active  *ui.NumberField
	future  *ui.NumberField
	yusufPP int
	message *widget.Label
	// nameSaid and wishSaid are the lines beneath each name and beneath
	// the wish letters that show the engine's refusal of them (the
	// number fields have their own line).
	nameSaid [4]*widget.Label
	wishSaid *widget.Label
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

// dealtStart is a dealt setup the new-game form starts from: its code and
// the names typed with it, by player number.
type dealtStart struct {
	code  string
	names []string
}

func newStartForm(s *screen) *startForm {
	f := &startForm{s: s, count: 2, wishes: [3]string{"A", "B", "C"}, yusufPP: data.StartPP}
	if s.solo {
		f.byHand, f.count = true, 1
	}
	f.code = widget.NewEntry()
	f.code.SetPlaceHolder(lang.X("sabika.start.code.placeholder", "Setup code"))
	if setup, ok := setupscreen.LastDealt(gameid.Sabika.String()); ok {
		f.code.SetText(setup.Code)
	}
	dealt := setupscreen.LastNames() // typed in "Deal a setup", by player number
	if s.fromSetup != nil {
		f.byHand = false
		f.code.SetText(s.fromSetup.code)
		dealt = s.fromSetup.names
	}
	f.code.OnChanged = func(string) { f.draw() }
	for i := range 4 {
		e := ui.NameField(widget.NewEntry())
		e.SetPlaceHolder(ui.DefaultPlayerName(i))
		if i < len(dealt) && ui.NameError(dealt[i]) == nil {
			e.SetText(strings.TrimSpace(dealt[i]))
		}
		f.nameSaid[i] = refusalLine()
		e.OnChanged = func(string) { f.renamed(); say(f.nameSaid[i], "") }
		f.names = append(f.names, e)
	}
	// The engine judges the trade card and the events when the game
	// starts (game.Start): the fields take any count.
	f.trade = ui.NewNumberField(1, false, false, nil)
	f.active = ui.NewNumberField(1, false, false, nil)
	f.future = ui.NewNumberField(2, false, false, nil)
	f.wishSaid = refusalLine()
	f.message = refusalLine()
	f.message.Show()
	f.object = container.NewVBox()
	f.draw()
	return f
}

// refusalLine is a hidden line for a refusal, shown once it has one.
func refusalLine() *widget.Label {
	l := ui.Wrapped("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// say shows text on line l, or hides l when text is "".
func say(l *widget.Label, text string) {
	l.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
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
	} else if f.s.solo { // the solo screen's game is one player's against Yusuf
		f.count = 1
	} else {
		ui.Append(o, ui.Wrapped(lang.X("sabika.start.players", "Players (1: solo against Yusuf)")))
		ui.Append(o, ui.NumberChoice(1, 4, f.count, func(n int) { f.count = n; f.draw() }))
	}
	for i := range f.count {
		ui.Append(o, history.WithRoster(f.names[i]))
		ui.Append(o, f.nameSaid[i])
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
			// the next question whole in view, its field focused
			ui.BringIntoView(f.s.list, ask, ask)
			ui.FocusFirstEntry(f.s.w.Canvas(), ask)
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
		ui.Append(o, ui.NewChoice(letters, yourcopy.LetterName(f.wishes[k]), func(v string) { f.wishes[k] = shown[v]; say(f.wishSaid, "") }))
	}
	ui.Append(o, f.wishSaid)
	ui.Append(o, ui.Wrapped(lang.X("sabika.start.trade", "Trade card")))
	ui.Append(o, f.trade.Object())
	ev := ui.NewWrapCheck(lang.X("sabika.start.events", "Advanced mode: events"), func(on bool) { f.events = on; f.draw() })
	ev.Check().Checked = f.events
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

// startNames are the names as typed, for the engine to judge (an empty
// one is the player's default name): the start player's list lays out
// typedNames instead, without a name too long.
func (f *startForm) startNames() []string {
	out := make([]string, f.count)
	for i := range out {
		if out[i] = strings.TrimSpace(f.names[i].Text); out[i] == "" {
			out[i] = ui.DefaultPlayerName(i)
		}
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

// begin makes the game's state with the engine and opens it, or shows
// the engine's refusal beside the field it names.
func (f *startForm) begin() {
	for _, l := range f.nameSaid {
		say(l, "")
	}
	say(f.wishSaid, "")
	for _, n := range []*ui.NumberField{f.trade, f.active, f.future} {
		n.SetMessage("")
	}
	f.message.SetText("")
	r, err := f.record()
	if err != nil {
		f.refused(err)
		return
	}
	f.s.add(r)
}

// refused shows the engine's refusal of the start in the player's
// language, beside the field its message points at (game.BadStart), or
// above the start button when it points at none of the form's fields.
func (f *startForm) refused(err error) {
	text := ui.SayError(err)
	var long *naming.TooLongError
	if errors.As(err, &long) { // the names' engine has no words: the app's
		text = ui.NameTooLong()
	}
	m, _ := message.Of(err)
	switch {
	case m.Field == "names" && m.Seat >= 1 && m.Seat <= f.count:
		say(f.nameSaid[m.Seat-1], text)
	case m.Field == "wishes":
		say(f.wishSaid, text)
	case m.Field == "trade_card":
		f.trade.SetMessage(text)
	case m.Field == "events.active":
		f.active.SetMessage(text)
	case m.Field == "events.future", m.Field == "events": // an event drawn twice: the second
		f.future.SetMessage(text)
	default:
		f.message.SetText(text)
	}
}

// record starts the game with the engine (game.Start), from the code or
// by hand as the form says; Yusuf's name as the player's language spells
// him.
func (f *startForm) record() (Record, error) {
	start := game.Start{Names: f.startNames(), StartPlayer: f.start}
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
		start.Wishes = f.wishes
		start.TradeCard, _ = f.trade.Value()
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
	if err != nil {
		return Record{}, err // the engine's refusal: begin words it
	}
	for i := range r.Game.Players {
		if r.Game.Players[i].Yusuf() { // the engine's "Yusuf", as the player's language spells him
			r.Game.Players[i].Name = lang.X("sabika.yusuf", "Yusuf")
		}
	}
	return r, nil
}
