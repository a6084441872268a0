//go:build !js

package handover

// siteAddress is the web app's address, unknown outside the browser: a
// game's QR code and link then hold the packed text itself, which the
// other phone's app opens as a link's text.
func siteAddress() string { return "" }
