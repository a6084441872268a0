package deal

import "arrayan.io/arrayan/data/message"

// What a request that cannot be dealt says; each points at the request
// field at fault.
var (
	errGameNotListed  = message.Define("setup.deal.game", "game must be one of {{.Games}}, not {{.Game}}")
	errPlayers        = message.Define("setup.deal.players", "{{.Game}} is for {{.Min}} to {{.Max}} players, not {{.Players}}")
	errSeed           = message.Define("setup.deal.seed", "the seed must be between 0 and {{.Max}}")
	errNoPart         = message.Define("setup.deal.no-part", "{{.Game}} has no part {{.Part}} to deal again (parts: {{.Parts}})")
	errRedealLimit    = message.Define("setup.deal.redeal-limit", "{{.Part}} was dealt again {{.Times}} times, the most a code holds; deal a new setup instead")
	errFewerParts     = message.Define("setup.deal.fewer-parts", "{{.Game}} has only {{.Count}} parts to deal again")
	errMode           = message.Define("setup.deal.mode", "option mode must be one of {{.Modes}}, not {{.Mode}}")
	errNoOption       = message.Define("setup.deal.no-option", "{{.Game}} has no option {{.Option}} (options: {{.Options}})")
	errOptionValue    = message.Define("setup.deal.option-value", "option {{.Option}} must be one of {{.Values}}, not {{.Value}}")
	errSoloOption     = message.Define("setup.deal.solo-option", "{{.Option}} is for the solo game (1 player) only")
	errEventsMode     = message.Define("setup.deal.events-mode", "unknown events mode {{.Mode}}")
	errBadCode        = message.Define("setup.deal.bad-code", "this setup code names no valid setup: {{.Reason}}")
	errCodeNoGame     = message.Define("setup.deal.code-no-game", "the code names no known game")
	errCodeBadOptions = message.Define("setup.deal.code-bad-options", "the code's options are not options of its game")
)

// InputError is a request that cannot be dealt: an unknown game or option,
// a player count or seed out of range (CLI exit 2).
type InputError struct {
	// Field names the request field at fault: game, players, option, seed
	// or part; "" for a code whose fields make no setup.
	Field string
	said  message.Message
	code  string
}

// inputError is the refusal m of the request's field.
func inputError(field string, m message.Message) *InputError {
	return &InputError{Field: field, said: m.At(0, field)}
}

// Error returns the message in English.
func (e *InputError) Error() string { return e.said.Error() }

// Said is what the error says, for the app to word in the player's
// language.
func (e *InputError) Said() message.Message { return e.said }

// ErrorCode is the CLI contract's code: bad-input, or bad-code when a setup
// code decoded but names no valid setup.
func (e *InputError) ErrorCode() string {
	if e.code != "" {
		return e.code
	}
	return "bad-input"
}

// ErrorDetails are the extra members of the CLI's error object.
func (e *InputError) ErrorDetails() map[string]any {
	if e.Field == "" {
		return nil
	}
	return map[string]any{"field": e.Field}
}

// badCode is a code that decoded but names no valid setup, for reason (a
// message, or an error that says one).
func badCode(reason any) *InputError {
	return &InputError{said: errBadCode.With(message.Params{"Reason": reason}).At(0, "code"), code: "bad-code"}
}
