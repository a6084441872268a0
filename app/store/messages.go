package store

import (
	"errors"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// What the store says when a saved state cannot be read or saved: each a
// code with its parameters, which app/ui.SayError words in the player's
// language. The errors' own English (Error) keeps the detail the log and
// the tests read.
var (
	kindRead        = message.Define("store.read", "The saved {{.Key}} cannot be read: {{.Problem}}")
	kindReadKept    = message.Define("store.read-kept", "The saved {{.Key}} cannot be read: {{.Problem}}. The file is kept as {{.Where}}.")
	kindReadStays   = message.Define("store.read-stays", "The saved {{.Key}} cannot be read: {{.Problem}}. Too many files are kept aside already: it stays where it is.")
	kindReadAside   = message.Define("store.read-aside-failed", "The saved {{.Key}} cannot be read: {{.Problem}}. Keeping it aside failed: {{.Detail}}")
	kindSave        = message.Define("store.save", "{{.Key}} cannot be saved: {{.Problem}}")
	kindTooLarge    = message.Define("store.too-large", "it would be too large to save ({{.Size}} bytes, at most {{.Max}})")
	kindNewer       = message.Define("store.newer", "it was written by a newer version of Arrayán (format {{.Format}}; this one reads up to {{.Reads}})")
	kindFormat      = message.Define("store.format", "arrayan_state: {{.Member}} is not a format version (a whole number from 1)")
	kindNoData      = message.Define("store.no-data", "no data in the file")
	kindMalformed   = message.Define("store.malformed", "it is not in the form this version saves")
	kindMalformedAt = message.Define("store.malformed-at", "{{.Field}} is not in the form this version saves")
	kindNotRegular  = message.Define("store.not-regular", "{{.Name}} is not a regular file")
	kindName        = message.Define("store.name", "state name \"{{.Name}}\": use lowercase letters, digits, dots and dashes")
	kindUnknownName = message.Define("store.unknown-name", "no screen of this app keeps a state named \"{{.Name}}\"")
	kindSystem      = message.Define("store.system", "the system reports: {{.Detail}}")
	kindRefused     = message.Define("store.refused", "{{.Detail}}")
	kindInPlace     = message.Define("store.kept-in-place", "the saved value there could not be kept aside, and a save would overwrite it: download it, or discard it, first")
)

// fault is an error value of the store that says a message: a pointer,
// so that errors.Is finds it.
type fault struct{ said message.Message }

// Error is the message in English.
func (f *fault) Error() string { return f.said.String() }

// Said is the message.
func (f *fault) Said() message.Message { return f.said }

// ErrInPlace is wrapped by the refusal of a save, a restore or a removal
// over a value that could not be used nor kept aside (KeptInPlace).
var ErrInPlace error = &fault{kindInPlace.With(nil)}

// newerError is a file of a newer format: ErrNewer, with the formats.
type newerError struct{ format int }

// Error says so in English.
func (e *newerError) Error() string { return e.Said().String() }

// Said says so.
func (e *newerError) Said() message.Message {
	return kindNewer.With(message.Params{"Format": e.format, "Reads": Format})
}

// Is makes a newer file's error ErrNewer.
func (e *newerError) Is(target error) bool { return target == ErrNewer }

// Error is a state that could not be read or saved: its English (Error)
// is the whole account for the log, Said the message for the player.
type Error struct {
	// Key is the state's name.
	Key string
	// Saving tells a save from a read.
	Saving bool
	// Where is the name the unusable file was kept aside under; "" when
	// it was not moved.
	Where string
	// Stays tells that the file stays where it was: too many kept aside.
	Stays bool
	// AsideFailed is why keeping the file aside failed; nil when it did not.
	AsideFailed error
	// Err is the cause, with the store's English context.
	Err error
}

// Error is the English account.
func (e *Error) Error() string { return e.Err.Error() }

// Unwrap is the cause (ErrNewer, ErrTooLarge, a system error…).
func (e *Error) Unwrap() error { return e.Err }

// Said words the refusal: which state, what is wrong, where the file went.
func (e *Error) Said() message.Message {
	cause := errors.Unwrap(e.Err)
	if cause == nil {
		cause = e.Err
	}
	params := message.Params{"Key": e.Key, "Problem": problemOf(cause)}
	switch {
	case e.Saving:
		return kindSave.With(params)
	case e.AsideFailed != nil:
		params["Detail"] = e.AsideFailed.Error()
		return kindReadAside.With(params)
	case e.Where != "":
		params["Where"] = e.Where
		return kindReadKept.With(params)
	case e.Stays:
		return kindReadStays.With(params)
	}
	return kindRead.With(params)
}

// tooLargeError is a save over MaxFileSize: ErrTooLarge, with the sizes.
type tooLargeError struct{ size int }

// Error says so in English, as before.
func (e *tooLargeError) Error() string { return e.Said().String() }

// Said says so.
func (e *tooLargeError) Said() message.Message {
	return kindTooLarge.With(message.Params{"Size": e.size, "Max": MaxFileSize})
}

// Is makes the error ErrTooLarge.
func (e *tooLargeError) Is(target error) bool { return target == ErrTooLarge }

// refusal is a screen's check refusing the state it loads (a doctored
// or damaged file): in English the check's own words, as the log has
// them; in the player's other languages that the saved data is not as
// this version saves it; a check that says a message says that one.
// One kind for every screen's check, rather than a kind per check: the
// player can do nothing with the detail, which names the saved file's
// inner fields.
type refusal struct{ err error }

// refused marks err as a screen's check refusing what it loads.
func refused(err error) error { return &refusal{err} }

// Error is the check's English.
func (r *refusal) Error() string { return r.err.Error() }

// Unwrap is the check's error.
func (r *refusal) Unwrap() error { return r.err }

// Said is the message the check's error says, or the store's refusal
// with the check's English as its detail.
func (r *refusal) Said() message.Message {
	if m, ok := message.Of(r.err); ok {
		return m
	}
	return kindRefused.With(message.Params{"Detail": r.err.Error()})
}

// problemOf is what is wrong, as a message: the one the cause says (a
// screen's check, the store's own), the place of a file the strict reader
// refused, or the system's words.
func problemOf(err error) message.Message {
	if m, ok := message.Of(err); ok {
		return m
	}
	var j *jsonin.Error
	switch {
	case errors.As(err, &j) && j.Path != "":
		return kindMalformedAt.With(message.Params{"Field": j.Path})
	case errors.As(err, &j):
		return kindMalformed.With(nil)
	}
	return kindSystem.With(message.Params{"Detail": err.Error()})
}

// FileTooLarge refuses a file over the size its reader takes: a state
// file here, a file a screen opens (app/ui) and a backup (app/history).
var FileTooLarge = message.Define("store.larger", "the file is larger than {{.Max}} bytes")
