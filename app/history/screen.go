package history

import (
	"net/url"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/data/game"
	hist "arrayan.io/arrayan/scoring/history"
)

// screen is the history screen: one page at a time (the list of plays, a
// play, the statistics, the players, export and backup) over one state.
type screen struct {
	window fyne.Window
	st     *ui.State[saved]
	page   *fyne.Container // the page on show
	filter hist.Filter
	rows   []*hist.Play // the list's plays, newest first
	list   *widget.List
	empty  *widget.Label
	redraw func() // shows the page on screen again, after undo and redo
	// undoRestore takes the last restore back (nil when there is none).
	undoRestore func() error
	// renamers rename a player in the other screens' entries; names are
	// the roster's names they were last given (rename.go).
	renamers []Renamer
	names    map[int]string
	// download is the browser's download (ui.Download: outside the
	// browser it reports false and the file-save dialog is shown instead);
	// openFile asks for a file to read (ui.OpenFile). Tests stand in for
	// both.
	download func(name string, data []byte) bool
	openFile func(w fyne.Window, exts []string, maxBytes int, got func(data []byte, err error))
	// openURL opens a link in the browser or the app that takes it (the
	// app's OpenURL); tests stand in for it.
	openURL func(*url.URL) error
}

// NewScreen opens the history: the plays newest first, with the
// statistics, the players and export and backup a tap away. A player
// renamed in the roster is renamed by each of renamers too.
func NewScreen(w fyne.Window, renamers ...Renamer) fyne.CanvasObject {
	return newScreen(w, renamers...).page
}

func newScreen(w fyne.Window, renamers ...Renamer) *screen {
	translation.Need(translation.History)
	s := &screen{window: w, page: container.NewStack(), renamers: renamers, download: ui.Download, openFile: ui.OpenFile,
		openURL: func(u *url.URL) error { return fyne.CurrentApp().OpenURL(u) }}
	s.reopen()
	s.showList()
	return s
}

// reopen loads the saved history again (after a restore replaced it).
func (s *screen) reopen() {
	s.st = ui.OpenState(s.window, config())
	s.st.Reload = func() { s.propagate(); s.redraw() }
	s.rememberNames()
}

// file is the history on show, to read.
func (s *screen) file() *hist.File { return &s.st.Get().File }

// change edits the history: saved, undoable.
func (s *screen) change(edit func(*hist.File)) { s.st.Change(func(v *saved) { edit(&v.File) }) }

// show puts a page on screen; redraw shows it again.
func (s *screen) show(page fyne.CanvasObject, redraw func()) {
	s.redraw = redraw
	s.page.Objects = []fyne.CanvasObject{page}
	s.page.Refresh()
}

// backButton returns to the list of plays.
func (s *screen) backButton() *widget.Button {
	return widget.NewButtonWithIcon(lang.X("history.back", "All plays"), theme.NavigateBackIcon(), s.showList)
}

// showList shows the plays newest first, filtered by game and player.
func (s *screen) showList() {
	f := s.file()
	if s.filter.Player != 0 && f.Name(s.filter.Player) == "" {
		s.filter.Player = 0
	}
	s.rows = f.Newest(s.filter)

	games := []string{lang.X("history.filter.allgames", "All games")}
	for _, g := range game.All() {
		games = append(games, ui.GameName(string(g)))
	}
	gameSel := widget.NewSelect(games, func(choice string) {
		s.filter.Game = ""
		for _, g := range game.All() {
			if ui.GameName(string(g)) == choice {
				s.filter.Game = string(g)
			}
		}
		s.showList()
	})
	gameSel.Selected = games[0]
	if s.filter.Game != "" {
		gameSel.Selected = ui.GameName(s.filter.Game)
	}
	players := []string{lang.X("history.filter.allplayers", "All players")}
	for _, p := range f.Players {
		players = append(players, p.Name)
	}
	playerSel := widget.NewSelect(players, func(choice string) {
		s.filter.Player = 0
		for _, p := range s.file().Players {
			if p.Name == choice {
				s.filter.Player = p.ID
			}
		}
		s.showList()
	})
	playerSel.Selected = players[0]
	if s.filter.Player != 0 {
		playerSel.Selected = f.Name(s.filter.Player)
	}

	s.list = widget.NewList(
		func() int { return len(s.rows) },
		func() fyne.CanvasObject { return newPlayRow() },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(s.rows) {
				return
			}
			p := s.rows[i]
			r := o.(*playRow)
			r.set(p.Date+" · "+ui.GameName(string(p.Game)),
				lang.X("history.wonby", "Won by {{.Names}}", map[string]any{"Names": winnerNames(s.file(), p)})+" — "+scoresLine(s.file(), p),
				func() { s.showPlay(p.ID) })
		})
	s.empty = ui.Wrapped(lang.X("history.empty", "No plays kept yet. A game finished in Arrayán appears here by itself."))
	if len(s.rows) > 0 {
		s.empty.Hide()
	}

	stats := widget.NewButtonWithIcon(lang.X("history.stats", "Statistics"), theme.InfoIcon(), s.showStats)
	stats.Importance = widget.HighImportance
	players2 := widget.NewButtonWithIcon(lang.X("history.players", "Players"), theme.AccountIcon(), s.showPlayers)
	transfer := widget.NewButtonWithIcon(lang.X("history.transfer", "Export and backup"), theme.DocumentSaveIcon(), s.showTransfer)
	count := widget.NewLabel(translation.XN("history.count", "{{.N}} plays", len(s.rows), map[string]any{"N": len(s.rows)}))
	top := container.NewVBox(
		container.NewGridWithColumns(2, gameSel, playerSel),
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, stats, players2, transfer),
		// The count has a line of its own: beside Undo and Redo it was cut
		// on a phone in Russian.
		count,
		container.NewGridWithColumns(2, s.st.UndoButton(), s.st.RedoButton()),
	)
	s.show(container.NewBorder(top, nil, nil, nil, container.NewStack(s.list, s.empty)), s.showList)
}

// showPlay shows one play's breakdown, its date and note to edit, and
// what can be done with it.
func (s *screen) showPlay(id int) {
	f := s.file()
	p := f.Play(id)
	if p == nil {
		s.showList()
		return
	}
	date := widget.NewEntry()
	date.SetText(p.Date)
	date.SetPlaceHolder("YYYY-MM-DD")
	note := widget.NewMultiLineEntry()
	note.SetText(p.Note)
	note.SetMinRowsVisible(3)
	note.Wrapping = fyne.TextWrapWord
	note.SetPlaceHolder(lang.X("history.note.hint", "A note on this play"))
	saveEdit := widget.NewButtonWithIcon(lang.X("history.save", "Save date and note"), theme.DocumentSaveIcon(), func() {
		probe := s.file().Clone()
		if err := probe.SetDate(id, date.Text); err != nil {
			s.showError(err)
			return
		}
		if err := probe.SetNote(id, note.Text); err != nil {
			s.showError(err)
			return
		}
		s.change(func(f *hist.File) {
			_ = f.SetDate(id, date.Text) // checked on the probe above
			_ = f.SetNote(id, note.Text)
		})
		s.showPlay(id)
	})
	saveEdit.Importance = widget.HighImportance
	picture := widget.NewButtonWithIcon(lang.X("history.picture", "Save as picture"), theme.FileImageIcon(), func() { s.savePicture(id) })
	bgstats := widget.NewButtonWithIcon(lang.X("history.bgstats", "Send to BG Stats"), theme.MailSendIcon(), func() { s.sendToBGStats(id) })
	del := widget.NewButtonWithIcon(lang.X("history.delete", "Delete this play"), theme.DeleteIcon(), func() {
		s.change(func(f *hist.File) { f.Delete(id) })
		s.showList()
	})
	del.Importance = widget.DangerImportance

	form := container.NewVBox(
		widget.NewLabel(lang.X("history.date", "Date")), date,
		widget.NewLabel(lang.X("history.note", "Note")), note,
		saveEdit,
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellPair}, picture, del),
	)
	body := container.NewVBox(breakdown(f, p), form)
	// Send to BG Stats stays under the bar, above the breakdown, so that a
	// phone shows it without scrolling past a long play (issue 31).
	top := container.NewVBox(container.NewBorder(nil, nil, s.backButton(), s.st.Buttons()), bgstats)
	page := container.NewVScroll(body)
	// A swipe on the date or the note scrolls the page, as anywhere else.
	ui.SwipeScrollsPage(date, page)
	ui.SwipeScrollsPage(note, page)
	s.show(container.NewBorder(top, nil, nil, nil, page), func() { s.showPlay(id) })
}

// sendToBGStats opens play id in BG Stats, the play tracker, through its
// push link (scoring/history's BGStats: the play's winners and ranks, Yusuf
// as a player); BG Stats, installed or in the browser, asks the player to
// match the game and the players before it saves the play.
func (s *screen) sendToBGStats(id int) {
	b, err := s.file().BGStats(id)
	if err != nil {
		s.showError(err)
		return
	}
	u, err := url.Parse(b.Link())
	if err == nil {
		err = s.openURL(u)
	}
	if err != nil {
		s.showError(ui.Worded(lang.X("history.bgstats.failed", "BG Stats could not be opened: {{.Detail}}", map[string]any{"Detail": err.Error()})))
	}
}

// breakdown is a play's final breakdown: the game and date, the winners
// and how a tie was broken, then every seat's total and categories. The
// same view is saved as the play's picture.
func breakdown(f *hist.File, p *hist.Play) fyne.CanvasObject {
	head := ui.WrappedHeading(ui.GameName(string(p.Game)) + " — " + p.Date)
	box := container.NewVBox(head,
		ui.Wrapped(lang.X("history.wonby", "Won by {{.Names}}", map[string]any{"Names": winnerNames(f, p)})))
	if t := tieBreakText(p); t != "" {
		box.Add(ui.Wrapped(t))
	}
	if p.Difficulty != nil {
		box.Add(ui.Wrapped(lang.X("history.difficulty", "Difficulty: {{.Level}}", map[string]any{"Level": difficultyText(*p.Difficulty)})))
	}
	if p.SetupCode != "" {
		box.Add(ui.Wrapped(lang.X("history.code", "Setup code: {{.Code}}", map[string]any{"Code": p.SetupCode})))
	}
	seats := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for i, seat := range p.Seats {
		title := strconv.Itoa(i+1) + ". " + seatName(f, seat) + " — " + strconv.Itoa(seat.Total)
		if p.Won(i) {
			title = lang.X("history.winner", "{{.Seat}} — winner", map[string]any{"Seat": title})
		}
		rows := container.NewVBox()
		for _, pt := range seat.Points {
			v := widget.NewLabel(strconv.Itoa(pt.Points))
			v.Alignment = fyne.TextAlignTrailing
			rows.Add(container.NewBorder(nil, nil, nil, v, ui.Wrapped(categoryName(pt.Category))))
		}
		seats.Add(ui.NewCard("", "", container.NewVBox(ui.WrappedHeading(title), rows)))
	}
	box.Add(seats)
	if p.Note != "" {
		box.Add(ui.Wrapped(p.Note))
	}
	return box
}

// playRow is one play in the list: its date and game, its winners and
// scores; tapping it opens the play.
type playRow struct {
	widget.BaseWidget
	title, line *widget.Label
	onTap       func()
}

func newPlayRow() *playRow {
	r := &playRow{title: widget.NewLabel(""), line: widget.NewLabel("")}
	r.title.TextStyle.Bold = true
	r.title.Truncation = fyne.TextTruncateEllipsis
	r.line.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

func (r *playRow) set(title, line string, onTap func()) {
	r.title.SetText(title)
	r.line.SetText(line)
	r.onTap = onTap
}

// Tapped opens the play.
func (r *playRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

// CreateRenderer lays out the two lines.
func (r *playRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(r.title, r.line))
}

// showError tells the player what went wrong (logged when the screen has
// no window, in tools and tests).
func (s *screen) showError(err error) { report(s.window, err) }
