package marcopolo

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	mp "arrayan.io/arrayan/data/marcopolo"
	"arrayan.io/arrayan/scoring/marcopolo/rounds"
)

// bonusProblem explains an error of the round helper; a bonus placed on
// two cities is the only one the screen lets happen.
func bonusProblem(bonuses map[string]string, err error) string {
	count := map[string][]string{}
	for city, id := range bonuses {
		count[id] = append(count[id], placeName(city))
	}
	for id, cities := range count {
		if len(cities) > 1 {
			sort.Strings(cities)
			return lang.X("marcopolo.rounds.bonus.twice", "{{.Bonus}} is on {{.Cities}}; each bonus tile is on one city.",
				map[string]any{"Bonus": bonusText(id), "Cities": strings.Join(cities, ", ")})
		}
	}
	return err.Error()
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
