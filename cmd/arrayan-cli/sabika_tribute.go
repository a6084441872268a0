package main

import (
	"arrayan.io/arrayan/scoring/sabika"
)

// tributeHolder is one player of the tribute input.
type tributeHolder struct {
	Name   *string         `json:"name"`
	Yusuf  bool            `json:"yusuf"`
	Parias *int            `json:"parias"`
	Dinars *int            `json:"dinars"`
	Seals  *int            `json:"seals"`
	PP     *int            `json:"pp"`
	Pay    *sabika.Payment `json:"pay"`
}

// holdings checks the required quantities; Yusuf has no dinars to give.
func (h tributeHolder) holdings(i int) (sabika.Holdings, error) {
	switch {
	case h.Parias == nil:
		return sabika.Holdings{}, missing(playerPath(i, "parias"))
	case h.Dinars == nil && !h.Yusuf:
		return sabika.Holdings{}, missing(playerPath(i, "dinars"))
	case h.Seals == nil:
		return sabika.Holdings{}, missing(playerPath(i, "seals"))
	case h.PP == nil:
		return sabika.Holdings{}, missing(playerPath(i, "pp"))
	}
	return sabika.Holdings{Parias: *h.Parias, Dinars: count(h.Dinars), Seals: *h.Seals, PP: *h.PP}, nil
}

type tributeInput struct {
	Due     *int            `json:"due"`
	Event   *int            `json:"event"`
	Players []tributeHolder `json:"players"`
	Stacks  [][]string      `json:"stacks"`
}

type tributeAnswer struct {
	Name       string          `json:"name"`
	Due        int             `json:"due"`
	EventDinar int             `json:"event_dinar"`
	Pay        sabika.Payment  `json:"pay"`
	After      sabika.Holdings `json:"after"`
}

// runTribute runs one tribute phase (spec §3, rulings 8, 10–12).
func runTribute(data []byte) (any, error) {
	var in tributeInput
	if err := decodeSabika(data, &in); err != nil {
		return nil, err
	}
	if in.Due == nil {
		return nil, missing("due")
	}
	if in.Players == nil {
		return nil, missing("players")
	}
	event, err := eventOf(in.Event)
	if err != nil {
		return nil, err
	}
	names := make([]*string, len(in.Players))
	ti := sabika.TributeInput{Printed: *in.Due, Event: event}
	for i, p := range in.Players {
		names[i] = p.Name
		h, err := p.holdings(i)
		if err != nil {
			return nil, err
		}
		ti.Players = append(ti.Players, sabika.TributePlayer{Yusuf: p.Yusuf, Holdings: h, Pay: p.Pay})
	}
	index, err := namesOf(names)
	if err != nil {
		return nil, err
	}
	for i := range ti.Players {
		ti.Players[i].Name = *names[i]
	}
	parias := make([]int, len(ti.Players))
	for i, p := range ti.Players {
		parias[i] = p.Parias
	}
	stacks, err := stackIndices(in.Stacks, index)
	if err != nil {
		return nil, err
	}
	if ti.Order, err = sabika.TrackFromStacks(parias, stacks); err != nil {
		return nil, err
	}
	res, err := sabika.Tribute(ti)
	if err != nil {
		return nil, err
	}
	return tributeOutput(ti, res), nil
}

// stackIndices maps the stacks' names to player indices.
func stackIndices(stacks [][]string, index map[string]int) ([][]int, error) {
	out := make([][]int, len(stacks))
	for s, stack := range stacks {
		for k, name := range stack {
			i, ok := index[name]
			if !ok {
				return nil, &fieldError{Field: stackPath(s, k), Message: "no player is named " + quote(name)}
			}
			out[s] = append(out[s], i)
		}
	}
	return out, nil
}

func tributeOutput(ti sabika.TributeInput, res sabika.TributeResult) any {
	answers := make([]tributeAnswer, len(res.Players))
	after := make([]int, len(res.Players))
	for i, o := range res.Players {
		answers[i] = tributeAnswer{Name: ti.Players[i].Name, Due: o.Due, EventDinar: o.EventDinar, Pay: o.Pay, After: o.After}
		after[i] = o.After.Parias
	}
	stacks := [][]string{}
	for _, st := range res.Order.Stacks(after) {
		names := make([]string, len(st))
		for k, i := range st {
			names[k] = ti.Players[i].Name
		}
		stacks = append(stacks, names)
	}
	return struct {
		Players []tributeAnswer `json:"players"`
		Stacks  [][]string      `json:"stacks"`
		Chooser string          `json:"chooser"`
	}{answers, stacks, ti.Players[res.Chooser].Name}
}
