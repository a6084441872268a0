package setupscreen

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
)

// Messages appear beside what the player just used: the code card, Deal,
// or the dealt setup.

// dealFailed says that a setup could not be dealt, and why, in the
// player's language (the engine says why; ui.SayError words it).
func dealFailed(err error) string {
	return lang.X("setup.error.deal", "The setup could not be dealt: {{.Err}}", map[string]any{"Err": ui.SayError(err)})
}

// errData is the template data of a message about err.
func errData(err error) map[string]any { return map[string]any{"Err": ui.SayError(err)} }

// hiddenMessage is an empty message line, shown when there is something
// to say.
func hiddenMessage() *widget.Label {
	l := ui.Wrapped("")
	l.Hide()
	return l
}

// showError shows a message about something that went wrong in the line
// at, beside what the player used.
func (s *screen) showError(at *widget.Label, msg string) {
	s.showMessage(at, msg, widget.DangerImportance)
}

// showInfo shows a message about something that went well in the line at.
func (s *screen) showInfo(at *widget.Label, msg string) {
	s.showMessage(at, msg, widget.MediumImportance)
}

func (s *screen) showMessage(at *widget.Label, msg string, importance widget.Importance) {
	for _, l := range []*widget.Label{s.codeMessage, s.dealMessage, s.resultMessage} {
		if l != at {
			l.Hide()
		}
	}
	at.Importance = importance
	at.SetText(msg)
	at.Show()
	s.reveal(at)
}

// reveal scrolls the page, once laid out, just enough for the message at
// to show whole: a long one (an engine's reason in Spanish or Russian) may
// otherwise end below a phone's screen, under the field it is about.
// ui.BringIntoView measures from the page's own layout, which the
// browser's driver has placed before it draws.
func (s *screen) reveal(at *widget.Label) {
	ui.BringIntoView(s.scroll, at, at)
}

// hideMessages hides every message line.
func (s *screen) hideMessages() {
	for _, l := range []*widget.Label{s.codeMessage, s.dealMessage, s.resultMessage} {
		l.Hide()
	}
}
