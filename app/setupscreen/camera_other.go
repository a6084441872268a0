//go:build !js

package setupscreen

// platformCamera is none: outside the browser the app reads a setup's QR
// code from a picture only, and the screen offers no camera button.
var platformCamera func() camera
