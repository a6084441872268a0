// Package setupscreen is the "Deal a setup" screen: pick a game, the
// players and options (and, once, the players' names, which the checklist
// shows but the code never holds), deal, and set the table from a checklist
// grouped by table area; share the setup as a code or a QR code, replay a
// code typed in or read from a QR picture, deal one part again, and replay
// the last setups. The dealing itself is setup/deal's.
package setupscreen

import (
	"errors"
	"image"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/code"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/qr"
)

// shownRecent is how many of the kept setups the screen lists.
const shownRecent = 5

// qrPixels is the side of the QR picture shown and saved.
const qrPixels = 512

// qrShown is the side of the QR code on screen, large enough to scan from
// across a table.
const qrShown = 240

// wideCell is the narrowest column of the screen's two-column parts: one
// column on a phone, two (not three half-empty ones) on a desktop.
const wideCell = 440

// screen is one setup screen and its state.
type screen struct {
	w     fyne.Window
	prefs fyne.Preferences

	game    string
	games   *widget.Select
	players *widget.Select
	options *fyne.Container // one select per option of the game
	selects map[string]*widget.Select
	// names are the players' names by player number (index 0 is player 1),
	// display only: they never enter a setup or its code.
	names    []string
	nameBox  *fyne.Container
	nameList *fyne.Container // one entry per player

	codeEntry *widget.Entry
	// Messages appear beside what the player just used: codeMessage in
	// the "Enter a code" card, dealMessage under Deal, resultMessage with
	// the dealt setup.
	codeMessage, dealMessage, resultMessage *widget.Label

	current *deal.Setup
	qrImage image.Image
	ticks   map[int]bool

	undo      *ui.Undo // brings back the setup before the last deal
	result    *fyne.Container
	checklist *fyne.Container // the current setup's area cards, in result
	recentBox *fyne.Container
	progress  *widget.Label

	scroll *container.Scroll
	object fyne.CanvasObject
}

// New returns the setup screen, opened on game ("sabika", "alhambra",
// "granada" or "marcopolo"; anything else opens the game last dealt).
func New(w fyne.Window, game string) fyne.CanvasObject {
	return newScreen(w, game).object
}

func newScreen(w fyne.Window, game string) *screen {
	translation.Need(translation.Setup)
	translation.Need(translation.MarcoPoloNames)
	reportRefusedFiles(w)
	s := &screen{w: w, prefs: fyne.CurrentApp().Preferences(), selects: map[string]*widget.Select{}, names: loadNames()}
	if !slices.Contains(deal.Games, game) {
		game = s.prefs.StringWithFallback(prefGame, deal.Sabika)
		if !slices.Contains(deal.Games, game) {
			game = deal.Sabika
		}
	}
	s.build(game)
	// Coming back to the screen shows the game's last setup with its ticks,
	// so leaving it halfway through setting up loses nothing.
	// It opens at the top, where a new setup is dealt.
	for _, r := range loadRecent() {
		if r.Game == game {
			s.openCodeText(r.Code)
			s.scroll.ScrollToTop()
			break
		}
	}
	return s
}

func (s *screen) build(game string) {
	names := make([]string, len(deal.Games))
	for i, g := range deal.Games {
		names[i] = ui.GameName(g)
	}
	s.games = widget.NewSelect(names, func(name string) {
		i := slices.Index(names, name)
		if i >= 0 && deal.Games[i] != s.game {
			s.setGame(deal.Games[i])
		}
	})
	s.players = widget.NewSelect(nil, nil)
	s.options = container.New(&ui.ResponsiveGrid{MinCellWidth: 260})
	s.nameList = container.New(&ui.ResponsiveGrid{MinCellWidth: 150})
	s.nameBox = container.NewVBox(
		ui.Heading(lang.X("setup.names", "Names (optional)")),
		s.nameList,
		ui.Wrapped(lang.X("setup.names.hint", "Shown in the checklist; not part of the code.")))

	dealButton := widget.NewButtonWithIcon(lang.X("setup.deal", "Deal"), theme.ViewRefreshIcon(), s.dealNew)
	dealButton.Importance = widget.HighImportance
	s.undo = ui.NewUndo()

	s.codeEntry = widget.NewEntry()
	s.codeEntry.SetPlaceHolder(lang.X("setup.code.placeholder", "e.g. 1VHP-1VQE-GJ1N-D3XM"))
	s.codeEntry.OnSubmitted = func(string) { s.openCode() }
	openButton := widget.NewButton(lang.X("setup.code.open", "Open code"), s.openCode)
	scanButton := widget.NewButtonWithIcon(lang.X("setup.qr.scan", "Scan a QR image"), theme.FolderOpenIcon(), s.scanQR)

	s.codeMessage, s.dealMessage, s.resultMessage = hiddenMessage(), hiddenMessage(), hiddenMessage()
	s.progress = widget.NewLabel("")
	s.result = container.NewVBox()
	s.checklist = container.NewVBox()
	s.recentBox = container.NewVBox()

	choose := widget.NewCard(lang.X("setup.choose", "New setup"), "", container.NewVBox(
		container.New(&ui.ResponsiveGrid{MinCellWidth: 260},
			labelled(lang.X("setup.game", "Game"), s.games),
			labelled(lang.X("setup.players", "Players"), s.players)),
		s.options,
		s.nameBox,
		container.NewHBox(dealButton, s.undo.Button),
		s.dealMessage,
	))
	enter := widget.NewCard(lang.X("setup.code.enter", "Enter a code"), "", container.NewVBox(
		container.NewBorder(nil, nil, nil, openButton, s.codeEntry),
		s.codeMessage,
		scanButton,
	))
	top := container.New(&ui.ResponsiveGrid{MinCellWidth: wideCell}, choose, container.NewVBox(enter, s.recentBox))
	s.scroll = container.NewVScroll(container.NewVBox(top, s.resultMessage, s.result))
	s.object = s.scroll
	s.setGame(game)
	s.showRecent()
}

// labelled puts a caption above a control.
func labelled(caption string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(ui.Heading(caption), o)
}

// setGame shows game's players and options, as last chosen.
func (s *screen) setGame(game string) {
	s.game = game
	s.games.SetSelectedIndex(slices.Index(deal.Games, game))
	lo, hi := deal.PlayerRange(game)
	counts := make([]string, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		counts = append(counts, playersLabel(game, n))
	}
	s.players.OnChanged = nil
	s.players.SetOptions(counts)
	saved := s.prefs.IntWithFallback(playersPref(game), min(max(lo, 2), hi))
	s.players.SetSelectedIndex(min(max(saved, lo), hi) - lo)
	s.players.OnChanged = func(string) { s.saveChoices(); s.syncOptions(); s.syncNames() }
	s.syncNames()

	s.options.RemoveAll()
	s.selects = map[string]*widget.Select{}
	for _, o := range deal.Options(game) {
		labels := make([]string, len(o.Values))
		for i, v := range o.Values {
			labels[i] = optionValueLabel(game, o.Key, v)
		}
		sel := widget.NewSelect(labels, nil)
		saved := s.prefs.StringWithFallback(optionPref(game, o.Key), o.Values[0])
		sel.SetSelectedIndex(max(slices.Index(o.Values, saved), 0))
		sel.OnChanged = func(string) { s.saveChoices() }
		s.selects[o.Key] = sel
		s.options.Add(labelled(optionLabel(game, o.Key), sel))
	}
	s.syncOptions()
}

func playersLabel(game string, n int) string {
	if game == deal.Sabika && n == 1 {
		return lang.X("setup.players.solo", "1 (solo with Yusuf)")
	}
	return strconv.Itoa(n)
}

// chosenPlayers is the player count selected.
func (s *screen) chosenPlayers() int {
	lo, _ := deal.PlayerRange(s.game)
	return lo + max(s.players.SelectedIndex(), 0)
}

// chosenOptions are the option values selected.
func (s *screen) chosenOptions() map[string]string {
	opts := map[string]string{}
	for _, o := range deal.Options(s.game) {
		if sel := s.selects[o.Key]; sel != nil && sel.SelectedIndex() >= 0 {
			opts[o.Key] = o.Values[sel.SelectedIndex()]
		}
	}
	return opts
}

// syncOptions disables options the player count does not allow (Yusuf's
// starting prestige outside the solo game), back at their defaults.
func (s *screen) syncOptions() {
	for _, o := range deal.Options(s.game) {
		sel := s.selects[o.Key]
		if sel == nil {
			continue
		}
		if o.AppliesTo(s.chosenPlayers()) {
			sel.Enable()
		} else {
			sel.SetSelectedIndex(0)
			sel.Disable()
		}
	}
}

// syncNames shows one name entry per player of the chosen count, filled
// with the names typed before. Typing a name saves it and renames that
// player in the checklist shown.
func (s *screen) syncNames() {
	s.nameList.RemoveAll()
	for i := range min(s.chosenPlayers(), maxNames) {
		e := ui.WheelThrough(widget.NewEntry())
		e.SetPlaceHolder(deal.PlayerName(translate, nil, i+1))
		e.SetText(s.names[i])
		e.OnChanged = func(typed string) {
			s.names[i] = typed
			saveNames(s.names)
			if s.current != nil {
				s.renderChecklist()
				s.relayout()
			}
		}
		s.nameList.Add(e)
	}
	s.nameList.Refresh()
}

// playerNames names the players in the checklist.
func (s *screen) playerNames() deal.Names { return nameOf(s.names) }

// saveChoices remembers the players and options of the game.
func (s *screen) saveChoices() {
	s.prefs.SetString(prefGame, s.game)
	s.prefs.SetInt(playersPref(s.game), s.chosenPlayers())
	for k, v := range s.chosenOptions() {
		s.prefs.SetString(optionPref(s.game, k), v)
	}
}

// dealNew deals a fresh setup with a random seed.
func (s *screen) dealNew() {
	seed, err := deal.RandomSeed()
	if err != nil {
		s.showError(s.dealMessage, dealFailed(err))
		return
	}
	s.dealRequest(deal.Request{Game: s.game, Players: s.chosenPlayers(), Options: s.chosenOptions(), Seed: seed})
}

func (s *screen) dealRequest(r deal.Request) {
	setup, err := deal.Deal(r)
	if err != nil {
		s.showError(s.dealMessage, dealFailed(err))
		return
	}
	s.saveChoices()
	s.show(setup)
}

// openCode deals the setup of the code typed in.
func (s *screen) openCode() {
	s.openCodeText(s.codeEntry.Text)
}

func (s *screen) openCodeText(text string) {
	setup, err := deal.FromCode(text)
	if err != nil {
		s.showError(s.codeMessage, codeError(err))
		return
	}
	s.codeEntry.SetText("")
	s.show(setup)
}

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

// show makes setup the current one, keeping the one before for undo, and
// remembers it among the last setups.
func (s *screen) show(setup *deal.Setup) {
	if prev := s.current; prev != nil && prev.Code != setup.Code {
		s.undo.Offer("", func() {
			s.current = nil // nothing to undo once it is back
			s.show(prev)
		})
	}
	s.hideMessages()
	s.current = setup
	s.ticks = tickedSteps(rememberSetup(newRecent(setup.Code, setup.Game, setup.Players)), setup.Code)
	if setup.Game != s.game {
		s.setGame(setup.Game)
	}
	s.players.SetSelectedIndex(setup.Players - min(deal.PlayerRange(setup.Game)))
	for k, v := range setup.Options {
		if sel := s.selects[k]; sel != nil {
			for _, o := range deal.Options(setup.Game) {
				if o.Key == k {
					sel.SetSelectedIndex(slices.Index(o.Values, v))
				}
			}
		}
	}
	img, err := qr.Image(setup.Code, qrPixels)
	if err != nil {
		s.showError(s.resultMessage, lang.X("setup.qr.draw-failed", "The QR code could not be drawn: {{.Err}}", errData(err)))
		img = nil
	}
	s.qrImage = img
	s.renderResult()
	s.showRecent()
	s.relayout()
	s.scroll.ScrollToOffset(fyne.NewPos(0, s.resultMessage.Position().Y))
}

// relayout makes the scroll measure its content again after the result or
// the last setups changed.
func (s *screen) relayout() {
	s.scroll.Content.Refresh()
	s.scroll.Refresh()
}

// redeal deals one part again, keeping the rest.
func (s *screen) redeal(part string) {
	if s.current == nil {
		return
	}
	r, err := deal.Redeal(s.current.Request(), part)
	if err != nil {
		s.showError(s.resultMessage, lang.XN("setup.redeal.limit", "{{.Part}} was dealt again {{.N}} times, the most a code can hold: deal a new setup instead.", code.MaxRedeal, map[string]any{"Part": text("setup.part." + part), "N": code.MaxRedeal}))
		return
	}
	s.dealRequest(r)
}

func (s *screen) renderResult() {
	s.result.RemoveAll()
	setup := s.current
	codeText := canvas.NewText(setup.Code, theme.Color(theme.ColorNameForeground))
	codeText.TextSize = 26
	codeText.TextStyle = fyne.TextStyle{Monospace: true}
	summary := ui.Wrapped(setupSummary(setup))
	copyButton := widget.NewButtonWithIcon(lang.X("setup.code.copy", "Copy code"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(setup.Code)
		s.showInfo(s.resultMessage, lang.X("setup.code.copied", "Code copied."))
	})
	saveButton := widget.NewButtonWithIcon(lang.X("setup.qr.save", "Save QR image"), theme.DocumentSaveIcon(), s.saveQR)
	caption := ui.Wrapped(lang.X("setup.code.caption", "Setup code: read it aloud, type it, or show the QR code."))
	codeBox := container.NewVBox(
		caption,
		container.NewCenter(codeText), summary, container.New(&ui.ResponsiveGrid{MinCellWidth: 220}, copyButton, saveButton))
	var qrBox fyne.CanvasObject = widget.NewLabel("")
	if s.qrImage != nil {
		img := canvas.NewImageFromImage(s.qrImage)
		img.FillMode = canvas.ImageFillContain
		img.ScaleMode = canvas.ImageScalePixels
		img.SetMinSize(fyne.NewSize(qrShown, qrShown))
		qrBox = container.NewCenter(img)
	}
	codeCard := widget.NewCard(lang.X("setup.code.title", "Setup code"), "", container.New(&ui.ResponsiveGrid{MinCellWidth: wideCell}, codeBox, qrBox))

	parts := container.New(&ui.ResponsiveGrid{MinCellWidth: 200})
	for _, p := range redealableParts(setup) {
		parts.Add(widget.NewButtonWithIcon(text("setup.part."+p), theme.ViewRefreshIcon(), func() { s.redeal(p) }))
	}
	redealCard := widget.NewCard(lang.X("setup.redeal", "Deal one part again"), lang.X("setup.redeal.hint", "The rest stays; the code changes."), parts)

	s.result.Add(codeCard)
	if len(parts.Objects) > 0 {
		s.result.Add(redealCard)
	}
	s.result.Add(s.progress)
	s.result.Add(s.checklist)
	s.renderChecklist()
	s.updateProgress()
}

// renderChecklist shows the current setup's steps, area by area, with the
// players' names as typed; a name typed redraws only this.
func (s *screen) renderChecklist() {
	s.checklist.RemoveAll()
	for _, group := range groupSteps(s.current.Setup.Steps) {
		s.checklist.Add(s.areaCard(group))
	}
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
	return lang.XN("setup.summary.players", "{{.N}} players", n, map[string]any{"N": n})
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

func (s *screen) updateProgress() {
	if s.current == nil {
		return
	}
	done := 0
	for _, v := range s.ticks {
		if v {
			done++
		}
	}
	total := len(s.current.Setup.Steps)
	s.progress.SetText(lang.XN("setup.progress", "{{.Done}} of {{.Total}} steps done", total, map[string]any{"Done": done, "Total": total}))
}

// showRecent lists the last setups, each replayable with one tap.
func (s *screen) showRecent() {
	s.recentBox.RemoveAll()
	list := loadRecent()
	if len(list) == 0 {
		return
	}
	box := container.NewVBox()
	for _, r := range list[:min(len(list), shownRecent)] {
		label := ui.Wrapped(r.Code + "\n" + ui.GameName(r.Game) + " · " + playersSummary(r.Game, r.Players))
		open := widget.NewButtonWithIcon(lang.X("setup.recent.open", "Open"), theme.NavigateNextIcon(), func() { s.openCodeText(r.Code) })
		box.Add(container.NewBorder(nil, nil, nil, open, label))
	}
	s.recentBox.Add(widget.NewCard(lang.X("setup.recent", "Last setups"), lang.X("setup.recent.hint", "Tap one to deal it again."), box))
}
