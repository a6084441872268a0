//go:build !js

package speech

// silent is the desktop's speaker: Fyne's desktop driver has no speech,
// and the app none of its own.
type silent struct{}

// device is the desktop's speaker, which cannot speak.
func device() Speaker { return silent{} }

// CanSpeak is false on the desktop.
func (silent) CanSpeak() bool { return false }

// Speak finds no voice on the desktop.
func (silent) Speak(_ string, _ []string, noVoice func()) { noVoice() }
