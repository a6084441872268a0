package yusuf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
)

// answerFields are the fields an answer of each kind may give: what the
// board tells for that action (spec §6.5).
var answerFields = map[QuestionKind][]string{
	AskMajorBuilding:     {"type", "number"},
	AskMinorBuilding:     {"type"},
	AskWarehouse:         {"boxes"},
	AskWarehouseOpposite: {"boxes"},
	AskExport:            {"city", "seal", "matches"},
	AskConsolidate:       {"city"},
	AskMinorPoem:         {"number"},
	AskMajorPoem:         {"code"},
}

// given lists the fields an answer gives.
func (a Answer) given() []string {
	var out []string
	for _, f := range []struct {
		name string
		set  bool
	}{{"skip", a.Skip}, {"type", a.Type != ""}, {"number", a.Number != 0}, {"code", a.Code != ""},
		{"boxes", a.Boxes != nil}, {"city", a.City != ""}, {"seal", a.Seal}, {"matches", a.Matches}} {
		if f.set {
			out = append(out, f.name)
		}
	}
	return out
}

// checkKind refuses an answer that gives a field its question does not
// ask: an answer of another kind is never read as an empty one.
func (a Answer) checkKind(q Question) error {
	allowed := answerFields[q.Kind]
	for _, f := range a.given() {
		switch {
		case f == "skip" && len(a.given()) > 1:
			return inputErr("skip", msgSkipAlone.With(nil))
		case f != "skip" && !slices.Contains(allowed, f):
			return inputErr(f, msgAnswerFields.With(message.Params{"Kind": q.Kind, "Fields": strings.Join(allowed, ", ")}))
		}
	}
	return nil
}

// apply checks an answer against its question and carries out the action.
func (st *State) apply(q Question, a Answer) ([]Event, error) {
	if err := a.checkKind(q); err != nil {
		return nil, err
	}
	if a.Skip {
		// ruling 14: an action that cannot be carried out is skipped; a
		// skipped carving does not count as a carving.
		return []Event{{Kind: EventSkip, Action: string(q.Action), Detail: "cannot be carried out on the board"}}, nil
	}
	h := &st.Holdings
	done := Event{Kind: EventAction, Action: string(q.Action), Space: q.Space}
	switch q.Kind {
	case AskMajorBuilding:
		if !slices.Contains(MajorTypes, a.Type) {
			return nil, inputErr("type", msgMajorType.With(message.Params{"Type": typeParam(a.Type)}))
		}
		if a.Number < 1 || a.Number > MaxCount {
			return nil, inputErr("number", msgTileNumber.With(message.Params{"Value": a.Number, "Max": MaxCount}))
		}
		if len(h.MajorBuildings) == MajorBuildingTiles {
			return nil, ruleErr(msgAllMajor.With(message.Params{"Count": MajorBuildingTiles}))
		}
		// [ES L1021–1027]: the favour counter advances, without benefit.
		h.MajorBuildings = append(h.MajorBuildings, Building{a.Number, a.Type})
		h.Favour++
		done.Detail = fmt.Sprintf("%s %d; favour +1, no benefit, no building bonus", a.Type, a.Number)
		return []Event{done, {Kind: EventFavour, Detail: strconv.Itoa(h.Favour)}}, nil
	case AskMinorBuilding:
		if !slices.Contains(MinorTypes, a.Type) {
			return nil, inputErr("type", msgMinorType.With(message.Params{"Type": typeParam(a.Type)}))
		}
		if len(h.MinorBuildings) == MinorBuildingCards {
			return nil, ruleErr(msgAllMinor.With(message.Params{"Count": MinorBuildingCards}))
		}
		h.MinorBuildings = append(h.MinorBuildings, a.Type)
		done.Detail = a.Type + "; never an architectural balance"
	case AskWarehouse, AskWarehouseOpposite:
		return st.takeWarehouse(q, a)
	case AskExport:
		return st.export(a)
	case AskConsolidate:
		return st.consolidate(q, a)
	case AskMinorPoem:
		if a.Number < 1 || a.Number > MinorPoemCount {
			return nil, inputErr("number", msgMinorPoemNumber.With(message.Params{"Value": a.Number, "Max": MinorPoemCount}))
		}
		if slices.Contains(h.MinorPoems, a.Number) {
			return nil, ruleErr(msgMinorPoemHeld.With(message.Params{"Number": a.Number}))
		}
		h.MinorPoems = append(h.MinorPoems, a.Number)
		h.Carvings++
		done.Detail = fmt.Sprintf("minor poem %d; none of its effects apply", a.Number)
	case AskMajorPoem:
		code := strings.ToUpper(strings.TrimSpace(a.Code))
		latin, ok := sabika.MajorPoemCode(code)
		switch {
		case !ok:
			return nil, inputErr("code", msgMajorPoemCode.With(message.Params{"Code": a.Code}))
		case latin == sabika.SoloRemovedPoem:
			return nil, ruleErr(msgMajorPoemOut.With(message.Params{"Code": code}))
		case slices.ContainsFunc(h.MajorPoems, samePoem(latin)):
			return nil, ruleErr(msgMajorPoemHeld.With(message.Params{"Code": code}))
		}
		h.MajorPoems = append(h.MajorPoems, code)
		h.Carvings++
		done.Detail = "major poem " + code
	}
	return []Event{done}, nil
}

// consolidate moves his ship in the answered city to the right half [ES
// L1069]. A player who consolidated there before him gets 1 PP and 1
// dinar from the supply [ES L635 step 3]; only the board knows, so the
// engine reminds the player (the solo exception of ES L1071 is the other
// way round).
func (st *State) consolidate(q Question, a Answer) ([]Event, error) {
	if err := checkCityName(a.City); err != nil {
		return nil, Within("city", err)
	}
	h := &st.Holdings
	i := h.city(a.City)
	if !slices.Contains(q.Options, a.City) || i < 0 {
		return nil, ruleErr(msgConsolidateCity.With(message.Params{"City": a.City, "Options": strings.Join(q.Options, ", ")}))
	}
	h.Cities[i].Consolidated = true
	return []Event{
		{Kind: EventAction, Action: string(q.Action), Space: q.Space, Detail: a.City + "; no immediate benefit"},
		{Kind: EventConsolidated, Detail: a.City},
		{Kind: EarlierConsolidator, Detail: a.City},
	}, nil
}

// takeWarehouse picks the tile with more boxes, the nearest on equal boxes
// [ES L1041–1045]; none next to the space: the opposite space is asked next.
func (st *State) takeWarehouse(q Question, a Answer) ([]Event, error) {
	if len(a.Boxes) > 2 {
		return nil, inputErr("boxes", msgBoxesCount.With(nil))
	}
	best := -1
	for i, b := range a.Boxes {
		if b < 1 || b > MaxCount {
			return nil, inputErr(fmt.Sprintf("boxes[%d]", i), msgBoxesValue.With(message.Params{"Value": b, "Max": MaxCount}))
		}
		if best < 0 || b > a.Boxes[best] {
			best = i
		}
	}
	if best < 0 {
		if q.Kind == AskWarehouseOpposite {
			return []Event{{Kind: EventSkip, Action: string(q.Action), Detail: "no warehouse tile at either space"}}, nil
		}
		return []Event{{Kind: EventAction, Action: string(q.Action), Detail: "none left next to his space: the opposite warehouse space"}}, nil
	}
	if len(st.Holdings.Warehouses) == WarehouseTiles {
		return nil, ruleErr(msgAllWarehouses.With(message.Params{"Kind": q.Kind, "Count": WarehouseTiles}))
	}
	st.Holdings.Warehouses = append(st.Holdings.Warehouses, a.Boxes[best])
	where := "nearest"
	if best == 1 {
		where = "farther"
	}
	return []Event{{Kind: EventAction, Action: string(q.Action), Space: q.Space,
		Detail: fmt.Sprintf("the %s tile, %d boxes; no benefit", where, a.Boxes[best])}}, nil
}

// export places a ship from Granada on the left half of the answered city
// and takes its seal [ES L1053–1063]; the fallback the answer describes is
// checked: a matching city without a seal must be one where he has no
// presence (and he never has two ships in one city).
func (st *State) export(a Answer) ([]Event, error) {
	h := &st.Holdings
	name := strings.TrimSpace(a.City)
	if err := checkCityName(name); err != nil {
		return nil, Within("city", err)
	}
	if h.city(name) >= 0 {
		return nil, ruleErr(msgExportHeld.With(message.Params{"City": name}))
	}
	// The answer tells whether the city meets the trade card, which a later
	// consolidation there needs: it is kept, so never asked again.
	h.Cities = append(h.Cities, City{Name: name, Matches: &a.Matches})
	h.ShipsInGranada--
	why := map[[2]bool]string{
		{true, true}:   "a city with a seal that meets the trade card",
		{true, false}:  "only matching cities without a seal remained",
		{false, true}:  "no matching city remained: a city with a seal",
		{false, false}: "no matching city and no seal: the closest city",
	}[[2]bool{a.Matches, a.Seal}]
	if a.Seal {
		h.Seals++
		why += "; takes the seal, no city bonus"
	}
	ev := []Event{{Kind: EventAction, Action: "export", Detail: name + ": " + why + "; no goods delivered"},
		{Kind: EventShipExported, Detail: name}}
	if a.Seal {
		ev = append(ev, Event{Kind: EventSealTaken, Detail: name})
	}
	return ev, nil
}
