package marcopolo

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/naming"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// Fields of a seat that a problem can be shown beside.
const (
	fieldName       = "name"
	fieldBeijing    = "beijing"
	fieldCharacter  = "character"
	fieldObjectives = "objectives"
	fieldPosts      = "posts"
	fieldContracts  = "contracts"
)

// problemField is the entry a broken rule is about.
func problemField(rule string) string {
	switch rule {
	case marcopolo.RuleObjectiveTwice, marcopolo.RuleTooManyGoals:
		return fieldObjectives
	case marcopolo.RuleBeijingTwice, marcopolo.RuleBeijingArrival, marcopolo.RuleBeijingPost:
		return fieldBeijing
	case marcopolo.RuleCharacterTwice:
		return fieldCharacter
	case marcopolo.RuleTooManyContract:
		return fieldContracts
	}
	return fieldPosts
}

// problemLabel is an empty, hidden message in the danger colour.
func problemLabel() *widget.Label {
	l := ui.Wrapped("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// showBeside puts each problem's message beside the entry it is about, in
// the seat of the player concerned (the result card lists them all too).
func (s *scoringScreen) showBeside(err error) {
	add := func(seat int, field, msg string) {
		if seat < 0 || seat >= len(s.seats) {
			return
		}
		l := s.seats[seat].problems[field]
		if l.Text != "" {
			msg = l.Text + "\n" + msg
		}
		l.SetText(msg)
		l.Show()
	}
	var imp *marcopolo.ImpossibleError
	if errors.As(err, &imp) {
		names := s.names()
		for _, v := range imp.Violations {
			if v.Player == "" { // about the whole table: beside every seat's counts
				for i := range s.seats {
					add(i, problemField(v.Rule), violationText(v))
				}
				continue
			}
			add(slices.Index(names, v.Player), problemField(v.Rule), violationText(v))
		}
		return
	}
	var in *marcopolo.InputError
	if errors.As(err, &in) {
		if seat, member, ok := in.PlayerField(); ok && member == "name" {
			add(seat, fieldName, problemTexts(err)[0])
		}
	}
}

// problemTexts explains why a table cannot be scored, one line per problem.
func problemTexts(err error) []string {
	var imp *marcopolo.ImpossibleError
	if errors.As(err, &imp) {
		var out []string
		for _, v := range imp.Violations {
			out = append(out, violationText(v))
		}
		return out
	}
	if errors.As(err, new(*naming.TooLongError)) {
		return []string{ui.NameTooLong()}
	}
	var in *marcopolo.InputError
	if errors.As(err, &in) {
		if _, member, ok := in.PlayerField(); ok && member == "name" {
			return []string{lang.X("marcopolo.problem.name", "Two players have the same name.")}
		}
	}
	return []string{err.Error()}
}

func violationText(v marcopolo.Violation) string {
	data := map[string]any{"Player": v.Player}
	switch v.Rule {
	case marcopolo.RuleObjectiveTwice:
		return lang.X("marcopolo.problem.objective", "{{.Player}}: this objective card is already another player's (the deck has one of each).", data)
	case marcopolo.RuleTooManyPosts:
		return lang.X("marcopolo.problem.posts", "{{.Player}}: too many trading posts: a player has 9 (11 with Wilhelm von Rubruk).", data)
	case marcopolo.RuleBeijingTwice:
		return lang.X("marcopolo.problem.beijing", "{{.Player}}: another player has the same Beijing arrival; each Beijing space holds one post.", data)
	case marcopolo.RuleBeijingArrival:
		data["Arrival"], data["Missing"], data["Players"] = v.Arrival, v.Missing, v.Players
		switch {
		case v.Missing > 0:
			return lang.X("marcopolo.problem.arrival.gap", "{{.Player}}: Beijing arrival {{.Arrival}}, but nobody arrived {{.Missing}}; a post takes the best free space.", data)
		case v.Players > 0:
			return lang.X("marcopolo.problem.arrival.beyond", "{{.Player}}: Beijing arrival {{.Arrival}} with {{.Players}} players; a post takes the best free space.", data)
		}
		return lang.X("marcopolo.problem.arrival.kubilai", "{{.Player}}: Kubilai Khan starts on the first Beijing space (arrival 1).", data)
	case marcopolo.RuleBeijingPost:
		return lang.X("marcopolo.problem.beijingpost", "{{.Player}}: the Beijing post and its arrival order disagree.", data)
	case marcopolo.RuleCharacterTwice:
		return lang.X("marcopolo.problem.character", "{{.Player}}: another player has the same character.", data)
	case marcopolo.RuleTooManyContract:
		return lang.X("marcopolo.problem.contracts", "More fulfilled contracts than the 44 in the box.")
	}
	return v.Player + ": " + v.Detail
}
