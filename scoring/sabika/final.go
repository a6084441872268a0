package sabika

import (
	"arrayan.io/arrayan/data/message"
	"errors"
	"fmt"
	"strings"

	"arrayan.io/arrayan/data/jsonin"
	data "arrayan.io/arrayan/data/sabika"
)

// FinalPlayer is one player at the end of the game (spec §2.5, §5).
type FinalPlayer struct {
	Name  string
	Yusuf bool
	WishHoldings
	// PP before the end of the game; Parias, Dinars as held then (dinars
	// before the last income).
	PP, Parias, Dinars int
	Goods, Marble      int
	Ceramic            int // glazed ceramic
	// Income is the dinars of the last income step.
	Income int
	// PoemPP is the PP of each of the player's major poems.
	PoemPP []int
	// Trade is the trade card's PP for this player.
	Trade int
	// Buildings counts major and minor buildings (the tie-break).
	Buildings int
	// Pay is the final tribute's payment; nil asks for ruling 8's proposal.
	Pay *Payment
}

// FinalPoints is a player's end-of-game points by source; Tribute is the PP
// the tribute took (≤ 0, event 14 included).
type FinalPoints struct {
	Wishes  int `json:"wishes"`
	Tribute int `json:"tribute"`
	Poems   int `json:"poems"`
	Trade   int `json:"trade"`
	Seals   int `json:"seals"`
	Goods   int `json:"goods"`
	Marble  int `json:"marble"`
	Ceramic int `json:"ceramic"`
	Dinars  int `json:"dinars"`
}

// FinalScore is one player's breakdown and final PP.
type FinalScore struct {
	Points FinalPoints `json:"points"`
	// Tribute is the player's part of the final tribute phase.
	Tribute TributeOutcome `json:"tribute"`
	Total   int            `json:"total"`
}

// FinalInput is the end of the game.
type FinalInput struct {
	// Tower holds the 3 wish tiles, top first.
	Tower []Tile
	// Event is the active event (0: none); Due the final tribute, the
	// rulebook's data.FinalTribute (6, ES L849) unless the caller says else.
	Event, Due int
	// Players in paying order.
	Players []FinalPlayer
}

// FinalResult is the end of the game's scoring and its winners. A saved
// game record holds it under snake_case keys, as every other key; records
// saved before issue 30 held the Go field names and are still read
// (UnmarshalJSON).
type FinalResult struct {
	Players []FinalScore `json:"players"`
	// Winners are the indices of the winners: most PP, then most buildings;
	// several when still tied (ES L893).
	Winners []int `json:"winners"`
}

// finalResultGoKeys is a FinalResult as records saved before issue 30 hold
// it: its keys the Go field names.
type finalResultGoKeys struct {
	Players []struct {
		Points  FinalPoints    `json:"Points"`
		Tribute TributeOutcome `json:"Tribute"`
		Total   int            `json:"Total"`
	} `json:"Players"`
	Winners []int `json:"Winners"`
}

// goKey reports whether err refuses a key of the old form, as unknown to
// the snake_case one: the input is meant in the old form.
func goKey(err error) bool {
	var e *jsonin.Error
	if !errors.As(err, &e) || e.Message != "unknown field" {
		return false
	}
	switch e.Path[strings.LastIndexByte(e.Path, '.')+1:] {
	case "Players", "Points", "Tribute", "Total", "Winners":
		return true
	}
	return false
}

// UnmarshalJSON reads a result as strictly as any input (data/jsonin), in
// its snake_case keys or, for a record saved before issue 30, in the Go
// field names ("Players", "Points", "Tribute", "Total", "Winners"); never
// a mix of the two. A refusal is the form's its keys are meant in.
func (r *FinalResult) UnmarshalJSON(data []byte) error {
	type snake FinalResult // without this method
	var v snake
	err := jsonin.Decode(data, &v)
	if err == nil {
		*r = FinalResult(v)
		return nil
	}
	var old finalResultGoKeys
	if errOld := jsonin.Decode(data, &old); errOld != nil {
		if goKey(err) {
			err = errOld // the old form, mistyped: its own refusal
		}
		return fmt.Errorf("reading the final result: %w", err)
	}
	res := FinalResult{Winners: old.Winners}
	if old.Players != nil {
		res.Players = make([]FinalScore, len(old.Players))
		for i, p := range old.Players {
			res.Players[i] = FinalScore(p)
		}
	}
	*r = res
	return nil
}

// Final scores the end of the game in the rulebook's order (spec §2.5):
// income, wishes (all tower tiles), the tribute (6, events applying to
// humans, ruling 11), major poems, the trade card, then 1 PP per seal,
// good, marble and glazed ceramic kept and per 2 dinars [ES L833–893].
func Final(in FinalInput) (FinalResult, error) {
	if err := checkFinal(in); err != nil {
		return FinalResult{}, err
	}
	wishes := make([]WishHoldings, len(in.Players))
	for i, p := range in.Players {
		wishes[i] = p.WishHoldings
		wishes[i].Yusuf = p.Yusuf
	}
	wishScores, err := ScoreWishes(in.Tower, wishes)
	if err != nil {
		return FinalResult{}, err
	}
	tin := TributeInput{Printed: in.Due, Event: in.Event, Players: make([]TributePlayer, len(in.Players)), Order: make(Track, 0, len(in.Players))}
	for i, p := range in.Players {
		h := Holdings{Parias: p.Parias, Dinars: p.Dinars + p.Income, Seals: p.Seals, PP: p.PP + wishScores[i].Total}
		tin.Players[i] = TributePlayer{Name: p.Name, Yusuf: p.Yusuf, Holdings: h, Pay: p.Pay}
	}
	tin.Order = orderByParias(tin.Players)
	paid, err := tribute(tin) // holdings bounded by checkFinal, plus income and wishes
	if err != nil {
		return FinalResult{}, err
	}
	res := FinalResult{Players: make([]FinalScore, len(in.Players))}
	for i, p := range in.Players {
		res.Players[i] = finalScore(p, wishScores[i].Total, tin.Players[i].Holdings, paid.Players[i])
	}
	res.Winners = winners(in.Players, res.Players)
	return res, nil
}

func finalScore(p FinalPlayer, wishes int, before Holdings, t TributeOutcome) FinalScore {
	after := t.After
	pts := FinalPoints{
		Wishes:  wishes,
		Tribute: after.PP - before.PP,
		Trade:   p.Trade,
		Seals:   after.Seals,
		Goods:   p.Goods,
		Marble:  p.Marble,
		Ceramic: p.Ceramic,
		Dinars:  after.Dinars / data.FinalDinarsPerPP,
	}
	for _, pp := range p.PoemPP {
		pts.Poems += pp
	}
	total := p.PP + pts.Wishes + pts.Tribute + pts.Poems + pts.Trade + pts.Seals + pts.Goods + pts.Marble + pts.Ceramic + pts.Dinars
	return FinalScore{Points: pts, Tribute: t, Total: total}
}

// orderByParias orders the counters by space; the final tribute's stack
// order decides nothing (no start player follows), so on a shared space a
// later player simply lies above an earlier one.
func orderByParias(players []TributePlayer) Track {
	order := make(Track, 0, len(players))
	for i := range players {
		order = order.Land(i, paria(players))
	}
	return order
}

func paria(players []TributePlayer) []int {
	out := make([]int, len(players))
	for i, p := range players {
		out[i] = p.Parias
	}
	return out
}

// winners: most PP; tie → most major + minor buildings; still tied →
// shared (ES L893; RU L803; against Yusuf too, spec A24).
func winners(players []FinalPlayer, scores []FinalScore) []int {
	var best []int
	for i := range players {
		if len(best) == 0 {
			best = []int{i}
			continue
		}
		b := best[0]
		switch {
		case scores[i].Total > scores[b].Total,
			scores[i].Total == scores[b].Total && players[i].Buildings > players[b].Buildings:
			best = []int{i}
		case scores[i].Total == scores[b].Total && players[i].Buildings == players[b].Buildings:
			best = append(best, i)
		}
	}
	return best
}

// CheckWholeFinal checks an end of game given in full, as the CLI takes it
// (a count left out is 0): the bounds Final checks, every player's holdings
// whole (CheckWholeHoldings), and no more major poems scored in poem_pp than
// the poem cards beyond the minor poems (ES L686; Yusuf ES L1083): a major
// poem scores only for the player who holds it (ES L855–857).
func CheckWholeFinal(in FinalInput) error {
	if err := checkFinal(in); err != nil {
		return err
	}
	holdings := make([]WishHoldings, len(in.Players))
	for i, p := range in.Players {
		holdings[i] = p.WishHoldings
		holdings[i].Yusuf = p.Yusuf
	}
	if err := CheckWholeHoldings(holdings); err != nil {
		return err
	}
	for i, p := range in.Players {
		majors := p.Poems - p.BluePoems - p.RedPoems
		if p.Yusuf {
			majors = p.Poems - p.MinorPoems
		}
		if len(p.PoemPP) > majors {
			return playerErr(i, "poem_pp", msgMajorsBeyondCards.With(message.Params{"Scored": len(p.PoemPP), "Poems": p.Poems, "Majors": majors}))
		}
	}
	return nil
}

// checkFinal checks the tower's 3 tiles, the due and every player's
// quantities against their bounds, and Yusuf's empty purse.
func checkFinal(in FinalInput) error {
	if len(in.Tower) != len(data.WishSpaces) {
		return inputErr("tower", msgFinalTower.With(message.Params{"Want": len(data.WishSpaces), "Count": len(in.Tower)}))
	}
	if err := checkRange("due", in.Due, MaxQuantity); err != nil {
		return err
	}
	for i, p := range in.Players {
		err := inRange(i, quantity{"pp", p.PP, MaxQuantity}, quantity{"parias", p.Parias, MaxQuantity}, quantity{"dinars", p.Dinars, MaxQuantity},
			quantity{"goods", p.Goods, MaxGoods}, quantity{"marble", p.Marble, MaxQuantity}, quantity{"ceramic", p.Ceramic, MaxQuantity},
			quantity{"income", p.Income, MaxQuantity}, quantity{"trade", p.Trade, MaxQuantity}, quantity{"buildings", p.Buildings, MaxQuantity})
		if err != nil {
			return err
		}
		if len(p.PoemPP) > MaxMajorPoems {
			return playerErr(i, "poem_pp", msgMajorsMax.With(message.Params{"Max": MaxMajorPoems, "Count": len(p.PoemPP)}))
		}
		for k, pp := range p.PoemPP {
			if pp < 0 || pp > MaxQuantity {
				return playerErr(i, "poem_pp", rangeMsg(pp, MaxQuantity)).atPath(fieldIndex(playerField(i, "poem_pp"), k))
			}
		}
		if p.Yusuf {
			// ES L1151–1155: no income, and only seals among leftovers
			for _, q := range []quantity{{"dinars", p.Dinars, 0}, {"income", p.Income, 0}, {"goods", p.Goods, 0}, {"marble", p.Marble, 0}, {"ceramic", p.Ceramic, 0}} {
				if q.value > 0 {
					return playerErr(i, q.name, msgYusufHasNo.With(message.Params{"What": q.name}))
				}
			}
		}
	}
	return nil
}
