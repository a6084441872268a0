package setupscreen

import (
	"errors"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/code"
)

// Messages appear beside what the player just used: the code card, Deal,
// or the dealt setup.

// codeError words a code's error for a player.
func codeError(err error) string {
	var ce *code.Error
	if errors.As(err, &ce) {
		switch ce.Reason {
		case code.ReasonNewer:
			return lang.X("setup.error.newer", "This code comes from a newer version of Arrayán (code format {{.V}}). Update the app to open it.", map[string]any{"V": ce.Version})
		case code.ReasonCheck:
			return lang.X("setup.error.check", "This code is mistyped: look for a wrong symbol or two swapped neighbours.")
		case code.ReasonSymbol:
			return lang.X("setup.error.symbol", "A setup code uses only 0–9 and the letters ACDEFGHJKMNPQRTVWXY.")
		case code.ReasonLength:
			return lang.X("setup.error.length", "A setup code has 16 symbols, e.g. 1VHP-1VQE-GJ1N-D3XM.")
		}
	}
	return lang.X("setup.error.invalid", "This is not a setup code of Arrayán.")
}

// dealFailed says that a setup could not be dealt, and why.
func dealFailed(err error) string {
	return lang.X("setup.error.deal", "The setup could not be dealt: {{.Err}}", errData(err))
}

// errData is the template data of a message about err.
func errData(err error) map[string]any { return map[string]any{"Err": err.Error()} }

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
}

// hideMessages hides every message line.
func (s *screen) hideMessages() {
	for _, l := range []*widget.Label{s.codeMessage, s.dealMessage, s.resultMessage} {
		l.Hide()
	}
}
