package yourcopy

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// diffWords says in words, one line per value, what the engine's changes
// (edition.Diff from a to b) are.
func diffWords(a, b *edition.Edition, changes []edition.Change) []string {
	var out []string
	change := func(what, from, to string) {
		out = append(out, lang.X("yourcopy.diff.line", "{{.What}}: {{.From}}, becomes {{.To}}", map[string]any{"What": what, "From": from, "To": to}))
	}
	wishDone := map[int]bool{}
	for _, c := range changes {
		i := c.Index
		switch c.Part {
		case edition.PartTribute:
			change(tributeWhat(i), intValue(a.Tribute[i], pariasText), intValue(b.Tribute[i], pariasText))
		case edition.PartEventChange:
			change(lang.X("yourcopy.diff.symbol", "Event-change symbol above the {{.Nth}} space", map[string]any{"Nth": spaceNth(i + 2)}),
				boolValue(a.EventChange[i]), boolValue(b.EventChange[i]))
		case edition.PartWish, edition.PartWishLetter:
			if !wishDone[i] {
				wishDone[i] = true
				change(wishWhat(i), LetterName(a.Wishes[i].Letter)+": "+wishSummary(a.Wishes[i]), LetterName(b.Wishes[i].Letter)+": "+wishSummary(b.Wishes[i]))
			}
		case edition.PartStartDinars:
			change(dinarsWhat(i), intValue(a.StartDinars[i], dinarsText), intValue(b.StartDinars[i], dinarsText))
		case edition.PartYusufTiles:
			out = append(out, lang.X("yourcopy.diff.tiles", "Yusuf's worker tiles or deck sizes"))
		case edition.PartRondel:
			w := yusuf.Worker(c.Key)
			out = append(out, lang.X("yourcopy.diff.rondel", "{{.Worker}} rondel: {{.From}}, becomes {{.To}}", map[string]any{
				"Worker": WorkerName(w), "From": rondelWords(a.Yusuf.Rondels[w]), "To": rondelWords(b.Yusuf.Rondels[w])}))
		case edition.PartCard:
			out = append(out, cardChangeWords(a, b, c.Key))
		}
	}
	return out
}

// cardChangeWords says that one of Yusuf's cards is added, changed or
// removed, naming it by deck and number.
func cardChangeWords(a, b *edition.Edition, id string) string {
	old, had := a.Yusuf.Card(id)
	card, has := b.Yusuf.Card(id)
	switch {
	case !had:
		return lang.X("yourcopy.diff.card.added", "{{.Card}}: added", map[string]any{"Card": cardName(card)})
	case !has:
		return lang.X("yourcopy.diff.card.removed", "{{.Card}}: removed", map[string]any{"Card": cardName(old)})
	}
	return lang.X("yourcopy.diff.card.changed", "{{.Card}}: changed", map[string]any{"Card": cardName(card)})
}

// cardName names a card by its deck and number ("Poetisa card 3").
func cardName(card yusuf.Card) string {
	return lang.X("yourcopy.card.name", "{{.Worker}} card {{.N}}", map[string]any{"Worker": WorkerName(card.Deck), "N": cardNumber(card)})
}

func tributeWhat(i int) string {
	return lang.X("yourcopy.diff.tribute", "Tribute under the {{.Nth}} space", map[string]any{"Nth": spaceNth(i + 2)})
}

func wishWhat(i int) string {
	return lang.X("yourcopy.diff.wish", "Wish tile {{.N}}", map[string]any{"N": i + 1})
}

func dinarsWhat(i int) string {
	return lang.X("yourcopy.diff.dinars", "Starting dinars of the {{.Nth}} player", map[string]any{"Nth": seatNth(i + 1)})
}

func rondelWords(r []string) string {
	if len(r) == 0 {
		return notRecorded()
	}
	return strings.Join(r, ", ")
}

// problemWords says in the player's language which value an engine refused
// and why: the value named from the field the engine gives typed (its part
// and index, Yusuf's place), the reason the engine's message; e is the
// edition the value is in, to name a card by its deck and number.
func problemWords(fe *edition.FieldError, e *edition.Edition) string {
	return problemLine(problemWhat(fe, e), ui.Say(fe.Msg))
}

// problemWhat names the value fe refuses.
func problemWhat(fe *edition.FieldError, e *edition.Edition) string {
	switch fe.Part {
	case edition.PartTribute:
		return tributeWhat(fe.Index)
	case edition.PartStartDinars:
		return dinarsWhat(fe.Index)
	case edition.PartWish, edition.PartWishLetter:
		return wishWhat(fe.Index)
	case edition.PartCard:
		if fe.Card != "" {
			return cardWhat(e, fe.Card)
		}
		return lang.X("yourcopy.problem.cards", "Yusuf's cards")
	case edition.PartRondel:
		if fe.Yusuf.Rondel != "" {
			return rondelWhat(fe.Yusuf.Rondel)
		}
		return lang.X("yourcopy.problem.rondels", "Yusuf's rondels")
	case edition.PartYusufTiles:
		if fe.Deck != "" {
			return lang.X("yourcopy.problem.deck", "{{.Worker}} deck", map[string]any{"Worker": WorkerName(fe.Deck)})
		}
		return lang.X("yourcopy.diff.tiles", "Yusuf's worker tiles or deck sizes")
	}
	return lang.X("yourcopy.problem.value", "A value")
}

// rondelWhat names w's rondel.
func rondelWhat(w yusuf.Worker) string {
	return lang.X("yourcopy.problem.rondel-of", "{{.Worker}} rondel", map[string]any{"Worker": WorkerName(w)})
}

// problemLine joins what is refused and why.
func problemLine(what, why string) string {
	return lang.X("yourcopy.problem.line", "{{.What}}: {{.Why}}", map[string]any{"What": what, "Why": why})
}

// cardWhat names the card id of e; without e, by its id as this app
// numbers cards ("poetisa-3"), or the id as it is.
func cardWhat(e *edition.Edition, id string) string {
	if e != nil && e.Yusuf != nil {
		if card, ok := e.Yusuf.Card(id); ok {
			return cardName(card)
		}
	}
	for _, w := range yusuf.Workers {
		if strings.HasPrefix(id, string(w)+"-") {
			return cardName(yusuf.Card{ID: id, Deck: w})
		}
	}
	return lang.X("yourcopy.problem.card", "Card {{.ID}}", map[string]any{"ID": id})
}

// rondelRefusal words why a rondel's new list of spaces was refused, in
// the player's language: a recorded card that stands on a space the list
// no longer has is named, with the advice to change it first (the list
// would leave it nowhere to send its worker); any other problem as
// refusalLines words it. before is the copy the list was to change.
func rondelRefusal(err error, before *edition.Edition) string {
	var fe *edition.FieldError
	if errors.As(err, &fe) && fe.Yusuf.Card != "" && fe.Yusuf.Space != "" && fe.Yusuf.Rondel != "" {
		n := fe.Yusuf.Card // a card whose id is refused is named as the engine numbers it
		if card, ok := before.Yusuf.Card(fe.Yusuf.Card); ok {
			n = cardNumber(card)
		}
		return lang.X("yourcopy.rondel.orphan", "Card {{.N}} sends the worker to {{.Space}}, which this list no longer has: change that card first.",
			map[string]any{"N": n, "Space": fe.Yusuf.Space})
	}
	return refusal(err)
}

// refusalLines words every problem of an engine refusal, one per line; e
// is the edition a single refused value was in.
func refusalLines(err error, e *edition.Edition) []string {
	var r *edition.Refusal
	if errors.As(err, &r) {
		out := make([]string, len(r.Problems))
		for i, p := range r.Problems {
			out[i] = problemWords(p, r.Edition)
		}
		return out
	}
	var fe *edition.FieldError
	if errors.As(err, &fe) {
		return []string{problemWords(fe, e)}
	}
	return []string{lang.X("yourcopy.problem.other", "A value cannot be right.")}
}
