package setupscreen

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/qr"
)

// The dealt setup: its code and QR code, the parts that can be dealt
// again, the progress and the checklist; and the last setups.

// showShown shows the setup the state names (none when Shown is ""), its
// ticks and the last setups. The setup already on show (after an undo of a
// tick or a name, or opened again) keeps its widgets: only its ticks and
// names are brought up to date.
func (s *screen) showShown() {
	code := s.st().Shown
	if s.current != nil && s.qrImage != nil && code == s.current.Code {
		s.updateRows()
		s.updateProgress()
	} else {
		s.current, s.qrImage, s.rows = nil, nil, nil
		s.result.RemoveAll()
		if code != "" {
			setup, err := s.fresh, error(nil)
			if setup == nil || setup.Code != code {
				setup, err = deal.FromCode(code) // checked when the state was loaded
			}
			s.fresh = nil
			if err == nil {
				s.current = setup
				if !s.held {
					s.drawQR()
				}
				s.renderResult()
			}
		}
	}
	if !s.held { // the last setups are among the dealer's tools, made at finish
		s.showRecent()
	}
	s.relayout()
}

// drawQR draws the current setup's QR code, or says why it could not.
func (s *screen) drawQR() {
	img, err := qr.Image(qrText(s.current.Code), qrPixels)
	if err != nil {
		s.showError(s.resultMessage, lang.X("setup.qr.draw-failed", "The QR code could not be drawn: {{.Err}}", errData(err)))
		return
	}
	s.qrImage = img
}

// relayout lays the page out again after the result, the last setups or
// a line of the checklist changed, without drawing anew every line, tick
// box and icon of the checklist, as a refresh of the page did
// (ui.Relayout).
func (s *screen) relayout() { ui.RelayoutPage(s.scroll) }

func (s *screen) renderResult() {
	s.result.RemoveAll()
	setup := s.current
	codeText := bigCode(setup.Code)
	summary := ui.Wrapped(setupSummary(setup))
	copyButton := widget.NewButtonWithIcon(lang.X("setup.code.copy", "Copy code"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(setup.Code)
		s.showInfo(s.resultMessage, lang.X("setup.code.copied", "Code copied."))
	})
	saveButton := widget.NewButtonWithIcon(lang.X("setup.qr.save", "Save QR image"), theme.DocumentSaveIcon(), s.saveQR)
	caption := ui.Wrapped(lang.X("setup.code.caption", "Setup code: read it aloud, type it, or show the QR code."))
	codeBox := container.NewVBox(caption, container.NewCenter(codeText), summary)
	if !s.friend {
		codeBox.Objects = append(codeBox.Objects, s.startButton(setup)...)
	}
	codeBox.Objects = append(codeBox.Objects, container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, copyButton, saveButton))
	var qrBox fyne.CanvasObject = widget.NewLabel("")
	if s.qrImage != nil {
		img := canvas.NewImageFromImage(s.qrImage)
		img.FillMode = canvas.ImageFillContain
		img.ScaleMode = canvas.ImageScalePixels
		img.SetMinSize(fyne.NewSize(qrShown, qrShown))
		qrBox = container.NewCenter(img)
	}
	codeCard := ui.NewCard(lang.X("setup.code.title", "Setup code"), "", container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellHalf}, codeBox, qrBox))

	parts := container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField})
	for _, p := range redealableParts(setup) {
		parts.Add(widget.NewButtonWithIcon(text("setup.part."+p), theme.ViewRefreshIcon(), func() { s.redeal(p) }))
	}
	redealCard := ui.NewCard(lang.X("setup.redeal", "Deal one part again"), lang.X("setup.redeal.hint", "The rest stays; the code changes."), parts)

	tools := []fyne.CanvasObject{codeCard}
	if len(parts.Objects) > 0 {
		tools = append(tools, redealCard)
	}
	// laid out by the relayout that follows
	if s.friend {
		toLayOut := ui.NewCard(lang.X("setup.link.title", "Lay out this setup"), "", container.NewVBox(append([]fyne.CanvasObject{
			container.NewCenter(bigCode(setup.Code)), ui.Wrapped(setupSummary(setup))}, s.startButton(setup)...)...))
		s.result.Objects = []fyne.CanvasObject{toLayOut, s.progress, s.checklist}
		if !s.held {
			s.result.Objects = append(s.result.Objects, tools...)
		}
	} else {
		s.result.Objects = append(tools, s.progress, s.checklist)
	}
	s.renderChecklist()
	s.updateProgress()
}

// startButton is "Start a game with this setup", under the setup's code
// and summary (in view as the setup is shown, issue 29, item 2): it opens
// the game's screen with a new game from the setup and the names typed.
// None when the screen has no way to start a game.
func (s *screen) startButton(setup *deal.Setup) []fyne.CanvasObject {
	if s.start == nil {
		return nil
	}
	b := widget.NewButtonWithIcon(lang.X("setup.start", "Start a game with this setup"), theme.MediaPlayIcon(), func() {
		names := make([]string, setup.Players)
		for i := range names {
			names[i] = s.playerNames()(i + 1)
		}
		s.start(setup, names)
	})
	b.Importance = widget.HighImportance
	return []fyne.CanvasObject{b}
}

// heldCards is how many of the checklist's cards a friend's link shows in
// its first frame (screen.held): with the setup to lay out above it, the
// first card (a Sabika board's nine steps) fills a phone's screen, and
// each card more only delays that frame, its text and tick boxes drawn
// unseen below it.
const heldCards = 1

// finish completes the page a friend's link opened held, once its first
// frame is on the screen: the rest of the checklist, the QR code and the
// dealer's tools.
func (s *screen) finish() {
	if !s.held {
		return
	}
	s.held = false
	s.buildTools()
	s.setFriend(s.friend)
	s.current = nil // drawn again whole
	s.reload()
}

// bigCode is a setup's code as the screen shows it, large enough to read
// aloud across a table, in bold: the code's alphabet has no letters that
// pass for digits (setup/code), and a monospaced font was one font more to
// parse before a setup link's first frame, as costly as the rest of it
// (TestFriendsLinkFirstFrameDrawsInTwoFontsAndMakesNoTools).
func bigCode(code string) *canvas.Text {
	t := canvas.NewText(code, theme.Color(theme.ColorNameForeground))
	t.TextSize = 26
	t.TextStyle = fyne.TextStyle{Bold: true}
	return t
}

// renderChecklist shows the current setup's steps, area by area, with the
// players' names as typed.
func (s *screen) renderChecklist() {
	s.checklist.RemoveAll()
	s.rows = nil
	if s.current == nil {
		return
	}
	var cards []fyne.CanvasObject
	for _, group := range groupSteps(s.current.Setup.Steps) {
		if s.held && len(cards) == heldCards {
			break
		}
		cards = append(cards, s.areaCard(group))
	}
	// set at once, laid out by the relayout that follows (one Add after
	// another laid the list out again each time)
	s.checklist.Objects = cards
}

// setupSummary is the game, players and options in words.
func setupSummary(setup *deal.Setup) string {
	parts := []string{ui.GameName(setup.Game), playersSummary(setup.Game, setup.Players)}
	for _, o := range deal.Options(setup.Game) {
		v := setup.Options[o.Key]
		if !o.AppliesTo(setup.Players) {
			continue
		}
		parts = append(parts, optionLabel(setup.Game, o.Key)+": "+optionValueLabel(setup.Game, o.Key, v))
	}
	return strings.Join(parts, " · ")
}

// playersSummary says how many play: "3 players", or the solo game.
func playersSummary(game string, n int) string {
	if game == deal.Sabika && n == 1 {
		return lang.X("setup.summary.solo", "solo with Yusuf")
	}
	return translation.XN("setup.summary.players", "{{.N}} players", n, map[string]any{"N": n})
}

// redealableParts are the parts whose deal is random under the setup's
// options (a first-game Marco Polo deals its characters by seat, so there
// is nothing to deal again).
func redealableParts(setup *deal.Setup) []string {
	var parts []string
	for _, p := range deal.Parts(setup.Game) {
		for _, st := range setup.Setup.Steps {
			if st.Part == p {
				parts = append(parts, p)
				break
			}
		}
	}
	return parts
}

// updateProgress counts the current setup's steps ticked off.
func (s *screen) updateProgress() {
	if s.current == nil {
		return
	}
	done := len(s.st().ticks(s.current.Code))
	total := len(s.current.Setup.Steps)
	s.progress.SetText(translation.XN("setup.progress", "{{.Done}} of {{.Total}} steps done", total, map[string]any{"Done": done, "Total": total}))
}

// showRecent lists the last setups, each replayable with one tap.
func (s *screen) showRecent() {
	s.recentBox.RemoveAll()
	list := s.st().Recent
	if len(list) == 0 {
		return
	}
	box := container.NewVBox()
	for _, r := range list[:min(len(list), shownRecent)] {
		label := ui.Wrapped(r.Code + "\n" + ui.GameName(r.Game) + " · " + playersSummary(r.Game, r.Players))
		open := widget.NewButtonWithIcon(lang.X("setup.recent.open", "Open"), theme.NavigateNextIcon(), func() { s.openCodeText(r.Code) })
		box.Add(container.NewBorder(nil, nil, nil, open, label))
	}
	s.recentBox.Add(ui.NewCard(lang.X("setup.recent", "Last setups"), lang.X("setup.recent.hint", "Tap one to deal it again."), box))
}
