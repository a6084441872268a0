//go:build js

package app

import "syscall/js"

// takeStartLink returns the fragment of the page's address ("#setup=CODE")
// and takes it off the address, so that a reload or the home-screen icon
// does not open the same setup again.
func takeStartLink() string {
	location := js.Global().Get("location")
	hash := location.Get("hash").String()
	if hash != "" {
		js.Global().Get("history").Call("replaceState", js.Null(), "", location.Get("pathname").String()+location.Get("search").String())
	}
	return hash
}
