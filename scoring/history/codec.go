package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"arrayan.io/arrayan/data/jsonin"
)

// Decode reads a history file strictly (data/jsonin: exactly one object,
// no unknown or repeated member) and checks it; a file of a newer format
// version is refused with a *NewerError before its members are read.
func Decode(data []byte) (File, error) {
	var probe struct {
		Version *int `json:"arrayan_history"`
	}
	if err := json.Unmarshal(data, &probe); err == nil {
		switch {
		case probe.Version == nil:
			return File{}, &Error{Problem: kindMissingVersion.With(nil)}
		case *probe.Version > Version:
			return File{}, &NewerError{Version: *probe.Version}
		}
	}
	var f File
	if err := jsonin.Decode(data, &f); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			err = &Error{Path: e.Path, Problem: kindJSON.With(nil), Detail: e.Message}
		}
		return File{}, fmt.Errorf("reading the history: %w", err)
	}
	if f.Players == nil {
		f.Players = []Player{}
	}
	if f.Plays == nil {
		f.Plays = []Play{}
	}
	if err := f.Check(); err != nil {
		return File{}, fmt.Errorf("reading the history: %w", err)
	}
	return f, nil
}

// Encode writes f as an indented JSON history file with a trailing
// newline, after checking it.
func Encode(f File) ([]byte, error) {
	if err := f.Check(); err != nil {
		return nil, fmt.Errorf("writing the history: %w", err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return nil, fmt.Errorf("writing the history: %w", err)
	}
	return buf.Bytes(), nil
}
