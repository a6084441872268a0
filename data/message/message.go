// Package message carries what an engine has to say (a refusal, a
// violation, a change) as a code with its parameters and the place it is
// about, so that each caller words it in its own language: the app through
// its translations (app/ui.Say), the CLI in English from the template each
// kind declares here. No caller parses an engine's text.
package message

import (
	"errors"
	"strings"
	"text/template"
)

// Kind is one thing an engine can say: a stable code and its English
// template, whose {{.Name}} actions take the message's parameters.
type Kind struct {
	Code    string
	English string
}

// Define declares a kind of message; engines keep each in a package
// variable, with literal arguments: app/translation's tests read every
// Define in the sources and check its code is unique and worded in every
// language. Codes are dotted, the engine's package first
// ("sabika.game.short-payment").
func Define(code, english string) Kind { return Kind{Code: code, English: english} }

// Params are a message's values, by the names its template uses. A value
// that is itself a Message is worded first, in the same language.
type Params map[string]any

// Message is one thing said: its kind, its values and where it points.
type Message struct {
	Kind
	Params Params
	// Seat is the player it is about, counted from 1; 0 for none.
	Seat int
	// Field is the entry field it is about, in the engine's words
	// ("pays.dinars", "date"); "" for none.
	Field string
}

// With is a message of kind k with params.
func (k Kind) With(params Params) Message { return Message{Kind: k, Params: params} }

// At is the message pointing at a seat (from 1) and a field.
func (m Message) At(seat int, field string) Message {
	m.Seat, m.Field = seat, field
	return m
}

// Error is the message as an error.
func (m Message) Error() string { return m.String() }

// Said returns the message an error chain says (errors.As).
func (m Message) Said() Message { return m }

// String words the message in English.
func (m Message) String() string { return Word(m, english{}) }

// Words is how a caller words messages in its language.
type Words interface {
	// Message words one message whose parameters are worded already.
	Message(m Message, params map[string]any) string
	// Value words a parameter that is not a message: a value of an
	// engine's own type (a building type, a worker) has a name in each
	// language; any other value is returned as it is.
	Value(v any) any
}

// english words messages in English: the kinds' templates, the values
// as they print (an engine's id).
type english struct{}

func (english) Message(m Message, params map[string]any) string { return render(m.English, params) }
func (english) Value(v any) any                                 { return v }

// Word words m with words, after wording each parameter first: one that
// is itself a Message (or an error that says one) as a message, any other
// by words.Value. The app passes the player's language, the CLI English.
func Word(m Message, words Words) string {
	params := make(map[string]any, len(m.Params))
	for k, v := range m.Params {
		switch v := v.(type) {
		case Message:
			params[k] = Word(v, words)
		case error:
			if inner, ok := Of(v); ok {
				params[k] = Word(inner, words)
			} else {
				params[k] = v.Error()
			}
		default:
			params[k] = words.Value(v)
		}
	}
	return words.Message(m, params)
}

// render fills an English template; a template that does not parse (a
// programming error the tests catch) is shown as written.
func render(text string, params map[string]any) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := template.New("").Option("missingkey=zero").Parse(text)
	if err != nil {
		return text
	}
	var b strings.Builder
	if err := t.Execute(&b, params); err != nil {
		return text
	}
	return b.String()
}

// Sayer is an error that says a Message.
type Sayer interface {
	error
	Said() Message
}

// Of returns the message the first Sayer in err's chain says.
func Of(err error) (Message, bool) {
	var s Sayer
	if err != nil && errors.As(err, &s) {
		return s.Said(), true
	}
	return Message{}, false
}
