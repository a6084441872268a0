package ui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/translation"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
)

// Say words an engine's message in the player's language: its code is the
// key of its words in the messages area ("msg."+code), its parameters the
// words' values; a parameter that is itself a message is worded first, and
// one that is a game (a data/game ID) is the game's name (GameName).
func Say(m message.Message) string {
	translation.Need(translation.Messages)
	return message.Word(m, func(m message.Message, params map[string]any) string {
		for k, v := range params {
			if id, ok := v.(gameid.ID); ok {
				params[k] = GameName(id.String())
			}
		}
		return lang.X("msg."+m.Code, m.English, params)
	})
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
