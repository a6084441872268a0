package history

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/alhambra"
	"arrayan.io/arrayan/data/granada"
	hist "arrayan.io/arrayan/scoring/history"
)

// categoryName is a scoring category's name in the player's language: a
// building type by the rulebook's name, the other categories as the
// scoring screens call them; an unknown slug as it is.
func categoryName(cat string) string {
	if slices.Contains(alhambra.Types, cat) || granada.TypeIndex(cat) >= 0 {
		return ui.BuildingTypeName(cat)
	}
	switch cat {
	case "wall":
		return lang.X("history.cat.wall", "Longest wall")
	case "moat":
		return lang.X("history.cat.moat", "Longest moat")
	case "majorities":
		return lang.X("history.cat.majorities", "Majorities")
	case "track":
		return lang.X("history.cat.track", "During the game")
	case "wishes":
		return lang.X("history.cat.wishes", "Sultan's wishes")
	case "tribute":
		return lang.X("history.cat.tribute", "Tribute")
	case "poems":
		return lang.X("history.cat.poems", "Poems")
	case "trade":
		return lang.X("history.cat.trade", "Trade card")
	case "seals":
		return lang.X("history.cat.seals", "Seals")
	case "goods":
		return lang.X("history.cat.goods", "Goods")
	case "marble":
		return lang.X("history.cat.marble", "Marble")
	case "ceramic":
		return lang.X("history.cat.ceramic", "Glazed ceramic")
	case "dinars":
		return lang.X("history.cat.dinars", "Dinars")
	case "objectives":
		return lang.X("history.cat.objectives", "Objective cards")
	case "objective_cities":
		return lang.X("history.cat.objective_cities", "Objective cities")
	case "beijing":
		return lang.X("history.cat.beijing", "Beijing")
	case "coins":
		return lang.X("history.cat.coins", "Coins")
	case "contracts":
		return lang.X("history.cat.contracts", "Contracts")
	}
	return cat
}

// seatName is the name of a play's seat: the roster's, or Yusuf.
func seatName(f *hist.File, s hist.Seat) string {
	if s.Yusuf {
		return lang.X("history.yusuf", "Yusuf")
	}
	return f.Name(s.Player)
}

// winnerNames joins the names of a play's winners.
func winnerNames(f *hist.File, p *hist.Play) string {
	names := make([]string, len(p.Winners))
	for i, w := range p.Winners {
		names[i] = seatName(f, p.Seats[w])
	}
	return strings.Join(names, ", ")
}

// scoresLine lists every seat with its total, in seat order.
func scoresLine(f *hist.File, p *hist.Play) string {
	parts := make([]string, len(p.Seats))
	for i, s := range p.Seats {
		parts[i] = seatName(f, s) + " " + strconv.Itoa(s.Total)
	}
	return strings.Join(parts, " · ")
}

// tieBreakText says how a tie was broken, "" when none was.
func tieBreakText(p *hist.Play) string {
	switch p.TieBreak {
	case hist.TieBuildings:
		return lang.X("history.tie.buildings", "Tie broken by the most buildings")
	case hist.TieCamels:
		return lang.X("history.tie.camels", "Tie broken by the most camels")
	}
	if len(p.Winners) > 1 {
		return lang.X("history.tie.shared", "Shared win")
	}
	return ""
}

// difficultyText names a solo game's difficulty in words (ES L1164–1172).
func difficultyText(d hist.Difficulty) string {
	var events string
	switch d.Events {
	case "none":
		events = lang.X("history.difficulty.none", "no events")
	case "one-positive-two-negative":
		events = lang.X("history.difficulty.mixed", "1 positive and 2 negative events")
	default:
		events = lang.X("history.difficulty.negative", "3 negative events")
	}
	if d.TenPP {
		return lang.X("history.difficulty.tenpp", "{{.Events}}, Yusuf starts with 10 PP", map[string]any{"Events": events})
	}
	return events
}
