package marcopolo

import (
	"errors"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/scoring/marcopolo"
)

// Fields of a seat that a problem can be shown beside: the engine's
// fields its messages point at (message.Message.Field).
const (
	fieldName       = marcopolo.FieldName
	fieldBeijing    = marcopolo.FieldBeijing
	fieldCharacter  = marcopolo.FieldCharacter
	fieldObjectives = marcopolo.FieldObjectives
	fieldPosts      = marcopolo.FieldPosts
	fieldContracts  = marcopolo.FieldContracts
)

// problemLabel is an empty, hidden message in the danger colour.
func problemLabel() *widget.Label {
	l := ui.Wrapped("")
	l.Importance = widget.DangerImportance
	l.Hide()
	return l
}

// saidProblems are the messages err says: each broken rule of an
// impossible table, or the one refusal of its input.
func saidProblems(err error) []message.Message {
	var imp *marcopolo.ImpossibleError
	if errors.As(err, &imp) {
		out := make([]message.Message, 0, len(imp.Violations))
		for _, v := range imp.Violations {
			out = append(out, v.Message)
		}
		return out
	}
	if m, ok := message.Of(err); ok {
		return []message.Message{m}
	}
	return nil
}

// showBeside puts each problem's message beside the entry it points at, in
// the seat it points at; one about the whole table beside that entry of
// every seat (the result card lists them all too).
func (s *scoringScreen) showBeside(err error) {
	add := func(seat int, field, msg string) {
		if seat < 0 || seat >= len(s.seats) {
			return
		}
		l, ok := s.seats[seat].problems[field]
		if !ok {
			return
		}
		if l.Text != "" {
			msg = l.Text + "\n" + msg
		}
		l.SetText(msg)
		l.Show()
	}
	for _, m := range saidProblems(err) {
		if m.Seat == 0 {
			for i := range s.seats {
				add(i, m.Field, ui.Say(m))
			}
			continue
		}
		add(m.Seat-1, m.Field, ui.Say(m))
	}
}

// problemTexts explains why a table cannot be scored, one line per
// problem, each after the name of the player it is about.
func (s *scoringScreen) problemTexts(err error) []string {
	said := saidProblems(err)
	if len(said) == 0 {
		return []string{ui.SayError(err)}
	}
	names := s.names()
	out := make([]string, 0, len(said))
	for _, m := range said {
		if m.Seat < 1 || m.Seat > len(names) {
			out = append(out, ui.Say(m))
			continue
		}
		out = append(out, lang.X("marcopolo.problem.player", "{{.Player}}: {{.Problem}}",
			map[string]any{"Player": names[m.Seat-1], "Problem": ui.Say(m)}))
	}
	return out
}

// A quoted value of the engine's messages (a name, a city) is shown as it
// is: each language's words put it in their own quotes.
func init() { ui.NameValues(func(q marcopolo.Quoted) string { return string(q) }) }
