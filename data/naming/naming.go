// Package naming bounds every name a player types and the app or the
// command keeps: players, the neutral collector, cities, the spaces of
// Yusuf's rondels and his cards' labels. One limit for all of them, so
// that no screen has to lay out a name of megabytes (a 3.9 MB name once
// hung the text layout for minutes on every launch).
package naming

import (
	"strings"
	"unicode/utf8"

	"arrayan.io/arrayan/data/message"
)

// MaxRunes is the longest name, in characters (Unicode code points): room
// for any real name or city, short enough to lay out on a phone.
const MaxRunes = 40

// TooLongError is the refusal of a name over MaxRunes characters.
type TooLongError struct {
	Runes int // the name's length in characters
}

// msgTooLong is the one way every engine refuses a name over MaxRunes.
var msgTooLong = message.Define("naming.too-long", "is {{.Runes}} characters long; a name has at most {{.Max}}")

// Error is the refusal in English.
func (e *TooLongError) Error() string { return e.Said().String() }

// Said is the refusal as a message, for each caller to word.
func (e *TooLongError) Said() message.Message {
	return msgTooLong.With(message.Params{"Runes": e.Runes, "Max": MaxRunes})
}

// Check returns a *TooLongError when s is over MaxRunes characters long,
// and nil otherwise. It reads at most MaxRunes+1 characters of s.
func Check(s string) error {
	if len(s) <= MaxRunes {
		return nil // fewer bytes than the limit: fewer characters too
	}
	n := 0
	for i := range s {
		if n++; n > MaxRunes {
			return &TooLongError{Runes: utf8.RuneCountInString(s[i:]) + MaxRunes}
		}
	}
	return nil
}

// Key is a name as the history's roster matches it: without the spaces
// around it, in lower case; two names of one key are one player
// (scoring/history Keep refuses a play where they both sit).
func Key(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Same tells whether two names are the same player's (Key).
func Same(a, b string) bool { return Key(a) == Key(b) }
