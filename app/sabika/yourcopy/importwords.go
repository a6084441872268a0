package yourcopy

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/sabika"
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
// and why, from the field it names (never the engine's English): e is the
// edition the value is in, to name a card by its deck and number.
func problemWords(fe *edition.FieldError, e *edition.Edition) string {
	var i int
	f := fe.Field
	switch {
	case scan(f, "tribute[", &i):
		return problemLine(tributeWhat(i), inRange())
	case scan(f, "start_dinars[", &i):
		return problemLine(dinarsWhat(i), inRange())
	case scan(f, "wishes[", &i) && strings.HasSuffix(f, ".letter"):
		return problemLine(wishWhat(i), lang.X("yourcopy.problem.letters", "the 9 tiles are A, B and C three times each"))
	case scan(f, "wishes[", &i) && strings.HasSuffix(f, ".elements"):
		// The list is empty (issue 28, item 15): said so, not as an
		// element the tile cannot show.
		return problemLine(wishWhat(i), lang.X("yourcopy.problem.no-element", "shows no element: a wish tile shows at least one"))
	case scan(f, "wishes[", &i) && strings.HasSuffix(f, ".pp"):
		return problemLine(wishWhat(i), lang.X("yourcopy.problem.element-pp", "an element's PP must be 0 to {{.Max}}", map[string]any{"Max": sabika.MaxPrinted}))
	case scan(f, "wishes[", &i):
		return problemLine(wishWhat(i), lang.X("yourcopy.problem.element", "shows an element a wish tile cannot show"))
	case fe.Card != "":
		return problemLine(cardWhat(e, fe.Card), cardProblem(e, fe))
	case fe.Yusuf.Rondel != "":
		// The engine's reason names the space (repeated, empty, too long).
		return problemLine(rondelWhat(fe.Yusuf.Rondel), ui.Say(fe.Msg))
	case strings.HasPrefix(f, "yusuf.rondels"):
		return problemLine(lang.X("yourcopy.problem.rondels", "Yusuf's rondels"), ui.Say(fe.Msg))
	case f == "yusuf.cards":
		return problemLine(lang.X("yourcopy.problem.cards", "Yusuf's cards"), lang.X("yourcopy.problem.deck-full", "a deck holds more cards than its size"))
	case strings.HasPrefix(f, "yusuf.deck_sizes."):
		w := yusuf.Worker(strings.TrimPrefix(f, "yusuf.deck_sizes."))
		return problemLine(lang.X("yourcopy.problem.deck", "{{.Worker}} deck", map[string]any{"Worker": WorkerName(w)}),
			lang.X("yourcopy.problem.deck-empty", "a worker tile shows this worker, so its deck holds at least 1 card"))
	case strings.HasPrefix(f, "yusuf"):
		return problemLine(lang.X("yourcopy.diff.tiles", "Yusuf's worker tiles or deck sizes"), lang.X("yourcopy.problem.tiles", "4 worker tiles and decks of 26 cards in all"))
	}
	return lang.X("yourcopy.problem.other", "A value cannot be right.")
}

// rondelWhat names w's rondel.
func rondelWhat(w yusuf.Worker) string {
	return lang.X("yourcopy.problem.rondel-of", "{{.Worker}} rondel", map[string]any{"Worker": WorkerName(w)})
}

// inRange says that a printed value must be 0 to sabika.MaxPrinted (the
// engines' bound, edition.Check).
func inRange() string {
	return lang.X("yourcopy.problem.range", "must be 0 to {{.Max}}", map[string]any{"Max": sabika.MaxPrinted})
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

// cardProblem says why a card's field is refused.
func cardProblem(e *edition.Edition, fe *edition.FieldError) string {
	sub := strings.TrimPrefix(fe.Field, "yusuf.cards["+fe.Card+"].")
	card := yusuf.Card{}
	if e != nil && e.Yusuf != nil {
		card, _ = e.Yusuf.Card(fe.Card)
	}
	switch {
	case sub == "space":
		return lang.X("yourcopy.problem.space", "its space {{.Space}} is not on the {{.Worker}} rondel", map[string]any{"Space": card.Space, "Worker": WorkerName(card.Deck)})
	case strings.HasPrefix(sub, "actions"):
		return lang.X("yourcopy.problem.actions", "shows an action its deck's cards do not show")
	case sub == "id":
		return lang.X("yourcopy.problem.id", "its number is empty or used twice")
	}
	return lang.X("yourcopy.problem.card-part", "a part of it cannot be right")
}

// scan reports whether field starts with prefix and a number, read into
// i ("wishes[3].letter" with "wishes[" → 3).
func scan(field, prefix string, i *int) bool {
	rest, ok := strings.CutPrefix(field, prefix)
	if !ok {
		return false
	}
	_, err := fmt.Sscanf(rest, "%d]", i)
	return err == nil
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
