package sabika

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/scoring/sabika/game"
)

// holdingPlace is where a player's holding is named. Its words differ by
// place, genuinely: Russian heads a narrow column "Под.", says "подати"
// within a sentence and labels the field of the counter "Шкала податей".
type holdingPlace int

const (
	// inColumn heads a narrow column of numbers: short ("Din." in Spanish).
	inColumn holdingPlace = iota
	// inSentence stands within a sentence, in lower case ("dinars").
	inSentence
	// asLabel labels a field where the holding is typed ("Paria track").
	asLabel
)

// holdingName is the one wording of a player's holding f (one of
// game.HoldingFields) at place; a holding with no words is named by its
// code (TestEverySabikaValueWorded fails).
func holdingName(f game.ChangeField, place holdingPlace) string {
	var words [3]string // by place
	switch f {
	case game.FieldPP:
		words = [3]string{lang.X("sabika.holding.pp.column", "PP"), lang.X("sabika.holding.pp.sentence", "PP"), lang.X("sabika.holding.pp.label", "PP")}
	case game.FieldParias:
		words = [3]string{lang.X("sabika.holding.parias.column", "Parias"), lang.X("sabika.holding.parias.sentence", "parias"), lang.X("sabika.holding.parias.label", "Paria track")}
	case game.FieldDinars:
		words = [3]string{lang.X("sabika.holding.dinars.column", "Dinars"), lang.X("sabika.holding.dinars.sentence", "dinars"), lang.X("sabika.holding.dinars.label", "Dinars")}
	case game.FieldSeals:
		words = [3]string{lang.X("sabika.holding.seals.column", "Seals"), lang.X("sabika.holding.seals.sentence", "seals"), lang.X("sabika.holding.seals.label", "Seals")}
	default:
		return string(f)
	}
	return words[place]
}

// holdingColumns head the columns of the players' holdings, in the order
// the tables show them (boardParts: PP, parias, dinars, seals).
func holdingColumns() []string {
	out := make([]string, len(boardParts))
	for k, f := range boardParts {
		out[k] = holdingName(f, inColumn)
	}
	return out
}
