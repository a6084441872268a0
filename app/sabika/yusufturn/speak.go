package yusufturn

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/speech"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// Yusuf's turns read aloud (issue 31): when the player turned it on in
// Settings, each turn's instructions are read as the panel shows them, in
// order, then his question with its answers; "Read again" reads the turn
// on screen once more. The words are the panel's own (turnWords).

// turnWords are the words read aloud for a turn as the panel shows it:
// each instruction of events in order, as the turn's list words them (h
// are his holdings, which name what an action took), then the question q
// waiting, if any: its text, what the sultan desires (desired, the
// panel's line, "" for none), the rule to apply on the board, its answers
// as their buttons and fields say them, and the button for none.
func turnWords(events []yusuf.Event, h *yusuf.Holdings, q *yusuf.Question, desired string) []string {
	var words []string
	for _, e := range events {
		if hiddenInTurn(e.Kind) {
			continue
		}
		if t := eventText(e, h); t != "" {
			words = append(words, t)
		}
	}
	if q == nil {
		return words
	}
	words = append(words, questionText(*q))
	if desired != "" {
		words = append(words, desired)
	}
	words = append(words, ruleText(*q))
	words = append(words, answerWords(*q, h)...)
	return append(words, skipText(*q))
}

// answerWords are a question's answers as the panel offers them
// (question.go's answers): the buttons' words, or the fields' labels.
func answerWords(q yusuf.Question, h *yusuf.Holdings) []string {
	switch q.Kind {
	case yusuf.AskMinorBuilding:
		return mapped(q.Options, typeName)
	case yusuf.AskConsolidate:
		return slices.Clone(q.Options)
	case yusuf.AskMinorPoem:
		var left []string // highest number first, as he carves
		for n := yusuf.MinorPoemCount; n >= 1; n-- {
			if !slices.Contains(h.MinorPoems, n) {
				left = append(left, strconv.Itoa(n))
			}
		}
		return left
	case yusuf.AskMajorBuilding:
		return append(mapped(q.Options, typeName), lang.X("yusuf.q.number", "Number printed on the tile"))
	case yusuf.AskWarehouse, yusuf.AskWarehouseOpposite:
		return []string{lang.X("yusuf.q.no-warehouse", "No warehouse tile there"),
			lang.X("yusuf.q.near", "Boxes on the nearest tile"), lang.X("yusuf.q.far", "Boxes on the other tile (if any)")}
	case yusuf.AskExport:
		return []string{lang.X("yusuf.q.presence", "He has presence in: {{.Cities}}", map[string]any{"Cities": strings.Join(q.Presence, ", ")}),
			lang.X("yusuf.q.export.state", "Did the city have a seal, and does it meet the trade card?"),
			lang.X("yusuf.q.export.seal-matches", "Seal · meets the trade card"), lang.X("yusuf.q.export.seal-not", "Seal · does not meet it"),
			lang.X("yusuf.q.export.none-matches", "No seal · meets the trade card"), lang.X("yusuf.q.export.none-not", "No seal · does not meet it")}
	case yusuf.AskMajorPoem:
		return []string{lang.X("yusuf.q.code", "Code (e.g. B2) or number (23–42)")}
	}
	return nil
}

// mapped is each of list through name.
func mapped(list []string, name func(string) string) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = name(v)
	}
	return out
}

// shownWords are the words of the turn on screen: the turn just played,
// or the turn so far with its question; none between turns.
func (s *screen) shownWords() []string {
	if s.question == nil && !*s.reviewing {
		return nil
	}
	return s.wordsOf(s.last, &s.st.Holdings, s.question)
}

// wordsOf are turnWords for events and q of the panel's game, h his
// holdings.
func (s *screen) wordsOf(events []yusuf.Event, h *yusuf.Holdings, q *yusuf.Question) []string {
	desired := ""
	if q != nil {
		desired = s.desiredText(*q)
	}
	return turnWords(events, h, q, desired)
}

// readAfter reads aloud what the input in just gave (rep, applied to the
// record), once the panel shows it: a turn's instructions and its
// question, or after an answer the instructions that followed (before,
// the turn's events until then, were read with the question) and the next
// question. Nothing is read when reading aloud is off.
func (s *screen) readAfter(in Input, before []yusuf.Event, rep *replay) {
	if !speech.On() {
		return
	}
	events := rep.last
	switch in.Kind {
	case inTurn:
	case inAnswer:
		events = events[min(len(before), len(events)):]
	default:
		return
	}
	speech.Read(s.w, s.wordsOf(events, &rep.state.Holdings, rep.question))
}

// readAgainHeight makes "Read again" as easy to hit as the turn's buttons.
const readAgainHeight = bigButtonHeight

// withReadAgain adds to the main part a large "Read again" button, which
// reads the turn on screen aloud once more, when reading aloud is on and a
// turn is on screen: under the turn played, below its Done, and the last
// of what comes into view (moveOn), as the panel scrolls down to Done on a
// phone; above a question, which comes into view from its top. The main
// part alone otherwise.
func (s *screen) withReadAgain(main fyne.CanvasObject) fyne.CanvasObject {
	if !speech.On() || len(s.shownWords()) == 0 {
		return main
	}
	button := widget.NewButtonWithIcon(lang.X("yusuf.read-again", "Read again"), theme.VolumeUpIcon(), func() {
		speech.Read(s.w, s.shownWords())
	})
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, readAgainHeight))
	again := container.NewStack(height, button)
	if s.moveOn != nil {
		s.moveOn = again
		return container.NewVBox(main, again)
	}
	return container.NewVBox(again, main)
}
