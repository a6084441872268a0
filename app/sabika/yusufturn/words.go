package yusufturn

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	data "arrayan.io/arrayan/data/sabika"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// The engine's messages name a question by its kind ("warehouse: he
// holds all 4 warehouse tiles"); ui.Say names it as questionName does.
func init() { ui.NameValues(questionName) }

// questionName names a kind of question by the action it asks about, in
// Your copy's words (spec §6.5: each question carries out one action),
// which it loads first: a message may name a question on any screen.
func questionName(k yusuf.QuestionKind) string {
	translation.Need(translation.YourCopy)
	switch k {
	case yusuf.AskMajorBuilding:
		return yourcopy.ActionName(dy.MajorBuilding)
	case yusuf.AskMinorBuilding:
		return yourcopy.ActionName(dy.MinorBuilding)
	case yusuf.AskWarehouse, yusuf.AskWarehouseOpposite:
		return yourcopy.ActionName(dy.Warehouse)
	case yusuf.AskExport:
		return yourcopy.ActionName(dy.Export)
	case yusuf.AskConsolidate:
		return yourcopy.ActionName(dy.Consolidate)
	case yusuf.AskMinorPoem, yusuf.AskMajorPoem:
		return yourcopy.ActionName(dy.Carve)
	}
	return string(k)
}

// discardWords tells what the discard icon makes the player discard [ES L984].
func discardWords(d dy.Discard) string {
	switch d {
	case dy.DiscardRaw:
		return lang.X("yusuf.discard.raw", "Discard the raw material of the secondary actions connected to his space.")
	case dy.DiscardMarble:
		return lang.X("yusuf.discard.marble", "Discard the marble of the secondary actions connected to his space.")
	case dy.DiscardBoth:
		return lang.X("yusuf.discard.both", "Discard the raw material and the marble of the secondary actions connected to his space.")
	}
	return lang.X("yusuf.discard.none", "Nothing to discard.")
}

// typeName names a building type as the engine spells it ("palace"), in
// Your copy's words.
func typeName(t string) string { return yourcopy.TypeName(data.BuildingType(t)) }

// hiddenInTurn are the kinds the turn's list leaves out, shown otherwise:
// the card drawn is drawn large, and Done ends the turn.
func hiddenInTurn(k yusuf.EventKind) bool { return k == yusuf.EventDraw || k == yusuf.EventTurnDone }

// eventText words one engine event for the player: every kind has its
// words. h are his holdings after the turn, which name what an action
// took.
func eventText(e yusuf.Event, h *yusuf.Holdings) string {
	d := map[string]any{"Worker": yourcopy.WorkerName(dy.Worker(e.Worker)), "Space": e.Space, "From": e.Detail,
		"Action": yourcopy.ActionName(dy.Action(e.Action)), "PP": e.PP, "Parias": e.Parias, "City": e.Detail}
	switch e.Kind {
	case yusuf.EventTile:
		return lang.X("yusuf.ev.tile", "Tile revealed: {{.Worker}}.", d)
	case yusuf.EventReshuffle:
		return lang.X("yusuf.ev.reshuffle", "The {{.Worker}} deck was empty: its discard is shuffled into a new deck.", d)
	case yusuf.EventDraw:
		return lang.X("yusuf.ev.draw", "Card drawn from the {{.Worker}} deck: {{.Space}}.", d)
	case yusuf.EventRedraw:
		return lang.X("yusuf.ev.redraw", "That card would send him onto his other alarife ({{.Space}}): it is discarded and a new one drawn.", d)
	case yusuf.EventMove:
		if e.Detail == "" {
			return lang.X("yusuf.ev.place", "Place his {{.Worker}} on {{.Space}} and lay it down.", d)
		}
		return lang.X("yusuf.ev.move", "Move his {{.Worker}} from {{.From}} clockwise to {{.Space}} and lay it down.", d)
	case yusuf.EventLie:
		return lang.X("yusuf.ev.lie", "His {{.Worker}} stays on {{.Space}}: lay it down.", d)
	case yusuf.EventDiscardIcon:
		return discardWords(dy.Discard(e.Detail))
	case yusuf.EventAction:
		return actionText(e, h)
	case yusuf.EventSkip:
		if e.Action == "" {
			return lang.X("yusuf.ev.no-card", "No card of the {{.Worker}} deck can be carried out: his turn ends.", d)
		}
		return lang.X("yusuf.ev.skip", "{{.Action}}: cannot be carried out, skipped.", d)
	case yusuf.EventScore:
		return lang.X("yusuf.ev.score", "Bottom of the card: +{{.PP}} PP, +{{.Parias}} parias.", d)
	case yusuf.EventDiscard:
		return lang.X("yusuf.ev.discard", "Put the card face up on his {{.Worker}} discard.", d)
	case yusuf.EventTurnDone:
		return lang.X("yusuf.ev.turn-done", "His turn is over.")
	case yusuf.EventFavour:
		return lang.X("yusuf.ev.favour", "Advance his favour counter 1 space (to {{.Steps}}): no benefit, no building bonus.", map[string]any{"Steps": e.Detail})
	case yusuf.EventShipExported:
		return lang.X("yusuf.ev.ship-exported", "Move one of his ships from Granada to the left half of {{.City}}.", d)
	case yusuf.EventSealTaken:
		return lang.X("yusuf.ev.seal-taken", "Take the seal of {{.City}} and put it beside his board (no city bonus).", d)
	case yusuf.EventConsolidated:
		return lang.X("yusuf.ev.ship-consolidated", "Move his ship in {{.City}} from the left half to the right half (consolidated; no immediate benefit).", d)
	}
	return roundText(e)
}

// actionText words an action carried out; an export and a consolidation
// say their moves in their own events.
func actionText(e yusuf.Event, h *yusuf.Holdings) string {
	switch dy.Action(e.Action) {
	case dy.Export, dy.Consolidate:
		return ""
	case dy.Warehouse:
		if e.Space == "" {
			return lang.X("yusuf.ev.warehouse-opposite", "No warehouse tile next to his space: look at the opposite warehouse space.")
		}
	}
	return takenText(dy.Action(e.Action), h)
}

// roundText words the events of the player's consolidation, of his end of
// round and of the end of the game.
func roundText(e yusuf.Event) string {
	d := map[string]any{"PP": e.PP, "City": e.Detail, "Parias": -e.Parias, "Lost": -e.PP}
	switch e.Kind {
	case yusuf.EventBonus:
		return lang.X("yusuf.ev.bonus", "You consolidated where Yusuf had consolidated before you: he gets 2 PP (instead of the usual 1 dinar and 1 PP of an earlier consolidator).")
	case yusuf.EarlierConsolidator:
		return lang.X("yusuf.ev.earlier-consolidator", "If you consolidated in {{.City}} before him, take 1 PP and 1 dinar from the supply.", d)
	case yusuf.EventIncome:
		return lang.X("yusuf.ev.income", "Yusuf receives no income.")
	case yusuf.EventWishes:
		return lang.X("yusuf.ev.wishes", "The sultan's wishes: +{{.PP}} PP.", d)
	case yusuf.EventTribute:
		return lang.X("yusuf.ev.tribute", "Tribute: his paria counter goes back {{.Parias}}, and he loses {{.Lost}} PP.", d)
	case yusuf.EventStartPlayer:
		if e.Detail == yusuf.StartYusuf {
			return lang.X("yusuf.ev.start-yusuf", "Yusuf starts the next round.")
		}
		return lang.X("yusuf.ev.start-choice", "You choose who starts the next round.")
	case yusuf.EventTilesShuffled:
		return lang.X("yusuf.ev.tiles-shuffled", "Shuffle his 4 worker tiles into a new face-down pile.")
	case yusuf.EventPoems:
		return lang.X("yusuf.ev.poems", "His major poems: {{.PP}} PP.", d)
	case yusuf.EventTrade:
		return lang.X("yusuf.ev.trade", "The trade card: {{.PP}} PP.", d)
	case yusuf.EventSeals:
		return lang.X("yusuf.ev.seals", "His seals: {{.PP}} PP.", d)
	case yusuf.EventFinal:
		return lang.X("yusuf.ev.final", "His final score: {{.PP}} PP.", d)
	}
	// A kind without words (the engine gained one): its name, never nothing.
	return string(e.Kind)
}

// takenText words what an action took: the last of that kind in his
// holdings, which the action has just added.
func takenText(a dy.Action, h *yusuf.Holdings) string {
	d := map[string]any{"Action": yourcopy.ActionName(a)}
	switch {
	case a == dy.MajorBuilding && len(h.MajorBuildings) > 0:
		b := h.MajorBuildings[len(h.MajorBuildings)-1]
		d["What"] = typeName(b.Type) + " " + strconv.Itoa(b.Number)
	case a == dy.MinorBuilding && len(h.MinorBuildings) > 0:
		d["What"] = typeName(h.MinorBuildings[len(h.MinorBuildings)-1])
	case a == dy.Warehouse && len(h.Warehouses) > 0:
		d["What"] = lang.X("yusuf.taken.boxes", "the tile with {{.Boxes}} boxes", map[string]any{"Boxes": h.Warehouses[len(h.Warehouses)-1]})
	case a == dy.Export && len(h.Cities) > 0:
		d["What"] = h.Cities[len(h.Cities)-1].Name
	case a == dy.Carve && h.LastCarvingMajor() && len(h.MajorPoems) > 0:
		d["What"] = lang.X("yusuf.taken.major-poem", "major poem {{.Code}}", map[string]any{"Code": h.MajorPoems[len(h.MajorPoems)-1]})
	case a == dy.Carve && len(h.MinorPoems) > 0:
		d["What"] = lang.X("yusuf.taken.minor-poem", "minor poem {{.N}}", map[string]any{"N": h.MinorPoems[len(h.MinorPoems)-1]})
	default:
		return lang.X("yusuf.ev.action", "{{.Action}}: done.", d)
	}
	return lang.X("yusuf.ev.taken", "{{.Action}}: he takes {{.What}}.", d)
}
