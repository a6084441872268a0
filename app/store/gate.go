package store

import (
	"sync"

	"arrayan.io/arrayan/data/message"
)

// kindOtherTab is the refusal of a save in a browser tab that does not
// hold the data: another tab of the site does (app/tabs_js.go).
var kindOtherTab = message.Define("store.other-tab", "another tab of Arrayán holds the data: this tab saves nothing until you choose \"Use this tab\"")

// OtherTabError is the write gate's refusal: another tab of the site holds
// the data, and this one, which may show older values, must not write
// over them.
type OtherTabError struct{}

// Error says so in English.
func (OtherTabError) Error() string { return kindOtherTab.With(nil).String() }

// Said says so.
func (OtherTabError) Said() message.Message { return kindOtherTab.With(nil) }

// gate is the write gate: nil lets every write through (the desktop, a
// browser without Web Locks, every test that sets none).
var gate struct {
	sync.Mutex
	allow func() error
}

// SetWriteGate makes every Save, SaveWithHistory and Remove ask allow
// first and refuse with its error (an OtherTabError) while it returns one;
// nil lets every write through again. The browser's tabs use it so that
// only the tab holding the data writes (app/tabs_js.go, docs/web.md).
func SetWriteGate(allow func() error) {
	gate.Lock()
	defer gate.Unlock()
	gate.allow = allow
}

// writeAllowed is the write gate's answer for a write of name: nil, or the
// gate's refusal.
func writeAllowed() error {
	gate.Lock()
	allow := gate.allow
	gate.Unlock()
	if allow == nil {
		return nil
	}
	return allow()
}
