package marcopolo

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/marcopolo/rounds"
)

// bonusProblem words an error of the round helper: a bonus placed on two
// cities (the only one the screen lets happen) with the bonus's and the
// cities' names, anything else as the engine says it.
func bonusProblem(err error) string {
	m, ok := message.Of(err)
	if !ok || m.Kind != rounds.BonusOnTwoCities {
		return ui.SayError(err)
	}
	id, _ := m.Params["Bonus"].(string)
	ids, _ := m.Params["Cities"].([]string)
	cities := make([]string, len(ids))
	for i, city := range ids {
		cities[i] = placeName(city)
	}
	sort.Strings(cities)
	return lang.X("marcopolo.rounds.bonus.twice", "{{.Bonus}} is on {{.Cities}}; each bonus tile is on one city.",
		map[string]any{"Bonus": bonusText(id), "Cities": strings.Join(cities, ", ")})
}

// paymentText says what one payment gives.
func paymentText(p rounds.Payment, dice int) string {
	switch p.Kind {
	case rounds.FromCity:
		return placeName(p.City) + ": " + bonusText(p.Bonus)
	case rounds.FromCharacter:
		return characterName(p.Character) + ": " + amountsText(p.Award)
	case rounds.FromCompensation:
		n := p.Award["coins_or_camels"]
		return translation.XN("marcopolo.rounds.compensation", "Bad dice ({{.Total}}): {{.N}} coins or camels, in any mix", n,
			map[string]any{"Total": dice, "N": n})
	}
	return ""
}

// amountsText lists a character's round bonus.
func amountsText(a mp.Amounts) string {
	var parts []string
	if n := a["coins"]; n > 0 {
		parts = append(parts, coinsText(n))
	}
	if n := a["camels"]; n > 0 {
		parts = append(parts, camelsText(n))
	}
	if a["white_die"] > 0 {
		parts = append(parts, lang.X("marcopolo.amount.white", "the white die (roll it with yours: it counts in the dice total)"))
	}
	if a["contract"] > 0 {
		parts = append(parts, lang.X("marcopolo.amount.contract", "the top contract of the special pile"))
	}
	return strings.Join(parts, ", ")
}
