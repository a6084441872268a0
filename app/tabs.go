package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
)

// Two tabs of the site in one browser share its storage, and each screen
// saves its whole state: without a word between them, the older copy in
// one tab would write over what the other saved (issue 27, item 4). One
// tab holds the data, through the Web Locks API (tabs_js.go); a tab that
// does not hold it saves nothing (store.SetWriteGate) and says so in a
// bar at the top of the window, with "Use this tab", which takes the data
// over and reloads the page, so that every screen reads the newest data.
// The desktop runs one app on its own files and has no tabs
// (tabs_other.go).

// otherTabHolds is called, at once, when this tab learns that another tab
// of the site holds the data (it held it first, or took it from this
// one): saves are refused from now on, and the bar says why.
func (s *Shell) otherTabHolds() {
	store.SetWriteGate(func() error { return store.OtherTabError{} })
	fyne.Do(func() {
		s.otherHolds = true
		s.holdBar.Show()
		s.page.Refresh()
	})
}

// newHoldBar is the bar at the top of the window of a tab that does not
// hold the data: what it means, and "Use this tab". It is hidden while
// this tab holds the data (or no other tab is known to).
func (s *Shell) newHoldBar() *fyne.Container {
	text := ui.Wrapped(lang.X("tabs.other", "Arrayán is open in another tab, which keeps your data. This tab saves nothing."))
	use := widget.NewButton(lang.X("tabs.use", "Use this tab"), func() { s.takeData() })
	use.Importance = widget.HighImportance
	bar := container.NewVBox(container.NewBorder(nil, nil, nil, container.NewCenter(use), text), ui.NewSeparator())
	if !s.otherHolds {
		bar.Hide()
	}
	return bar
}
