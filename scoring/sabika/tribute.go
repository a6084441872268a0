package sabika

import (
	"arrayan.io/arrayan/data/message"
	"math"

	data "arrayan.io/arrayan/data/sabika"
)

// Holdings is what a player holds that the tribute can take: the paria
// track's space, dinars, seals and PP.
type Holdings struct {
	Parias int `json:"parias"`
	Dinars int `json:"dinars"`
	Seals  int `json:"seals"`
	PP     int `json:"pp"`
}

// Payment is what a player gives up in the tribute phase: steps back on the
// paria track, dinars (2 per paria), seals and PP (1 paria each) [ES
// L778–783].
type Payment struct {
	Parias int `json:"parias"`
	Dinars int `json:"dinars"`
	Seals  int `json:"seals"`
	PP     int `json:"pp"`
}

// Covers is how many parias the payment pays.
func (p Payment) Covers() int {
	return p.Parias + p.Dinars/data.DinarsPerParia + p.Seals/data.SealsPerParia + p.PP/data.PPPerParia
}

// Due is what one player owes in a tribute phase.
type Due struct {
	// Parias owed after the active event (spec §3.1; ruling 8; never below
	// 0, spec A13).
	Parias int `json:"parias"`
	// Dinar tells whether event 14 asks for a dinar as well (ruling 11).
	Dinar bool `json:"dinar"`
}

// TributeDue is the due of a player for the printed amount under the space
// the narrator reached and the active event (0: none). Yusuf ignores every
// event (ruling 11; ES L1172).
func TributeDue(printed, event int, yusuf bool) Due {
	e, ok := data.EventByNumber(event)
	if yusuf || !ok {
		return Due{Parias: max(printed, 0)}
	}
	if e.TributeDelta > 0 && printed > math.MaxInt-e.TributeDelta {
		return Due{Parias: math.MaxInt, Dinar: e.TributeDinar} // no overflow
	}
	return Due{Parias: max(printed+e.TributeDelta, 0), Dinar: e.TributeDinar}
}

// EventDinar applies event 14's dinar, paid before the parias: 1 dinar if
// the player holds one, otherwise 1 PP lost, never below 0; a seal does not
// replace it (rulings 11, 12). It returns the holdings after and what was
// taken: +1 a dinar, −1 a PP, 0 nothing (no dinar due, or neither a dinar
// nor a PP to take).
func EventDinar(h Holdings, due Due) (Holdings, int) {
	switch {
	case !due.Dinar:
		return h, 0
	case h.Dinars > 0:
		h.Dinars--
		return h, 1
	case h.PP > 0:
		h.PP--
		return h, -1
	}
	return h, 0 // ruling 12: nothing below 0, so nothing is taken
}

// Payable is what a player must pay: the due, or, when the holdings cannot
// cover it, everything they can pay (every step of the track, every seal,
// every pair of dinars and every PP), the rest forgiven (ruling 12: nothing
// goes below 0 and a payment by PP is limited to the PP held). Each means
// is taken only up to what is still due, so huge holdings cannot overflow.
func Payable(h Holdings, due int) int {
	left := max(due, 0)
	for _, means := range []int{h.Parias, h.Seals, h.Dinars / data.DinarsPerParia, h.PP} {
		left -= min(left, max(means, 0))
	}
	return max(due, 0) - left
}

// ProposePayment is the app's proposal for a human player (ruling 8): the
// paria track first, then seals, then dinars, then PP, for the payable
// amount (ruling 12: the due, or everything payable when the holdings
// cannot cover it). h is the holdings after event 14's dinar.
func ProposePayment(h Holdings, due int) Payment {
	left := Payable(h, due)
	var p Payment
	p.Parias = min(left, h.Parias)
	left -= p.Parias
	p.Seals = min(left, h.Seals)
	left -= p.Seals
	pairs := min(left, h.Dinars/data.DinarsPerParia)
	p.Dinars = pairs * data.DinarsPerParia
	left -= pairs
	p.PP = left
	return p
}

// YusufPayment is Yusuf's tribute: his paria track first, then PP for each
// paria he cannot pay, down to 0, the rest forgiven; never seals (ES L1133;
// ruling 12).
func YusufPayment(h Holdings, due int) Payment {
	steps := min(h.Parias, due)
	return Payment{Parias: steps, PP: min(due-steps, h.PP)}
}

// CheckPayment lists what makes p an illegal payment of due for holdings h
// (after event 14's dinar): each part within what the player holds, dinars
// in pairs, and the total exactly the payable amount (rulings 8, 12).
func CheckPayment(h Holdings, due int, p Payment) []Violation {
	var vs []Violation
	part := func(field string, paid, held int) {
		switch {
		case paid < 0:
			vs = append(vs, violation(RuleNegative, field, msgPayNegative.With(message.Params{"Paid": paid})))
		case paid > held:
			vs = append(vs, violation(RuleHeld, field, msgPayHeld.With(message.Params{"Paid": paid, "Held": held})))
		}
	}
	part("parias", p.Parias, h.Parias)
	part("dinars", p.Dinars, h.Dinars)
	part("seals", p.Seals, h.Seals)
	part("pp", p.PP, h.PP)
	if p.Dinars%data.DinarsPerParia != 0 {
		vs = append(vs, violation(RuleDinarPairs, "dinars", msgPayPairs.With(message.Params{"Paid": p.Dinars})))
	}
	if want := Payable(h, due); p.Covers() != want {
		vs = append(vs, violation(RuleTotal, "total", totalProblem(p.Covers(), due, want)))
	}
	return vs
}

// totalProblem words a payment of paid parias that is not the payable
// amount want for the due: the due itself when the holdings cover it,
// otherwise everything payable (ruling 12).
func totalProblem(paid, due, want int) message.Message {
	if want == max(due, 0) {
		return msgPayTotal.With(message.Params{"Paid": paid, "Due": want})
	}
	return msgPayForgiven.With(message.Params{"Paid": paid, "Due": due, "Payable": want})
}

// Apply takes a payment from the holdings.
func (h Holdings) Apply(p Payment) Holdings {
	return Holdings{Parias: h.Parias - p.Parias, Dinars: h.Dinars - p.Dinars, Seals: h.Seals - p.Seals, PP: h.PP - p.PP}
}

// TributePlayer is one player of a tribute phase.
type TributePlayer struct {
	Name  string
	Yusuf bool
	Holdings
	// Pay is the player's chosen payment; nil asks for the proposal of
	// ruling 8. Yusuf's is always computed.
	Pay *Payment
}

// TributeInput is one tribute phase (spec §3).
type TributeInput struct {
	// Printed is the tribute under the space the narrator just reached (6
	// at the end of the game).
	Printed int
	// Event is the active event during the phase, 0 when none.
	Event int
	// Players in paying order, the start player first [ES L778].
	Players []TributePlayer
	// Order is the paria track before the phase, most advanced first (see
	// Track).
	Order Track
}

// TributeOutcome is one player's part of the phase.
type TributeOutcome struct {
	Due        int      `json:"due"`
	EventDinar int      `json:"event_dinar"`
	Pay        Payment  `json:"pay"`
	After      Holdings `json:"after"`
}

// TributeResult is the phase's result: per player in input order, the
// paria track after it, and who chooses the next start player.
type TributeResult struct {
	Players []TributeOutcome
	Order   Track
	// Chooser is the index of the player whose counter is most advanced
	// (ES L821–825); in a solo game, Yusuf then becomes start player.
	Chooser int
}

// Tribute runs one tribute phase in paying order: each player's due after
// the event, event 14's dinar, the payment (given or proposed), and the
// counters moving back onto the top of any stack they land on (ruling 10).
// The due and every holding must be within their bounds (bounds.go).
func Tribute(in TributeInput) (TributeResult, error) {
	if err := checkTributeBounds(in); err != nil {
		return TributeResult{}, err
	}
	return tribute(in)
}

// tribute runs a phase whose holdings the caller has bounded: Final adds
// the last income and the wishes to the bounded inputs.
func tribute(in TributeInput) (TributeResult, error) {
	if err := checkTributeInput(in); err != nil {
		return TributeResult{}, err
	}
	res := TributeResult{Players: make([]TributeOutcome, len(in.Players)), Order: in.Order.Clone()}
	parias := make([]int, len(in.Players))
	for i, p := range in.Players {
		parias[i] = p.Parias
	}
	for i, p := range in.Players {
		out, err := payOne(in, i, p)
		if err != nil {
			return TributeResult{}, err
		}
		res.Players[i] = out
		if out.Pay.Parias > 0 {
			parias[i] = out.After.Parias
			res.Order = res.Order.Land(i, parias)
		}
	}
	res.Chooser = res.Order[0]
	return res, nil
}

func payOne(in TributeInput, i int, p TributePlayer) (TributeOutcome, error) {
	due := TributeDue(in.Printed, in.Event, p.Yusuf)
	h, eventDinar := EventDinar(p.Holdings, due)
	var pay Payment
	switch {
	case p.Yusuf:
		pay = YusufPayment(h, due.Parias)
	case p.Pay == nil:
		pay = ProposePayment(h, due.Parias)
	default:
		pay = *p.Pay
		if vs := CheckPayment(h, due.Parias, pay); len(vs) > 0 {
			return TributeOutcome{}, &PaymentError{Player: i, Name: p.Name, Violations: vs}
		}
	}
	return TributeOutcome{Due: due.Parias, EventDinar: eventDinar, Pay: pay, After: h.Apply(pay)}, nil
}

// checkTributeBounds checks the due and every holding against its bound.
func checkTributeBounds(in TributeInput) error {
	if err := checkRange("due", in.Printed, MaxQuantity); err != nil {
		return err
	}
	for i, p := range in.Players {
		err := inRange(i, quantity{"parias", p.Parias, MaxQuantity}, quantity{"dinars", p.Dinars, MaxQuantity},
			quantity{"seals", p.Seals, MaxSeals}, quantity{"pp", p.PP, MaxQuantity})
		if err != nil {
			return err
		}
	}
	return nil
}

func checkTributeInput(in TributeInput) error {
	if in.Printed < 0 {
		return inputErr("due", msgDueNegative.With(message.Params{"Value": in.Printed}))
	}
	if in.Event < 0 || in.Event > data.Events {
		return inputErr("event", msgEvent.With(message.Params{"Max": data.Events, "Value": in.Event}))
	}
	if err := checkTable(len(in.Players), func(i int) bool { return in.Players[i].Yusuf }); err != nil {
		return err
	}
	for i, p := range in.Players {
		err := inRange(i, quantity{"parias", p.Parias, math.MaxInt}, quantity{"dinars", p.Dinars, math.MaxInt},
			quantity{"seals", p.Seals, math.MaxInt}, quantity{"pp", p.PP, math.MaxInt})
		if err != nil {
			return err
		}
		if p.Pay != nil {
			// cli.md: quantities are whole numbers ≥ 0 (a bad input, not an illegal payment)
			err := inRange(i, quantity{"pay.parias", p.Pay.Parias, MaxQuantity}, quantity{"pay.dinars", p.Pay.Dinars, MaxQuantity},
				quantity{"pay.seals", p.Pay.Seals, MaxSeals}, quantity{"pay.pp", p.Pay.PP, MaxQuantity})
			if err != nil {
				return err
			}
		}
		if p.Yusuf {
			if p.Pay != nil {
				return playerErr(i, "pay", msgYusufPay.With(nil))
			}
			if p.Dinars > 0 {
				return playerErr(i, "dinars", msgYusufDinars.With(nil))
			}
		}
	}
	return in.Order.check(in.Players)
}
