package history

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	hist "arrayan.io/arrayan/scoring/history"
)

// showPlayers shows the roster: every player with the plays they sat at,
// a rename that reaches every play, and a new player to add.
func (s *screen) showPlayers() {
	f := s.file()
	box := container.NewVBox(ui.Wrapped(lang.X("history.players.about",
		"Everyone who sat at a kept play. A new name renames the player in every play and in every game in progress.")))
	var fields []*widget.Entry // the names, each scrolling the page when swiped
	for _, p := range f.Players {
		id := p.ID
		name := widget.NewEntry()
		name.SetText(p.Name)
		fields = append(fields, name)
		rename := widget.NewButtonWithIcon(lang.X("history.rename", "Rename"), theme.DocumentCreateIcon(), func() {
			s.changeRoster(func(f *hist.File) error { return f.Rename(id, name.Text) })
		})
		n := f.PlaysOf(id)
		side := container.NewHBox(widget.NewLabel(translation.XN("history.count", "{{.N}} plays", n, map[string]any{"N": n})), rename)
		if n == 0 { // only a player of no kept play leaves the roster
			side.Add(widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				s.changeRoster(func(f *hist.File) error { return f.RemovePlayer(id) })
			}))
		}
		box.Add(container.NewBorder(nil, nil, nil, side, name))
	}
	added := widget.NewEntry()
	fields = append(fields, added)
	added.SetPlaceHolder(lang.X("history.newplayer.hint", "A new player's name"))
	add := widget.NewButtonWithIcon(lang.X("history.add", "Add"), theme.ContentAddIcon(), func() {
		s.changeRoster(func(f *hist.File) error {
			for _, p := range f.Players {
				if p.Name == added.Text {
					return nil
				}
			}
			_, err := f.PlayerID(added.Text)
			return err
		})
	})
	box.Add(container.NewBorder(nil, nil, nil, add, added))
	top := container.NewBorder(nil, nil, s.backButton(), s.st.Buttons())
	page := container.NewVScroll(box)
	// A swipe on a name scrolls the list of players, as anywhere else.
	for _, e := range fields {
		ui.SwipeScrollsPage(e, page)
	}
	s.show(container.NewBorder(top, nil, nil, nil, page), s.showPlayers)
}

// changeRoster applies edit to the roster when it accepts it, refusing
// with the reason (an empty or taken name) otherwise.
func (s *screen) changeRoster(edit func(*hist.File) error) {
	probe := s.file().Clone()
	if err := edit(&probe); err != nil {
		s.showError(err)
		return
	}
	s.change(func(f *hist.File) { _ = edit(f) }) // accepted on the probe above
	s.propagate()
	s.showPlayers()
}
