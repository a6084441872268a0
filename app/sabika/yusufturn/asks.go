package yusufturn

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// questionText is what the board must tell, as a question.
func questionText(q yusuf.Question) string {
	d := map[string]any{"Space": q.Space}
	switch q.Kind {
	case yusuf.AskMajorBuilding:
		return lang.X("yusuf.ask.major", "Which major building does he take?")
	case yusuf.AskMinorBuilding:
		return lang.X("yusuf.ask.minor", "Which minor building does he take?")
	case yusuf.AskWarehouse:
		return lang.X("yusuf.ask.warehouse", "Which warehouse tiles lie next to {{.Space}}?", d)
	case yusuf.AskWarehouseOpposite:
		return lang.X("yusuf.ask.warehouse-opposite", "Which warehouse tiles lie at the opposite warehouse space?")
	case yusuf.AskExport:
		return lang.X("yusuf.ask.export", "To which city does he export?")
	case yusuf.AskConsolidate:
		return lang.X("yusuf.ask.consolidate", "Where does he consolidate?")
	case yusuf.AskMinorPoem:
		return lang.X("yusuf.ask.minor-poem", "Which minor poem does he carve?")
	case yusuf.AskMajorPoem:
		return lang.X("yusuf.ask.major-poem", "Which major poem does he carve?")
	}
	return string(q.Kind)
}

// ruleText is the rule the player applies on the board to answer (spec
// §6.5 and ruling 14, as the engine's Question.Rule states them).
func ruleText(q yusuf.Question) string {
	switch q.Kind {
	case yusuf.AskMajorBuilding:
		return lang.X("yusuf.rule.major", "Of the current era's major buildings he takes the highest number of the type the sultan desires; none of that type: the highest number. Tap its type and give its number.")
	case yusuf.AskMinorBuilding:
		return lang.X("yusuf.rule.minor", "Search the minor buildings column by column from the rightmost, each from the top: he takes the first of the type the sultan desires, else the first card. Tap its type.")
	case yusuf.AskWarehouse:
		return lang.X("yusuf.rule.warehouse", "Give the boxes on each warehouse tile next to his space, nearest first: he takes the one with more boxes, the nearest on equal boxes.")
	case yusuf.AskWarehouseOpposite:
		return lang.X("yusuf.rule.warehouse-opposite", "None was left next to his space: give the boxes on each tile next to the opposite warehouse space, nearest first.")
	case yusuf.AskExport:
		return lang.X("yusuf.rule.export", "He exports to a city with a seal that meets the trade card, the closest to Granada or to a city where he has presence. Only matching cities without a seal: one of those. No matching city: a city with a seal; none: the closest city. You choose among equally close cities.")
	case yusuf.AskConsolidate:
		return lang.X("yusuf.rule.consolidate", "Tap the city that meets the trade card; you choose when several do.")
	case yusuf.AskMinorPoem:
		return lang.X("yusuf.rule.minor-poem", "Tap the number of the available minor poem with the highest number.")
	case yusuf.AskMajorPoem:
		return lang.X("yusuf.rule.major-poem", "Type the code of the available major poem with the last letter.")
	}
	return q.Rule
}

// skipText is the button for an action the board cannot carry out
// (ruling 14).
func skipText(q yusuf.Question) string {
	if q.Kind == yusuf.AskConsolidate {
		return lang.X("yusuf.skip.consolidate", "None meets the trade card: skip")
	}
	return lang.X("yusuf.skip", "None left on the board: skip")
}
