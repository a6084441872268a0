package deal

// InputError is a request that cannot be dealt: an unknown game or option,
// a player count or seed out of range (CLI exit 2).
type InputError struct {
	// Field names the request field at fault: game, players, option, seed or part.
	Field   string
	Message string
	code    string
}

// Error returns the message.
func (e *InputError) Error() string { return e.Message }

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

func badCode(msg string) *InputError {
	return &InputError{Message: "this setup code names no valid setup: " + msg, code: "bad-code"}
}
