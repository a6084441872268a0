package yusuf

import (
	"fmt"
	"slices"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
)

// WishElement is one element of a sultan's wish tile: Per is type (with
// Type), presence, consolidated, seal, blue-poem, red-poem or poem; PP is
// printed beside it.
type WishElement struct {
	Per  string `json:"per"`
	Type string `json:"type,omitempty"`
	PP   int    `json:"pp"`
}

// Wishes scores every tile in the tower for Yusuf [ES L1133–1143]: a
// building-type element pays once per shown type he holds (ruling 13); each
// of his minor poems counts as blue and as red; the any-colour element
// counts all his poem cards. (scoring/sabika's wishes engine takes this
// over once it is on main: Yusuf's holdings map to its player input with
// minor_poems.)
func (h *Holdings) Wishes(tower [][]WishElement) (int, error) {
	total := 0
	for t, tile := range tower {
		for e, el := range tile {
			if el.PP < 0 || el.PP > MaxCount {
				return 0, inputErr(fmt.Sprintf("tower[%d][%d].pp", t, e), outOfRange(el.PP, 0, MaxCount))
			}
			n, err := h.wishCount(el)
			if err != nil {
				return 0, Within(fmt.Sprintf("tower[%d][%d]", t, e), err)
			}
			total += n * el.PP
		}
	}
	return total, nil
}

func (h *Holdings) wishCount(el WishElement) (int, error) {
	switch el.Per {
	case "type":
		switch {
		case slices.Contains(MajorTypes, el.Type):
			if slices.ContainsFunc(h.MajorBuildings, func(b Building) bool { return b.Type == el.Type }) {
				return 1, nil
			}
			return 0, nil
		case slices.Contains(MinorTypes, el.Type):
			if slices.Contains(h.MinorBuildings, el.Type) {
				return 1, nil
			}
			return 0, nil
		}
		return 0, inputErr("type", sabika.UnknownBuildingType.With(message.Params{"Type": el.Type}))
	case "presence":
		return len(h.Cities), nil
	case "consolidated":
		return h.consolidated(), nil
	case "seal":
		return h.Seals, nil
	case "blue-poem", "red-poem":
		return len(h.MinorPoems), nil
	case "poem":
		return len(h.MinorPoems) + len(h.MajorPoems), nil
	}
	return 0, inputErr("per", msgWishElement.With(message.Params{"Per": el.Per}))
}

// Tribute has Yusuf pay due parias: his track first, then 1 PP per paria
// he cannot pay, down to 0 PP, the rest forgiven; never seals [ES L1133;
// ruling 12]. It returns the steps back and the PP lost. (scoring/sabika's
// tribute engine gives the same for a player marked yusuf.)
func (st *State) Tribute(due int) (steps, lost int) {
	steps = min(st.Parias, due)
	lost = min(due-steps, st.PP)
	st.Parias -= steps
	st.PP -= lost
	return steps, lost
}

// RoundEnd is what the end of a round needs from the table.
type RoundEnd struct {
	// Tower: every wish tile in the tower now, at the end of rounds 1 and 3
	// only (1 tile, then 2); empty otherwise.
	Tower [][]WishElement `json:"tower"`
	// Due: the tribute printed under the narrator's new space.
	Due int `json:"due"`
	// PlayerParias: the player's paria track after the tribute.
	PlayerParias int `json:"player_parias"`
	// YusufOnTop: on equal parias, Yusuf's counter is on top of the stack
	// (ruling 10); needed only on a tie.
	YusufOnTop *bool `json:"yusuf_on_top,omitempty"`
}

// Start players of the next round.
const (
	StartYusuf  = "yusuf"
	StartChoice = "player-chooses"
)

// EndRound runs Yusuf's end of round 1–4 [ES L1117–1143]: no income; the
// wishes (rounds 1 and 3); the tribute with his track then PP; the start
// player (Yusuf when his counter is most advanced, else the player
// chooses); the workers stand up; the tiles are reshuffled into a new pile.
func (st *State) EndRound(in RoundEnd) ([]Event, string, error) {
	if err := st.readyToEnd(); err != nil {
		return nil, "", err
	}
	if st.Round == Rounds {
		return nil, "", ruleErr(msgRoundFiveEnds.With(nil))
	}
	if in.Due < 0 || in.Due > MaxCount {
		return nil, "", inputErr("due", outOfRange(in.Due, 0, MaxCount))
	}
	if in.PlayerParias < 0 || in.PlayerParias > MaxTotal {
		return nil, "", inputErr("player_parias", outOfRange(in.PlayerParias, 0, MaxTotal))
	}
	ev := []Event{{Kind: EventIncome, Detail: "Yusuf receives no income"}}
	wishEv, err := st.scoreWishes(in.Tower, map[int]int{1: 1, 3: 2}[st.Round])
	if err != nil {
		return nil, "", err
	}
	ev = append(ev, wishEv...)
	steps, lost := st.Tribute(in.Due)
	ev = append(ev, Event{Kind: EventTribute, Parias: -steps, PP: -lost, Detail: fmt.Sprintf("due %d", in.Due)})
	start := StartChoice
	switch {
	case st.Parias > in.PlayerParias:
		start = StartYusuf
	case st.Parias == in.PlayerParias:
		if in.YusufOnTop == nil {
			return nil, "", inputErr("yusuf_on_top", msgEqualParias.With(message.Params{"Parias": st.Parias}))
		}
		if *in.YusufOnTop {
			start = StartYusuf
		}
	}
	ev = append(ev, Event{Kind: EventStartPlayer, Detail: start})
	st.newRound()
	ev = append(ev, Event{Kind: EventTilesShuffled})
	return ev, start, nil
}

func (st *State) readyToEnd() error {
	switch {
	case st.Over:
		return ruleErr(msgGameOver.With(nil))
	case st.Pending != nil:
		return ruleErr(msgTurnUnderWay.With(nil))
	case len(st.Pile) > 0:
		return ruleErr(msgTurnsLeft.With(message.Params{"Count": len(st.Pile)}))
	}
	return nil
}

// scoreWishes scores the tower, which must hold want tiles.
func (st *State) scoreWishes(tower [][]WishElement, want int) ([]Event, error) {
	if len(tower) != want {
		return nil, inputErr("tower", msgTowerCount.With(message.Params{"Round": st.Round, "Want": want, "Given": len(tower)}))
	}
	if want == 0 {
		return nil, nil
	}
	pp, err := st.Holdings.Wishes(tower)
	if err != nil {
		return nil, err
	}
	st.addPP(pp)
	return []Event{{Kind: EventWishes, PP: pp}}, nil
}

// PlayerConsolidated is the player consolidating, on their turn, city,
// where Yusuf had consolidated before: he gets 2 PP instead of the usual
// 1 dinar and 1 PP of an earlier consolidator [ES L1071, L635 step 3]. A
// city where he has not consolidated is refused: nothing happens there.
func (st *State) PlayerConsolidated(city string) ([]Event, error) {
	if st.Over {
		return nil, ruleErr(msgGameOver.With(nil))
	}
	if err := checkCityName(city); err != nil {
		return nil, err
	}
	var his []string
	for _, c := range st.Holdings.Cities {
		if c.Consolidated {
			his = append(his, c.Name)
		}
	}
	if !slices.Contains(his, city) {
		return nil, inputErr("", msgNotConsolidated.With(message.Params{"City": city, "Cities": strings.Join(his, ", ")}))
	}
	st.addPP(2)
	return []Event{{Kind: EventBonus, Detail: city, PP: 2}}, nil
}

// PoemScore is the scoring of one of Yusuf's major poems as read from the
// card: PP fixed (or the ranking result), and for A3 PerTrio (PP per trio
// of blue, red and grey poems) and for C3 PerBalance (PP per architectural
// balance).
type PoemScore struct {
	Code       string `json:"code"`
	PP         int    `json:"pp"`
	PerTrio    int    `json:"per_trio,omitempty"`
	PerBalance int    `json:"per_balance,omitempty"`
}

// GameEnd is what the end of the game needs from the table.
type GameEnd struct {
	Tower [][]WishElement `json:"tower"`
	// Due is the final tribute: always 6 [ES L849]; nil means 6.
	Due   *int        `json:"due,omitempty"`
	Poems []PoemScore `json:"poems"`
	Trade int         `json:"trade"`
}

// Final is Yusuf's final score, part by part.
type Final struct {
	Wishes  int `json:"wishes"`
	Tribute int `json:"tribute"`
	Poems   int `json:"poems"`
	Trade   int `json:"trade"`
	Seals   int `json:"seals"`
	Total   int `json:"total"`
}

// EndGame runs Yusuf's end of the game [ES L1147–1162]: no income; the 3
// wish tiles; the tribute (6 unless Due says otherwise); his major poems
// with the A3 and C3 clarifications; the trade card; +1 PP per seal.
func (st *State) EndGame(in GameEnd) ([]Event, Final, error) {
	if err := st.readyToEnd(); err != nil {
		return nil, Final{}, err
	}
	if st.Round != Rounds {
		return nil, Final{}, ruleErr(msgGameEnds.With(message.Params{"Last": Rounds, "Round": st.Round}))
	}
	if in.Due != nil && *in.Due != sabika.FinalTribute {
		return nil, Final{}, inputErr("due", msgFinalTribute.With(message.Params{"Due": *in.Due, "Tribute": sabika.FinalTribute}))
	}
	if in.Trade < 0 || in.Trade > MaxCount {
		return nil, Final{}, inputErr("trade", outOfRange(in.Trade, 0, MaxCount))
	}
	poems, err := st.poemPoints(in.Poems)
	if err != nil {
		return nil, Final{}, err
	}
	var f Final
	ev, err := st.scoreWishes(in.Tower, 3)
	if err != nil {
		return nil, Final{}, err
	}
	if len(ev) > 0 {
		f.Wishes = ev[0].PP
	}
	steps, lost := st.Tribute(sabika.FinalTribute)
	f.Tribute = -lost
	f.Poems, f.Trade, f.Seals = poems, in.Trade, st.Holdings.Seals
	st.addPP(poems + in.Trade + f.Seals)
	f.Total = st.PP
	st.Over = true
	ev = append(ev,
		Event{Kind: EventTribute, Parias: -steps, PP: -lost, Detail: fmt.Sprintf("due %d", sabika.FinalTribute)},
		Event{Kind: EventPoems, PP: poems}, Event{Kind: EventTrade, PP: in.Trade},
		Event{Kind: EventSeals, PP: f.Seals}, Event{Kind: EventFinal, PP: f.Total})
	return ev, f, nil
}

// poemPoints is the sum of PoemPoints.
func (st *State) poemPoints(ps []PoemScore) (int, error) {
	per, err := st.PoemPoints(ps)
	total := 0
	for _, pp := range per {
		total += pp
	}
	return total, err
}

// PoemPoints scores each of his major poems, in the order given (each of
// them listed once, its code in either copy's letters): the PP read from
// the card, and only for A3 PerTrio × Trios and only for C3 PerBalance ×
// Balances, the clarifications of the solo rules [ES L1161–1162].
func (st *State) PoemPoints(ps []PoemScore) ([]int, error) {
	h := &st.Holdings
	if len(ps) != len(h.MajorPoems) {
		return nil, inputErr("poems", msgPoemsCount.With(message.Params{"Count": len(h.MajorPoems), "Codes": strings.Join(h.MajorPoems, ", ")}))
	}
	seen := map[string]bool{}
	out := make([]int, len(ps))
	for i, p := range ps {
		field := fmt.Sprintf("poems[%d]", i)
		latin, ok := sabika.MajorPoemCode(p.Code)
		if !ok || !slices.ContainsFunc(h.MajorPoems, samePoem(latin)) || seen[latin] {
			return nil, inputErr(field+".code", msgPoemNotHis.With(message.Params{"Code": p.Code, "Codes": strings.Join(h.MajorPoems, ", ")}))
		}
		seen[latin] = true
		kind := PoemKind(latin)
		switch {
		case p.PP < 0 || p.PP > MaxCount:
			return nil, inputErr(field+".pp", outOfRange(p.PP, 0, MaxCount))
		case p.PerTrio < 0 || p.PerTrio > MaxCount:
			return nil, inputErr(field+".per_trio", outOfRange(p.PerTrio, 0, MaxCount))
		case p.PerBalance < 0 || p.PerBalance > MaxCount:
			return nil, inputErr(field+".per_balance", outOfRange(p.PerBalance, 0, MaxCount))
		case p.PerTrio != 0 && kind != PoemByTrio:
			return nil, inputErr(field+".per_trio", msgOnlyTrio.With(message.Params{"Poem": sabika.TrioPoem}))
		case p.PerBalance != 0 && kind != PoemByBalance:
			return nil, inputErr(field+".per_balance", msgOnlyBalance.With(message.Params{"Poem": sabika.BalancePoem}))
		}
		out[i] = p.PP + p.PerTrio*h.Trios() + p.PerBalance*h.Balances()
	}
	return out, nil
}

// Trios are his trios of poems of different colours for A3: each minor
// poem counts as blue or red, so a trio takes 2 minor poems and 1 major
// poem [ES L1161].
func (h *Holdings) Trios() int { return min(len(h.MajorPoems), len(h.MinorPoems)/2) }

// Balances are his architectural balances for C3: each of his minor
// building cards counts as one [ES L1162].
func (h *Holdings) Balances() int { return len(h.MinorBuildings) }

// Buildings counts his major and minor buildings, the final tie-break
// [ES L893].
func (h *Holdings) Buildings() int { return len(h.MajorBuildings) + len(h.MinorBuildings) }

// NextRound starts Yusuf's next round when his end of round was scored by
// the game record (scoring/sabika/game treats his seat by his rules: no
// income, wishes, tribute by track then PP): it takes his PP and parias
// from there, stands his workers up and shuffles his 4 tiles into a new
// pile, as EndRound does after scoring [ES L1117–1143].
func (st *State) NextRound(pp, parias int) error {
	if err := st.readyToEnd(); err != nil {
		return err
	}
	if st.Round == Rounds {
		return ruleErr(msgRoundFiveEnds.With(nil))
	}
	if pp < 0 || pp > MaxTotal || parias < 0 || parias > MaxTotal {
		return inputErr("pp", msgPPParias.With(message.Params{"PP": pp, "Parias": parias, "Max": MaxTotal}))
	}
	st.PP, st.Parias = pp, parias
	st.newRound()
	return nil
}

// newRound starts the next round: his workers stand up and his 4 tiles
// are shuffled into a new face-down pile [ES L1117–1143].
func (st *State) newRound() {
	st.Round++
	st.Turns = 0
	for i := range st.Workers {
		st.Workers[i].Lying = false
	}
	st.Pile = append(st.Revealed, st.Pile...)
	st.Revealed = []int{}
	st.shuffle(len(st.Pile), func(i, j int) { st.Pile[i], st.Pile[j] = st.Pile[j], st.Pile[i] })
}

// How one of his major poems scores for him at the end of the game.
const (
	PoemByTrio    = "trio"    // A3: PP per trio of different colours
	PoemByBalance = "balance" // C3: PP per architectural balance
	PoemFixed     = "fixed"   // any other: the PP read from the card
)

// PoemKind says which of PoemScore's values a major poem's card gives, its
// code in either copy's letters: A3 (RU А3) by trios, C3 (RU В3) by
// balances, any other a fixed PP or its ranking result [ES L1161–1162]. A
// poem named by its running number (spec A29) is not known to be A3 or C3:
// the PP read from the card.
func PoemKind(code string) string {
	switch latin, _ := sabika.MajorPoemCode(code); latin {
	case sabika.TrioPoem:
		return PoemByTrio
	case sabika.BalancePoem:
		return PoemByBalance
	}
	return PoemFixed
}
