package store

import (
	"encoding/json"
	"sync"

	"arrayan.io/arrayan/data/message"
)

// checks holds, by state name, how the screen that owns the state checks
// what it loads (Register).
var checks sync.Map // string → func([]byte) error

// Register records how the screen that owns the state name checks it:
// its data read strictly into a T, then check (nil: none), as Load reads
// the file. Each screen's package registers its states when the program
// starts, so that a backup restores only states a screen of this app
// keeps, each one its screen would load (CheckData).
func Register[T any](name string, check func(*T) error) {
	checks.Store(name, func(data []byte) error {
		var v T
		if err := decodeData(data, &v); err != nil {
			return err
		}
		if check != nil {
			if err := check(&v); err != nil {
				return refused(err)
			}
		}
		return nil
	})
}

// CheckData refuses data that the state name's screen would not load, or
// that Save would refuse as too large once written in the state file
// (indented, with its envelope): a name no screen registered, null, a
// value its screen's check refuses (issue 28, item 11: a backup restored
// them unchecked).
func CheckData(name string, data json.RawMessage) error {
	if err := checkName(name); err != nil {
		return err
	}
	check, ok := checks.Load(name)
	if !ok {
		return kindUnknownName.With(message.Params{"Name": name})
	}
	if err := check.(func([]byte) error)(data); err != nil {
		return err
	}
	file, err := json.MarshalIndent(envelope{Format: Format, Data: data}, "", " ")
	if err != nil {
		return err
	}
	if len(file) > MaxFileSize {
		return &tooLargeError{size: len(file)}
	}
	return nil
}
