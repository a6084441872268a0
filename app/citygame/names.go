package citygame

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/scoring/city"
)

// typeName is a building type's name as the rulebooks print it (the quick
// score's translations).
func typeName(typ string) string {
	switch typ {
	case "pavilion":
		return lang.X("tiles.type.pavilion", "Pavilion")
	case "seraglio":
		return lang.X("tiles.type.seraglio", "Seraglio")
	case "arcades":
		return lang.X("tiles.type.arcades", "Arcades")
	case "chambers":
		return lang.X("tiles.type.chambers", "Chambers")
	case "garden":
		return lang.X("tiles.type.garden", "Garden")
	case "tower":
		return lang.X("tiles.type.tower", "Tower")
	case "arena":
		return lang.X("tiles.type.arena", "Arena")
	case "bathhouse":
		return lang.X("tiles.type.bathhouse", "Bath House")
	case "library":
		return lang.X("tiles.type.library", "Library")
	case "hostel":
		return lang.X("tiles.type.hostel", "Hostel")
	case "hospital":
		return lang.X("tiles.type.hospital", "Hospital")
	case "market":
		return lang.X("tiles.type.market", "Market")
	case "park":
		return lang.X("tiles.type.park", "Park")
	case "school":
		return lang.X("tiles.type.school", "School")
	case "district":
		return lang.X("tiles.type.district", "District")
	}
	return typ
}

// ruleText explains a violation code of scoring/city in plain words
// (rulings 1–4 of shared/spec/rulings.md).
func ruleText(rule string, moat bool) string {
	switch rule {
	case city.RuleEdgeMismatch:
		if moat {
			return lang.X("citygame.rule.mismatch.moat", "Neighbouring tiles must both have a moat on their shared side, or neither.")
		}
		return lang.X("citygame.rule.mismatch.wall", "Neighbouring tiles must both have a wall on their shared side, or neither.")
	case city.RuleUnreachable:
		if moat {
			return lang.X("citygame.rule.unreachable.moat", "This tile cannot be reached on foot from the start tile without crossing a moat.")
		}
		return lang.X("citygame.rule.unreachable.wall", "This tile cannot be reached on foot from the start tile without crossing a wall.")
	case city.RuleHole:
		return lang.X("citygame.rule.hole", "The city may not enclose an empty square.")
	case city.RuleOverlap:
		return lang.X("citygame.rule.overlap", "Two tiles lie on the same square.")
	}
	return lang.X("citygame.rule.start", "The city needs its one start tile.")
}
