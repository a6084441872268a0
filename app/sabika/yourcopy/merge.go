package yourcopy

import (
	"reflect"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// mergeImport is cur with every value that imp knows: a value imp leaves
// unknown keeps cur's, so importing a friend's partly recorded copy never
// forgets what this one recorded. Yusuf's rondels are taken one by one, his
// cards deck by deck (cards are numbered in the order each player entered
// them, so two copies' cards of one deck cannot be mixed), his tiles and
// deck sizes when imp corrected the rulebook's defaults.
func mergeImport(cur, imp *edition.Edition) *edition.Edition {
	out := Clone(cur)
	for i, v := range imp.Tribute {
		if v != nil {
			out.Tribute[i] = clonePtr(v)
		}
	}
	for i, v := range imp.EventChange {
		if v != nil {
			out.EventChange[i] = clonePtr(v)
		}
	}
	for i, v := range imp.StartDinars {
		if v != nil {
			out.StartDinars[i] = clonePtr(v)
		}
	}
	for i, t := range imp.Wishes {
		out.Wishes[i].Letter = t.Letter
		if t.Elements != nil {
			out.Wishes[i].Elements = slices.Clone(t.Elements)
		}
	}
	if imp.Yusuf != nil {
		mergeYusuf(out.Yusuf, cloneYusuf(*imp.Yusuf))
	}
	return out
}

// mergeYusuf takes into y what imp records of Yusuf's components.
func mergeYusuf(y *yusuf.Components, imp yusuf.Components) {
	d := yusuf.Default()
	if !slices.Equal(imp.Tiles, d.Tiles) || !reflect.DeepEqual(imp.DeckSizes, d.DeckSizes) {
		y.Tiles, y.DeckSizes = imp.Tiles, imp.DeckSizes
	}
	for w, r := range imp.Rondels {
		if len(r) > 0 {
			y.Rondels[w] = r
		}
	}
	for _, w := range yusuf.Workers {
		ofDeck := func(c yusuf.Card) bool { return c.Deck == w }
		if !slices.ContainsFunc(imp.Cards, ofDeck) {
			continue
		}
		y.Cards = slices.DeleteFunc(y.Cards, ofDeck)
		for _, c := range imp.Cards {
			if ofDeck(c) {
				y.Cards = append(y.Cards, c)
			}
		}
	}
}

// diffWords says in words, one line per value, what changes from a to b.
func diffWords(a, b *edition.Edition) []string {
	var out []string
	change := func(what, from, to string) {
		out = append(out, lang.X("yourcopy.diff.line", "{{.What}}: {{.From}}, becomes {{.To}}", map[string]any{"What": what, "From": from, "To": to}))
	}
	for i := range a.Tribute {
		if x, y := intValue(a.Tribute[i], pariasText), intValue(b.Tribute[i], pariasText); x != y {
			change(lang.X("yourcopy.diff.tribute", "Tribute under the {{.Nth}} space", map[string]any{"Nth": spaceNth(i + 2)}), x, y)
		}
	}
	for i := range a.EventChange {
		if x, y := boolValue(a.EventChange[i]), boolValue(b.EventChange[i]); x != y {
			change(lang.X("yourcopy.diff.symbol", "Event-change symbol above the {{.Nth}} space", map[string]any{"Nth": spaceNth(i + 2)}), x, y)
		}
	}
	for i := range a.Wishes {
		if x, y := wishSummary(a.Wishes[i]), wishSummary(b.Wishes[i]); x != y || a.Wishes[i].Letter != b.Wishes[i].Letter {
			change(lang.X("yourcopy.diff.wish", "Wish tile {{.N}}", map[string]any{"N": i + 1}), LetterName(a.Wishes[i].Letter)+": "+x, LetterName(b.Wishes[i].Letter)+": "+y)
		}
	}
	for i := range a.StartDinars {
		if x, y := intValue(a.StartDinars[i], dinarsText), intValue(b.StartDinars[i], dinarsText); x != y {
			change(lang.X("yourcopy.diff.dinars", "Starting dinars of the {{.Nth}} player", map[string]any{"Nth": seatNth(i + 1)}), x, y)
		}
	}
	return append(out, yusufWords(a.Yusuf, b.Yusuf)...)
}

// yusufWords says what changes in Yusuf's components.
func yusufWords(a, b *yusuf.Components) []string {
	var out []string
	if !slices.Equal(a.Tiles, b.Tiles) || !reflect.DeepEqual(a.DeckSizes, b.DeckSizes) {
		out = append(out, lang.X("yourcopy.diff.tiles", "Yusuf's worker tiles or deck sizes"))
	}
	for _, w := range yusuf.Workers {
		if !slices.Equal(a.Rondels[w], b.Rondels[w]) {
			out = append(out, lang.X("yourcopy.diff.rondel", "{{.Worker}} rondel: {{.From}}, becomes {{.To}}", map[string]any{
				"Worker": WorkerName(w), "From": rondelWords(a.Rondels[w]), "To": rondelWords(b.Rondels[w])}))
		}
	}
	added, changed, removed := 0, 0, 0
	for _, card := range b.Cards {
		if old, ok := a.Card(card.ID); !ok {
			added++
		} else if !reflect.DeepEqual(old, card) {
			changed++
		}
	}
	for _, card := range a.Cards {
		if _, ok := b.Card(card.ID); !ok {
			removed++
		}
	}
	if added+changed+removed > 0 {
		out = append(out, lang.X("yourcopy.diff.cards", "Yusuf's cards added: {{.Added}}, changed: {{.Changed}}, removed: {{.Removed}}",
			map[string]any{"Added": added, "Changed": changed, "Removed": removed}))
	}
	return out
}

func rondelWords(r []string) string {
	if len(r) == 0 {
		return notRecorded()
	}
	return strings.Join(r, ", ")
}
