package yusufturn

import (
	"strconv"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/sabika/yourcopy"
	data "arrayan.io/arrayan/data/sabika"
	dy "arrayan.io/arrayan/data/sabika/yusuf"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

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

// eventText words one engine event for the player; "" for the events the
// screen shows otherwise (the card itself, the end of the turn). h are his
// holdings after the turn, which name what an action took.
func eventText(e yusuf.Event, h *yusuf.Holdings) string {
	d := map[string]any{"Worker": yourcopy.WorkerName(dy.Worker(e.Worker)), "Space": e.Space, "From": e.Detail,
		"Action": yourcopy.ActionName(dy.Action(e.Action)), "PP": e.PP, "Parias": e.Parias}
	switch e.Kind {
	case "tile":
		return lang.X("yusuf.ev.tile", "Tile revealed: {{.Worker}}.", d)
	case "reshuffle":
		return lang.X("yusuf.ev.reshuffle", "The {{.Worker}} deck was empty: its discard is shuffled into a new deck.", d)
	case "redraw":
		return lang.X("yusuf.ev.redraw", "That card would send him onto his other alarife ({{.Space}}): it is discarded and a new one drawn.", d)
	case "move":
		if e.Detail == "" {
			return lang.X("yusuf.ev.place", "Place his {{.Worker}} on {{.Space}} and lay it down.", d)
		}
		return lang.X("yusuf.ev.move", "Move his {{.Worker}} from {{.From}} clockwise to {{.Space}} and lay it down.", d)
	case "lie":
		return lang.X("yusuf.ev.lie", "His {{.Worker}} stays on {{.Space}}: lay it down.", d)
	case "discard-icon":
		return discardWords(dy.Discard(e.Detail))
	case "action":
		if e.Action == string(dy.Warehouse) && e.Space == "" {
			return lang.X("yusuf.ev.warehouse-opposite", "No warehouse tile next to his space: look at the opposite warehouse space.")
		}
		return takenText(dy.Action(e.Action), h)
	case "skip":
		if e.Action == "" {
			return lang.X("yusuf.ev.no-card", "No card of the {{.Worker}} deck can be carried out: his turn ends.", d)
		}
		return lang.X("yusuf.ev.skip", "{{.Action}}: cannot be carried out, skipped.", d)
	case "score":
		return lang.X("yusuf.ev.score", "Bottom of the card: +{{.PP}} PP, +{{.Parias}} parias.", d)
	}
	return bonusText(e)
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

// bonusText words the player's consolidation where Yusuf had consolidated
// before [ES L1071], and, when he consolidates, the reminder of the 1 PP
// and 1 dinar of a player who consolidated there before him [ES L635].
func bonusText(e yusuf.Event) string {
	switch e.Kind {
	case "consolidation-bonus":
		return lang.X("yusuf.ev.bonus", "You consolidated where Yusuf had consolidated before you: he gets 2 PP (instead of the usual 1 dinar and 1 PP of an earlier consolidator).")
	case yusuf.EarlierConsolidator:
		return lang.X("yusuf.ev.earlier-consolidator", "If you consolidated in {{.City}} before him, take 1 PP and 1 dinar from the supply.", map[string]any{"City": e.Detail})
	}
	return ""
}
