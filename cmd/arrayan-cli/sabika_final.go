package main

import (
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/scoring/sabika"
)

// finalHolder is one player at the end of the game: the wishes' holdings
// plus the final scoring's.
type finalHolder struct {
	wishHolder
	PP        *int            `json:"pp"`
	Parias    *int            `json:"parias"`
	Dinars    *int            `json:"dinars"`
	Goods     *int            `json:"goods"`
	Marble    *int            `json:"marble"`
	Ceramic   *int            `json:"ceramic"`
	Income    *int            `json:"income"`
	PoemPP    []int           `json:"poem_pp"`
	Trade     *int            `json:"trade"`
	Buildings *int            `json:"buildings"`
	Pay       *sabika.Payment `json:"pay"`
}

// player checks the fields the final scoring needs; Yusuf has no dinars,
// goods, materials or income to give (counts left out are 0).
func (f finalHolder) player(i int) (sabika.FinalPlayer, error) {
	switch {
	case f.PP == nil:
		return sabika.FinalPlayer{}, missing(playerPath(i, "pp"))
	case f.Parias == nil:
		return sabika.FinalPlayer{}, missing(playerPath(i, "parias"))
	case f.Dinars == nil && !f.Yusuf:
		return sabika.FinalPlayer{}, missing(playerPath(i, "dinars"))
	case f.Seals == nil:
		return sabika.FinalPlayer{}, missing(playerPath(i, "seals"))
	case f.Buildings == nil:
		return sabika.FinalPlayer{}, missing(playerPath(i, "buildings"))
	}
	return sabika.FinalPlayer{Yusuf: f.Yusuf, WishHoldings: f.holdings(), PP: *f.PP, Parias: *f.Parias,
		Dinars: count(f.Dinars), Goods: count(f.Goods), Marble: count(f.Marble), Ceramic: count(f.Ceramic),
		Income: count(f.Income), PoemPP: f.PoemPP, Trade: count(f.Trade), Buildings: *f.Buildings, Pay: f.Pay}, nil
}

type finalAnswer struct {
	Name   string             `json:"name"`
	Points sabika.FinalPoints `json:"points"`
	Total  int                `json:"total"`
}

// runFinal scores the end of the game (spec §2.5, §5; rulings 7–13).
func runFinal(raw []byte) (any, error) {
	var in struct {
		towerInput[finalHolder]
		Event *int `json:"event"`
		Due   *int `json:"due"`
	}
	names, err := decodeTower(raw, &in, &in.towerInput)
	if err != nil {
		return nil, err
	}
	event, err := eventOf(in.Event)
	if err != nil {
		return nil, err
	}
	fin := sabika.FinalInput{Tower: in.Tower, Event: event, Due: data.FinalTribute}
	if in.Due != nil {
		fin.Due = *in.Due
	}
	for i, p := range in.Players {
		fp, err := p.player(i)
		if err != nil {
			return nil, err
		}
		fin.Players = append(fin.Players, fp)
	}
	if _, err := namesOf(names); err != nil {
		return nil, err
	}
	for i := range fin.Players {
		fin.Players[i].Name = *names[i]
	}
	// holdings given in full: counts left out are 0 and must be possible
	if err := sabika.CheckWholeFinal(fin); err != nil {
		return nil, err
	}
	res, err := sabika.Final(fin)
	if err != nil {
		return nil, err
	}
	out := make([]finalAnswer, len(res.Players))
	for i, s := range res.Players {
		out[i] = finalAnswer{Name: *names[i], Points: s.Points, Total: s.Total}
	}
	winners := make([]string, len(res.Winners))
	for k, i := range res.Winners {
		winners[k] = *names[i]
	}
	return struct {
		Players []finalAnswer `json:"players"`
		Winner  []string      `json:"winner"`
	}{out, winners}, nil
}
