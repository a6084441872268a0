package ui

import (
	"errors"
	"reflect"
	"sync"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/data/message"
)

// Say words an engine's message in the player's language: its code is the
// key of its words in the messages area ("msg."+code), its parameters the
// words' values; a parameter that is itself a message is worded first, and
// a value of an engine's type by the name NameValues registered for it
// (games and the cities' building types: names.go).
func Say(m message.Message) string {
	translation.Need(translation.Messages)
	return message.Word(m, playersWords{})
}

// playersWords words messages in the player's language.
type playersWords struct{}

func (playersWords) Message(m message.Message, params map[string]any) string {
	return lang.X("msg."+m.Code, m.English, params)
}

func (playersWords) Value(v any) any {
	valueNamesMu.RLock()
	name, ok := valueNames[reflect.TypeOf(v)]
	valueNamesMu.RUnlock()
	if !ok {
		return v
	}
	return name(v)
}

var (
	valueNamesMu sync.RWMutex
	valueNames   = map[reflect.Type]func(any) string{}
)

// NameValues registers how the player's language names the values of an
// engine's type T (a building type, a worker) in messages: the one place
// that words them (Your copy's TypeName, say), registered once at start by
// its package. A value of a type with no names shows as it prints.
func NameValues[T any](name func(T) string) {
	valueNamesMu.Lock()
	defer valueNamesMu.Unlock()
	valueNames[reflect.TypeFor[T]()] = func(v any) string { return name(v.(T)) }
}

// SayError words err in the player's language: the message an engine's
// error says, or, for an error no engine words (the system's own, such as
// a disk's), a sentence of the app's around the system's text.
func SayError(err error) string {
	if m, ok := message.Of(err); ok {
		return Say(m)
	}
	var worded Worded
	if errors.As(err, &worded) {
		return string(worded)
	}
	if err == nil {
		return ""
	}
	return lang.X("ui.error.system", "The system reports: {{.Detail}}", map[string]any{"Detail": err.Error()})
}

// Worded is a refusal a screen has already worded in the player's
// language (lang.X): SayError shows it as it is.
type Worded string

// Error is the worded text.
func (w Worded) Error() string { return string(w) }
