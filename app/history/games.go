package history

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	hist "arrayan.io/arrayan/scoring/history"
	"arrayan.io/arrayan/scoring/marcopolo"
	"arrayan.io/arrayan/scoring/tiles"
)

// seatNames gives every seat a name the roster accepts: the typed name, or
// "Player N" (ui.PlayerName) when none was typed.
func seatNames(typed []string) []string {
	out := make([]string, len(typed))
	for i, n := range typed {
		out[i] = ui.PlayerName(n, i)
	}
	return out
}

// MarcoPoloResult is a Marco Polo end scoring as a play
// (hist.MarcoPoloResult), each seat named as typed or "Player N".
func MarcoPoloResult(typed []string, res marcopolo.Result) hist.Result {
	return hist.MarcoPoloResult(seatNames(typed), res)
}

// TilesResult is one Alhambra or Granada scoring as a play
// (hist.TilesResult), each seat named as typed or "Player N".
func TilesResult(g *tiles.Game, typed []string, res tiles.Result) hist.Result {
	return hist.TilesResult(g, seatNames(typed), res)
}

// KeepButton is the "Game over: keep it" step of a screen whose game has
// no end of its own (the quick scores, Marco Polo's end scoring): result
// gives the play as the screen shows it, or why it cannot be kept yet; a
// tap asks for the date (today first) and keeps the play. Once a play was
// kept from this button, the next tap keeps a new play (the next game
// scored on the same screen) unless the player ticks that it is a
// correction, which replaces the play kept before (with its date and
// note): a new game never silently replaces the last one.
func KeepButton(w fyne.Window, prefix string, result func() (hist.Result, error)) *ui.WrapButton {
	translation.Need(translation.History)
	source := "" // the source of the play kept last from this button
	b := ui.NewWrapButton(lang.X("history.keep", "Game over: keep it"), theme.DocumentSaveIcon(), nil)
	b.Button().OnTapped = func() {
		r, err := result()
		if err != nil {
			report(w, err)
			return
		}
		date := widget.NewEntry()
		date.SetText(time.Now().Format(hist.DateLayout))
		correction := widget.NewCheck(lang.X("history.keep.replace", "A correction: replace the play kept last from here"), nil)
		form := container.NewVBox(ui.Wrapped(lang.X("history.keep.about", "The play joins the history with this date:")), date)
		if source != "" {
			form.Add(correction)
		}
		dialog.ShowCustomConfirm(lang.X("history.keep.title", "Keep this play"), lang.X("history.keep.confirm", "Keep"),
			lang.X("history.cancel", "Cancel"), form, func(ok bool) {
				if !ok {
					return
				}
				day, err := time.ParseInLocation(hist.DateLayout, date.Text, time.Local)
				if err != nil {
					report(w, hist.CheckDate(date.Text))
					return
				}
				r.Date, r.Source = day, source
				if source == "" || !correction.Checked {
					r.Source = prefix + ":" + strconv.FormatInt(time.Now().UnixNano(), 36)
				}
				if _, err := Keep(w, r); err == nil {
					source = r.Source
					b.SetText(lang.X("history.kept", "Kept in the history"))
				}
			}, w)
	}
	return b
}
