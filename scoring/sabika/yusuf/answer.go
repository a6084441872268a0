package yusuf

import (
	"fmt"
	"slices"
	"strings"

	"arrayan.io/arrayan/data/naming"
)

// apply checks an answer against its question and carries out the action.
func (st *State) apply(q Question, a Answer) ([]Event, error) {
	if a.Skip {
		// ruling 14: an action that cannot be carried out is skipped; a
		// skipped carving does not count as a carving.
		return []Event{{Kind: "skip", Action: string(q.Action), Detail: "cannot be carried out on the board"}}, nil
	}
	h := &st.Holdings
	done := Event{Kind: "action", Action: string(q.Action), Space: q.Space}
	switch q.Kind {
	case AskMajorBuilding:
		if !slices.Contains(MajorTypes, a.Type) || a.Number < 1 {
			return nil, inputErr("major-building: type must be palace, fountain or gate and number at least 1")
		}
		// [ES L1021–1027]: the favour counter advances, without benefit.
		h.MajorBuildings = append(h.MajorBuildings, Building{a.Number, a.Type})
		h.Favour++
		done.Detail = fmt.Sprintf("%s %d; favour +1, no benefit, no building bonus", a.Type, a.Number)
	case AskMinorBuilding:
		if !slices.Contains(MinorTypes, a.Type) {
			return nil, inputErr("minor-building: type must be garden, tower or window")
		}
		h.MinorBuildings = append(h.MinorBuildings, a.Type)
		done.Detail = a.Type + "; never an architectural balance"
	case AskWarehouse, AskWarehouseOpposite:
		return st.takeWarehouse(q, a)
	case AskExport:
		return st.export(a)
	case AskConsolidate:
		i := h.city(a.City)
		if !slices.Contains(q.Options, a.City) || i < 0 {
			return nil, ruleErr("consolidate: %q is not a city where he has a ship on the left half (%s)", a.City, strings.Join(q.Options, ", "))
		}
		h.Cities[i].Consolidated = true
		done.Detail = a.City + "; no immediate benefit"
	case AskMinorPoem:
		if a.Number < 1 || a.Number > MinorPoemCount || slices.Contains(h.MinorPoems, a.Number) {
			return nil, ruleErr("carve-minor: number must be 1–%d and not a poem he holds", MinorPoemCount)
		}
		h.MinorPoems = append(h.MinorPoems, a.Number)
		h.Carvings++
		done.Detail = fmt.Sprintf("minor poem %d; none of its effects apply", a.Number)
	case AskMajorPoem:
		code := strings.ToUpper(strings.TrimSpace(a.Code))
		if code == "" || code == "F1" || slices.Contains(h.MajorPoems, code) {
			return nil, ruleErr("carve-major: give the code of an available major poem (F1 is out of the solo game)")
		}
		h.MajorPoems = append(h.MajorPoems, code)
		h.Carvings++
		done.Detail = "major poem " + code
	}
	return []Event{done}, nil
}

// takeWarehouse picks the tile with more boxes, the nearest on equal boxes
// [ES L1041–1045]; none next to the space: the opposite space is asked next.
func (st *State) takeWarehouse(q Question, a Answer) ([]Event, error) {
	if len(a.Boxes) > 2 {
		return nil, inputErr("%s: at most 2 warehouse tiles lie next to a space", q.Kind)
	}
	best := -1
	for i, b := range a.Boxes {
		if b < 1 {
			return nil, inputErr("%s: a warehouse tile shows at least 1 box", q.Kind)
		}
		if best < 0 || b > a.Boxes[best] {
			best = i
		}
	}
	if best < 0 {
		if q.Kind == AskWarehouseOpposite {
			return []Event{{Kind: "skip", Action: string(q.Action), Detail: "no warehouse tile at either space"}}, nil
		}
		return []Event{{Kind: "action", Action: string(q.Action), Detail: "none left next to his space: the opposite warehouse space"}}, nil
	}
	st.Holdings.Warehouses = append(st.Holdings.Warehouses, a.Boxes[best])
	where := "nearest"
	if best == 1 {
		where = "farther"
	}
	return []Event{{Kind: "action", Action: string(q.Action), Space: q.Space,
		Detail: fmt.Sprintf("the %s tile, %d boxes; no benefit", where, a.Boxes[best])}}, nil
}

// export places a ship from Granada on the left half of the answered city
// and takes its seal [ES L1053–1063]; the fallback the answer describes is
// checked: a matching city without a seal must be one where he has no
// presence (and he never has two ships in one city).
func (st *State) export(a Answer) ([]Event, error) {
	h := &st.Holdings
	name := strings.TrimSpace(a.City)
	if name == "" {
		return nil, inputErr("export: city is missing")
	}
	if err := naming.Check(name); err != nil {
		return nil, inputErr("export: city %v", err)
	}
	if h.city(name) >= 0 {
		return nil, ruleErr("export: he already has presence in %s", name)
	}
	h.Cities = append(h.Cities, City{Name: name})
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
	return []Event{{Kind: "action", Action: "export", Detail: name + ": " + why + "; no goods delivered"}}, nil
}
