package message

import (
	"errors"
	"fmt"
	"testing"
)

var (
	testShort = Define("message.test.short", "{{.Name}} pays {{.Paid}} of {{.Due}}")
	testOuter = Define("message.test.outer", "Round {{.Round}}: {{.Why}}")
)

func TestEnglishFillsTheTemplate(t *testing.T) {
	m := testShort.With(Params{"Name": "Zoë", "Paid": 2, "Due": 3}).At(1, "pays.dinars")
	if got, want := m.Error(), "Zoë pays 2 of 3"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if m.Seat != 1 || m.Field != "pays.dinars" {
		t.Errorf("location %d %q", m.Seat, m.Field)
	}
}

func TestNestedMessagesAreWordedTheSameWay(t *testing.T) {
	inner := testShort.With(Params{"Name": "Ana", "Paid": 0, "Due": 1})
	outer := testOuter.With(Params{"Round": 3, "Why": fmt.Errorf("checking: %w", inner)})
	if got, want := outer.Error(), "Round 3: Ana pays 0 of 1"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	coded := Word(outer, codes{})
	if coded != "message.test.outer(message.test.short)" {
		t.Errorf("the caller's words were not used for both messages: %q", coded)
	}
}

// codes words a message by its code, the nested ones in brackets, and
// every other value as "value".
type codes struct{}

func (codes) Message(m Message, p map[string]any) string {
	if why, ok := p["Why"]; ok {
		return m.Code + "(" + fmt.Sprint(why) + ")"
	}
	return m.Code
}
func (codes) Value(any) any { return "value" }

// building is an engine's own type of value.
type building string

func TestValuesAreWordedByTheCaller(t *testing.T) {
	m := testShort.With(Params{"Name": building("palace"), "Paid": 1, "Due": 2})
	if got := m.String(); got != "palace pays 1 of 2" {
		t.Errorf("English shows an engine's value as it prints: %q", got)
	}
	if got := Word(m, named{}); got != "Palacio pays 1 of 2" {
		t.Errorf("got %q", got)
	}
}

// named words building values in Spanish and the message in English.
type named struct{}

func (named) Message(m Message, p map[string]any) string { return render(m.English, p) }
func (named) Value(v any) any {
	if b, ok := v.(building); ok && b == "palace" {
		return "Palacio"
	}
	return v
}

func TestOfFindsTheMessageInAChain(t *testing.T) {
	err := fmt.Errorf("saving: %w", testShort.With(nil))
	m, ok := Of(err)
	if !ok || m.Code != "message.test.short" {
		t.Fatalf("Of = %v, %v", m, ok)
	}
	if _, ok := Of(errors.New("plain")); ok {
		t.Error("a plain error said a message")
	}
	if _, ok := Of(nil); ok {
		t.Error("nil said a message")
	}
}

func TestABadTemplateIsShownAsWritten(t *testing.T) {
	k := Kind{Code: "x", English: "{{.Unclosed"}
	if got := k.With(nil).String(); got != "{{.Unclosed" {
		t.Errorf("got %q", got)
	}
}
