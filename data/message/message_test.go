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
	upper := Word(outer, func(m Message, p map[string]any) string { return m.Code + fmt.Sprint(len(p)) })
	if upper != "message.test.outer2" {
		t.Errorf("the translator was not used for the outer message: %q", upper)
	}
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
