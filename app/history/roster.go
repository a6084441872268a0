package history

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
)

// WithRoster puts a button beside a player's name entry that offers the
// roster's names: picking one types it into the entry (its OnChanged runs,
// as when typed). A name typed anew joins the roster when the game is
// kept in the history.
func WithRoster(e *widget.Entry) fyne.CanvasObject {
	translation.Need(translation.History)
	var b *widget.Button
	b = widget.NewButtonWithIcon("", theme.AccountIcon(), func() {
		c := fyne.CurrentApp().Driver().CanvasForObject(b)
		if c == nil {
			return
		}
		var items []*fyne.MenuItem
		for _, name := range Names() {
			items = append(items, fyne.NewMenuItem(name, func() { e.SetText(name) }))
		}
		if len(items) == 0 {
			none := fyne.NewMenuItem(lang.X("history.roster.empty", "No players kept yet"), nil)
			none.Disabled = true
			items = append(items, none)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, at.AddXY(0, b.Size().Height))
	})
	return container.NewBorder(nil, nil, nil, b, e)
}
