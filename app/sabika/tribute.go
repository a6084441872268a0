package sabika

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/game"
)

// payParts are the four means of paying, in the order the fields show
// them (ES L778–783).
var payParts = []game.ChangeField{game.FieldParias, game.FieldDinars, game.FieldSeals, game.FieldPP}

// mixFields are one player's payment fields and the lines beside them
// where a refused mix is told.
type mixFields struct {
	fields  map[game.ChangeField]*ui.NumberField
	refusal map[game.ChangeField]*widget.Label
	propose *widget.Button
	// proposal words ruling 8's proposal, always in view.
	proposal *widget.Label
	// shown is the mix the fields show (the proposal until changed).
	shown sabika.Payment
}

// tributeStep is step 3: the due after the active event, per player from
// the start player clockwise their holdings confirmed, ruling 8's proposal
// and steppers to change the mix; an illegal mix is refused beside its
// field and the step cannot be confirmed (ES L776–785, rulings 8, 10–12).
func (g *gameScreen) tributeStep() *stepView {
	r := g.record()
	s := r.Game
	mixes := make([]*mixFields, len(s.Players))
	owes := make([]*widget.Label, len(s.Players))
	box := container.NewVBox()
	for k, i := range s.PayingOrder() {
		ui.Append(box, widget.NewSeparator())
		owes[i] = ui.WrappedHeading("")
		ui.Append(box, g.payerCard(r, k, i, owes[i], &mixes[i]))
	}
	v := &stepView{
		title:  stepTitle(r, lang.X("sabika.phase.tribute", "tribute")),
		help:   g.dueText(r),
		fields: box,
	}
	v.compute = func() (*Record, fyne.CanvasObject, error) { return g.computeTribute(mixes, owes) }
	return v
}

// dueText says what is due under the narrator's space and the event.
func (g *gameScreen) dueText(r *Record) string {
	due, ok := g.edition().TributeAt(r.Game.Narrator)
	if !ok {
		return ""
	}
	text := translation.XN("sabika.tribute.due", "Tribute under space {{.Space}}: {{.Due}} parias, paid from the start player clockwise.",
		due, map[string]any{"Space": r.Game.Narrator, "Due": due})
	if r.Game.Events != nil {
		text += " " + lang.X("sabika.tribute.event", "Active event: {{.Event}}.", map[string]any{"Event": r.Game.Events.Active})
	}
	return text
}

// payerCard is one payer: what is owed and the mix.
func (g *gameScreen) payerCard(r *Record, k, i int, owes *widget.Label, mix **mixFields) fyne.CanvasObject {
	p := r.Game.Players[i]
	box := container.NewVBox(ui.WrappedHeading(lang.X("sabika.tribute.payer", "{{.K}}. {{.Name}}", map[string]any{"K": k + 1, "Name": p.Name})))
	ui.Append(box, owes) // the holdings paid from are the board panel's (boardPanel)
	if p.Yusuf() {
		ui.Append(box, ui.Wrapped(lang.X("sabika.tribute.yusuf", "Yusuf pays with his paria track first, then PP; never seals (ES L1133).")))
		return box
	}
	m, fields := g.newMix(i)
	*mix = m
	ui.Append(box, fields)
	return box
}

// newMix is player i's payment fields: a stepper per means, the line
// beside each where a refusal is told, and the way back to the proposal.
func (g *gameScreen) newMix(i int) (*mixFields, fyne.CanvasObject) {
	m := &mixFields{fields: map[game.ChangeField]*ui.NumberField{}, refusal: map[game.ChangeField]*widget.Label{}}
	m.proposal = ui.Wrapped("")
	box := container.NewVBox(m.proposal, ui.Wrapped(lang.X("sabika.tribute.pays", "Pays:")))
	pays := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellCard})
	for _, part := range payParts {
		f := ui.NewNumberField(0, false, false, func(v int, _ bool) error { return g.setPay(i, m, part, v) })
		g.s.st.Typed(f.Entry)
		m.fields[part] = f
		m.refusal[part] = errorLine("")
		m.refusal[part].Hide()
		ui.Append(pays, row(holdingName(part, asLabel), container.NewVBox(f.Object(), m.refusal[part])))
	}
	ui.Append(box, pays)
	m.refusal["total"] = errorLine("")
	m.refusal["total"].Hide()
	ui.Append(box, m.refusal["total"])
	m.propose = widget.NewButtonWithIcon(lang.X("sabika.tribute.propose", "Back to the proposal"), theme.ViewRestoreIcon(), func() {
		_ = g.edit(func(r *Record) { r.Entry.Pays = payList(r); r.Entry.Pays[i] = nil })
		g.refresh(true)
	})
	ui.Append(box, m.propose)
	return m, box
}

// owesText says what one player owes (after the event, in a game with
// events): the parias, and event 14's dinar taken first, or the PP lost
// without one (ruling 11).
func owesText(out sabika.TributeOutcome, events bool) string {
	args := map[string]any{"Due": out.Due}
	text := translation.XN("sabika.tribute.owesplain", "Owes {{.Due}} parias.", out.Due, args)
	if events {
		text = translation.XN("sabika.tribute.owes", "Owes {{.Due}} parias after the event.", out.Due, args)
	}
	switch {
	case out.EventDinar > 0:
		text += " " + lang.X("sabika.tribute.dinar", "Event 14: 1 dinar paid first.")
	case out.EventDinar < 0:
		text += " " + lang.X("sabika.tribute.nodinar", "Event 14: no dinar, 1 PP lost first.")
	}
	if paid := out.Pay.Covers(); paid < out.Due {
		// Ruling 12: everything payable is paid, the rest forgiven.
		text += " " + translation.XN("sabika.tribute.unpaid",
			"Can pay only {{.Paid}}: every step of the paria track, every seal, every pair of dinars and every PP held. The other {{.Unpaid}} are forgiven (nothing goes below 0).",
			out.Due-paid, map[string]any{"Paid": paid, "Unpaid": out.Due - paid})
	}
	return text
}

// held is player p's holding part, one of the screen's lists of
// game.HoldingFields (payParts, boardParts), which every player holds.
func held(p game.Player, part game.ChangeField) int {
	v, _ := p.Holding(part)
	return v
}

// setHolding corrects a player's holding before the tribute; a paria
// counter that moves lands on top of any stack (game.SetParias, ruling 10).
func (g *gameScreen) setHolding(i int, part game.ChangeField, v int) error {
	if p := g.record().Game.Players; i < len(p) && held(p[i], part) == v {
		return nil
	}
	return g.edit(func(r *Record) {
		before := r.Clone().Game
		defer func() { r.Entry.Corrected = corrected(r.Entry.Corrected, game.Diff(before, r.Game)) }()
		switch part {
		case game.FieldParias:
			if st, _, err := game.SetParias(r.Game, i, v); err == nil {
				r.Game = st
			}
		case game.FieldDinars:
			r.Game.Players[i].Dinars = v
		case game.FieldSeals:
			r.Game.Players[i].Seals = v
			if len(r.Entry.Holdings) == len(r.Game.Players) { // the wishes count the seals held now
				r.Entry.Holdings[i].Seals = v
			}
		case game.FieldPP:
			r.Game.Players[i].PP = v
		}
	})
}

// corrected adds the holdings changed in diff to the step's corrections:
// the first value is kept, a value corrected back to it is dropped; the
// paria track's order is not a holding.
func corrected(cs, diff []game.Change) []game.Change {
	out := slices.Clone(cs)
	for _, d := range diff {
		if _, _, holding := d.Holding(); !holding {
			continue
		}
		k := slices.IndexFunc(out, func(c game.Change) bool { return c.Path == d.Path })
		switch {
		case k < 0:
			out = append(out, d)
		case out[k].Old == d.New:
			out = slices.Delete(out, k, k+1)
		default:
			out[k].New = d.New
		}
	}
	return out
}

// setPay records one part of a player's mix (the rest as shown).
func (g *gameScreen) setPay(i int, m *mixFields, part game.ChangeField, v int) error {
	pay := m.shown
	switch part {
	case game.FieldParias:
		pay.Parias = v
	case game.FieldDinars:
		pay.Dinars = v
	case game.FieldSeals:
		pay.Seals = v
	case game.FieldPP:
		pay.PP = v
	}
	if pay == m.shown {
		return nil
	}
	return g.edit(func(r *Record) { r.Entry.Pays = payList(r); r.Entry.Pays[i] = &pay })
}

// payList is the entered mixes, one per player (nil: the proposal).
func payList(r *Record) []*sabika.Payment {
	if len(r.Entry.Pays) == len(r.Game.Players) {
		return r.Entry.Pays
	}
	return make([]*sabika.Payment, len(r.Game.Players))
}

// computeTribute tells what each player owes, shows each mix (the proposal where none was changed),
// refuses an illegal one beside its fields, and runs the phase.
func (g *gameScreen) computeTribute(mixes []*mixFields, owes []*widget.Label) (*Record, fyne.CanvasObject, error) {
	r := g.record()
	s := r.Game
	ed := g.edition()
	_, proposal, _, err := game.Tribute(s, ed, nil)
	if err != nil {
		return nil, nil, err
	}
	pays := payList(r)
	illegal := false
	for k, i := range s.PayingOrder() {
		out := proposal.Players[k]
		owes[i].SetText(owesText(out, s.Events != nil))
		m := mixes[i]
		if m == nil {
			continue
		}
		before := sabika.Holdings{Parias: s.Players[i].Parias, Dinars: s.Players[i].Dinars, Seals: s.Players[i].Seals, PP: s.Players[i].PP}
		illegal = m.check(out, before, pays[i]) || illegal
	}
	if illegal {
		return nil, errorLine(lang.X("sabika.tribute.illegal", "A mix is refused: see beside its fields.")), nil
	}
	next, err := g.confirmed()
	if err != nil {
		return nil, nil, err
	}
	st := next.Game // the most advanced counter chooses (ES L821–825)
	after := container.NewVBox(ui.WrappedHeading(lang.X("sabika.tribute.after", "The paria track after the tribute")), stackDrawing(st, st.Track), ui.Wrapped(stacksText(st, st.Track)),
		ui.WrappedHeading(lang.X("sabika.tribute.chooser", "After the tribute, {{.Name}} chooses the next start player.", map[string]any{"Name": st.Players[st.Track[0]].Name})))
	return next, after, nil
}

// check shows the mix (the engine's proposal out, or the one entered) and
// refuses it beside its fields when the engine's CheckPayment does; held
// are the holdings the payment comes from, before event 14's dinar
// (ruling 11), which out already took. It reports whether it is refused.
func (m *mixFields) check(out sabika.TributeOutcome, before sabika.Holdings, entered *sabika.Payment) bool {
	m.proposal.SetText(lang.X("sabika.tribute.proposal", "Proposal (track first, then seals, dinars, PP): track {{.Parias}} · seals {{.Seals}} · dinars {{.Dinars}} · PP {{.PP}}",
		map[string]any{"Parias": out.Pay.Parias, "Dinars": out.Pay.Dinars, "Seals": out.Pay.Seals, "PP": out.Pay.PP}))
	m.shown = out.Pay
	if entered != nil {
		m.shown = *entered
	}
	m.show(entered != nil)
	held, _ := sabika.EventDinar(before, sabika.Due{Parias: out.Due, Dinar: out.EventDinar != 0})
	vs := sabika.CheckPayment(held, out.Due, m.shown)
	m.refuse(vs)
	return len(vs) > 0
}

// show puts the mix in the fields; the proposal button shows only for a
// changed mix.
func (m *mixFields) show(changed bool) {
	for part, f := range m.fields {
		v := map[game.ChangeField]int{game.FieldParias: m.shown.Parias, game.FieldDinars: m.shown.Dinars, game.FieldSeals: m.shown.Seals, game.FieldPP: m.shown.PP}[part]
		if cur, _ := f.Value(); cur != v {
			f.SetValue(v, false)
		}
	}
	m.propose.Hidden = !changed
	m.propose.Refresh()
}

// refuse tells each violation beside the field it concerns, in the
// engine's words (its message, in the player's language): the first one
// there.
func (m *mixFields) refuse(vs []sabika.Violation) {
	for field, l := range m.refusal {
		text := ""
		for _, v := range vs {
			if v.Field == string(field) && text == "" {
				text = ui.Say(v.Msg)
			}
		}
		l.SetText(text)
		l.Hidden = text == ""
		l.Refresh()
	}
}
