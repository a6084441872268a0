// Package handover is the game-independent part of "Continue on another
// phone" (issue 31, item 1): the page that hands a game's packed text
// over (its QR code, or its parts' codes one after the other, its link
// with Copy, and Save as a file), and the reading of what the other phone
// receives (a `#game=` link, a file's text or the packed text itself)
// through setup/handoff's strict reader and checks. Each game's screen
// packs its record, previews what it receives and keeps it.
package handover

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/ui"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/setup/handoff"
	"arrayan.io/arrayan/setup/qr"
)

// QR codes of a handover: drawn QRPixels square, shown QRShown points
// wide (a phone's width, so that a version-25 code's modules stay some
// half a millimetre wide: docs/handoff.md).
const (
	QRPixels = 720
	QRShown  = 320
)

// CycleEvery is how long each part's QR code is shown before the next,
// long enough for a phone's camera to read one (issue 31, item 1).
const CycleEvery = 1500 * time.Millisecond

// MaxFile bounds a file saved by "Save as a file": the link to the
// longest text handoff reads, each of its characters escaped (three for
// one, handoff.Fragment) after a site's address.
const MaxFile = 3*handoff.MaxText + 4096

// Page is the "Continue on another phone" page of one game: its QR code
// (or its parts' codes, one after the other), its link with Copy, and
// Save as a file.
type Page struct {
	w      fyne.Window
	into   *fyne.Container
	object fyne.CanvasObject
	file   string
	// link is the whole game: the site's link to it (siteAddress and
	// handoff.Fragment) or, outside the browser, the packed text.
	link string
	// codes are the texts of the QR codes shown: the link, or the parts
	// of handoff.Split when it needs more than one.
	codes []string
	shown int
	// byHand is closed once Previous or Next is tapped: the parts then
	// change only by hand (cycle stops).
	byHand chan struct{}
	image  *canvas.Image
	part   *widget.Label
	note   *widget.Label
}

// Link is what hands over text: the link that opens it on the web app
// when the site's address is known, else the text itself.
func Link(text string) string {
	if address := siteAddress(); address != "" {
		return address + handoff.Fragment(text)
	}
	return text
}

// Pack is the packed text of the record data of game g (as its screen
// saves it), or why it cannot be handed over: the record is checked by
// setup/handoff as the other phone will check it.
func Pack(g gameid.ID, data []byte, err error) (string, error) {
	if err != nil {
		return "", fmt.Errorf("writing the %s game: %w", g, err)
	}
	return handoff.Pack(g, data)
}

// Show shows in into (as its one object) the page handing over text, or
// why it cannot be (err), with a Back button running back; a file saved
// from it is named file. Its parts, when there are several, change every
// CycleEvery while the page is shown.
func Show(w fyne.Window, into *fyne.Container, text string, err error, file string, back func()) *Page {
	p := &Page{w: w, into: into, file: file, note: ui.Wrapped(""), byHand: make(chan struct{})}
	if err == nil {
		p.link = Link(text)
		p.codes, err = handoff.Split(text)
		if err == nil && len(p.codes) == 1 {
			p.codes = []string{p.link}
		}
	}
	var problem string
	if err != nil {
		problem = lang.X("handover.cannot", "This game cannot be handed over: {{.Why}}", map[string]any{"Why": ui.SayError(err)})
	}
	p.object = p.page(back, problem)
	into.Objects = []fyne.CanvasObject{p.object}
	ui.ShowNew(into)
	if len(p.codes) > 1 {
		go p.cycle()
	}
	return p
}

// OpenButton is a game's "Continue on another phone" button, without an
// icon: its text, which cannot wrap, fits a phone's width at the large
// text size in every language (TestEveryScreenFitsAtEveryTextSize).
func OpenButton(open func()) *widget.Button {
	return widget.NewButton(lang.X("handover.open", "Continue on another phone"), open)
}

// page lays out the page, or only why the game cannot be handed over
// (problem).
func (p *Page) page(back func(), problem string) fyne.CanvasObject {
	backButton := widget.NewButtonWithIcon(lang.X("handover.back", "Back to the game"), theme.NavigateBackIcon(), back)
	box := container.NewVBox(backButton, ui.WrappedHeading(lang.X("handover.title", "Continue on another phone")))
	if problem != "" {
		line := ui.Wrapped(problem)
		line.Importance = widget.DangerImportance
		ui.Append(box, line)
		return container.NewVScroll(ui.NewPage(ui.PageWidth, container.NewPadded(box)))
	}
	ui.Append(box, ui.Wrapped(lang.X("handover.help", "On the other phone, point the camera at this QR code, or open the link: nothing needs to be installed. That phone shows the game first and keeps it only if asked; this phone keeps its own copy.")))
	p.image = canvas.NewImageFromImage(nil)
	p.image.FillMode = canvas.ImageFillContain
	p.image.ScaleMode = canvas.ImageScalePixels
	p.image.SetMinSize(fyne.NewSize(QRShown, QRShown))
	p.part = ui.Wrapped("")
	p.part.Alignment = fyne.TextAlignCenter
	ui.Append(box, container.NewCenter(p.image))
	if len(p.codes) > 1 {
		prev := widget.NewButtonWithIcon(lang.X("handover.previous", "Previous"), theme.NavigateBackIcon(), func() { p.stopCycle(); p.showPart(p.shown - 1) })
		next := widget.NewButtonWithIcon(lang.X("handover.next", "Next"), theme.NavigateNextIcon(), func() { p.stopCycle(); p.showPart(p.shown + 1) })
		ui.Append(box, ui.Wrapped(lang.X("handover.parts", "The game takes {{.N}} QR codes, shown one after the other: keep the other phone's camera on them until it has read every part.", map[string]any{"N": len(p.codes)})),
			p.part, container.NewGridWithColumns(2, prev, next))
	}
	p.showPart(0)
	link := widget.NewLabel(p.link)
	link.Wrapping = fyne.TextWrapBreak
	copyLink := widget.NewButtonWithIcon(lang.X("handover.copy", "Copy the link"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(p.link)
		ui.SetText(p.note, lang.X("handover.copied", "Link copied: send it to the other phone."))
	})
	save := widget.NewButtonWithIcon(lang.X("handover.save", "Save as a file"), theme.DocumentSaveIcon(), p.save)
	ui.Append(box, widget.NewSeparator(), ui.WrappedHeading(lang.X("handover.link", "Link to the game")), link,
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, copyLink, save), p.note)
	return container.NewVScroll(ui.NewPage(ui.PageWidth, container.NewPadded(box)))
}

// showPart shows QR code n (from 0, counted round), and its number when
// there are several.
func (p *Page) showPart(n int) {
	p.shown = (n%len(p.codes) + len(p.codes)) % len(p.codes)
	img, err := qr.Image(p.codes[p.shown], QRPixels)
	if err != nil {
		ui.SetText(p.note, lang.X("handover.draw-failed", "The QR code could not be drawn: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
		return
	}
	p.image.Image = img
	p.image.Refresh()
	if len(p.codes) > 1 {
		ui.SetText(p.part, lang.X("handover.part", "Part {{.K}} of {{.N}}", map[string]any{"K": p.shown + 1, "N": len(p.codes)}))
	}
}

// onScreen reports whether the page is still the one shown.
func (p *Page) onScreen() bool {
	return len(p.into.Objects) == 1 && p.into.Objects[0] == p.object
}

// cycle shows the next part every CycleEvery while the page is shown, so
// that the other phone's camera reads every part without a tap, until
// Previous or Next is tapped.
func (p *Page) cycle() {
	tick := time.NewTicker(CycleEvery)
	defer tick.Stop()
	for {
		select {
		case <-p.byHand:
			return
		case <-tick.C:
		}
		shown := make(chan bool, 1)
		fyne.Do(func() {
			on := p.onScreen()
			if on {
				p.showPart(p.shown + 1)
			}
			shown <- on
		})
		if !<-shown {
			return
		}
	}
}

// stopCycle stops the parts' cycle, once: they change by hand from now on.
func (p *Page) stopCycle() {
	select {
	case <-p.byHand:
	default:
		close(p.byHand)
	}
}

// save saves the link as a text file (the browser's download, else the
// save dialog), which the other phone opens with "Open a game from a
// file".
func (p *Page) save() {
	data := []byte(p.link + "\n")
	saved := func(name string) {
		ui.SetText(p.note, lang.X("handover.saved", "Game saved as {{.Name}}.", map[string]any{"Name": name}))
	}
	failed := func(err error) {
		ui.SetText(p.note, lang.X("handover.save-failed", "The game could not be saved: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
	}
	if ui.Download(p.file, data) {
		saved(p.file)
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			failed(err)
			return
		}
		if wc == nil {
			return // cancelled
		}
		_, err = wc.Write(data)
		if cerr := wc.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			failed(fmt.Errorf("saving %s: %w", p.file, err))
			return
		}
		saved(wc.URI().Name())
	}, p.w)
	d.SetFileName(p.file)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".txt"}))
	d.Show()
}

// Receive reads what the other phone was given (a `#game=` link, its
// fragment, a file's text or the packed text itself) as setup/handoff
// does a saved file: a text refused is a *handoff.Refused with its coded
// message, for ui.SayError.
func Receive(text string) (handoff.Handed, error) {
	text = strings.TrimSpace(text)
	if i := strings.Index(text, "#game="); i >= 0 {
		var err error
		if text, err = handoff.FromFragment(text[i:]); err != nil {
			return handoff.Handed{}, err
		}
	}
	return handoff.Unpack(text)
}

// Preview is the card of a game received, above its screen: the heading,
// what the game is (content, the game's screen's own), and Keep this game
// and Cancel; keep is nil when the game cannot be kept now (content says
// why).
func Preview(content fyne.CanvasObject, keep, cancel func()) fyne.CanvasObject {
	keepButton := widget.NewButtonWithIcon(lang.X("handover.keep", "Keep this game"), theme.DocumentSaveIcon(), keep)
	keepButton.Importance = widget.HighImportance
	if keep == nil {
		keepButton.Disable()
	}
	cancelButton := widget.NewButtonWithIcon(lang.X("handover.cancel", "Cancel"), theme.CancelIcon(), cancel)
	return container.NewVBox(ui.WrappedHeading(lang.X("handover.received", "A game from another phone")), content,
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellHalf}, keepButton, cancelButton))
}

// Refused words why a text received is not kept: setup/handoff's
// refusal err in the player's language.
func Refused(err error) string {
	return lang.X("handover.refused", "This game cannot be kept: {{.Why}}", map[string]any{"Why": ui.SayError(err)})
}

// Refusal is the card of a text refused, why worded in the player's
// language (Refused), with Close.
func Refusal(said string, close func()) fyne.CanvasObject {
	why := ui.Wrapped(said)
	why.Importance = widget.DangerImportance
	return container.NewVBox(ui.WrappedHeading(lang.X("handover.received", "A game from another phone")), why,
		widget.NewButtonWithIcon(lang.X("handover.close", "Close"), theme.CancelIcon(), close))
}

// KeptNote is shown above a game just kept from another phone: what was
// kept (said, in the player's language) and Undo keeping it.
func KeptNote(said string, undo func()) fyne.CanvasObject {
	return container.NewVBox(ui.Wrapped(said),
		widget.NewButtonWithIcon(lang.X("handover.undo", "Undo keeping it"), theme.ContentUndoIcon(), undo))
}

// OpenFileButton is "Open a game file": it asks for a file saved by
// "Save as a file" on the other phone and hands its text to got, or why
// it could not be read, worded in the player's language (unread).
func OpenFileButton(w fyne.Window, got func(text, unread string)) *widget.Button {
	return widget.NewButtonWithIcon(lang.X("handover.file", "Open a game file"), theme.FolderOpenIcon(), func() {
		ui.OpenFile(w, []string{".txt"}, MaxFile, func(data []byte, err error) {
			if err != nil {
				got("", lang.X("handover.unread", "The file could not be read: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
				return
			}
			got(string(bytes.TrimSpace(data)), "")
		})
	})
}
