package citygame

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/scoring/city"
)

// typeName is a building type's name as the rulebooks print it.
func typeName(typ string) string { return ui.BuildingTypeName(typ) }

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
