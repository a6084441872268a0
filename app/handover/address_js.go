//go:build js

package handover

import "syscall/js"

// siteAddress is the address of the page the app runs in, without its
// fragment: a game's link (handoff.Fragment) is opened on this same site
// by the other phone's browser.
func siteAddress() string {
	location := js.Global().Get("location")
	return location.Get("origin").String() + location.Get("pathname").String()
}
