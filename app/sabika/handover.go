package sabika

import (
	"encoding/json"
	"fmt"
	"strconv"
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

// QR codes of a handover: drawn qrPixels square, shown qrShown points
// wide (a phone's width, so that a version-25 code's modules stay some
// half a millimetre wide: docs/handoff.md).
const (
	qrPixels = 720
	qrShown  = 320
)

// cycleEvery is how long each part's QR code is shown before the next,
// long enough for a phone's camera to read one (issue 31, item 1).
const cycleEvery = 1500 * time.Millisecond

// handover is the "Continue on another phone" page of one game: its QR
// code (or its parts' codes, one after the other), its link with Copy,
// and Save as a file.
type handover struct {
	s      *screen
	object fyne.CanvasObject
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

// handoverLink is what hands over text: the link that opens it on the
// web app when the site's address is known, else the text itself.
func handoverLink(text string) string {
	if address := siteAddress(); address != "" {
		return address + handoff.Fragment(text)
	}
	return text
}

// handOver shows the handover page of game id: the record as it is saved,
// packed by setup/handoff (which refuses, with its message, a record the
// other phone would refuse).
func (s *screen) handOver(id int) {
	i := s.index(id)
	if i < 0 {
		return
	}
	data, err := json.Marshal(s.st.Get().Records[i])
	if err != nil {
		err = fmt.Errorf("writing game %d: %w", id+1, err)
	}
	var text string
	if err == nil {
		text, err = handoff.Pack(gameid.Sabika, data)
	}
	s.showHandover(id, text, err)
}

// showHandover shows the handover page of game id for its packed text,
// or why it cannot be handed over (err).
func (s *screen) showHandover(id int, text string, err error) {
	h := &handover{s: s, note: ui.Wrapped(""), byHand: make(chan struct{})}
	if err == nil {
		h.link = handoverLink(text)
		h.codes, err = handoff.Split(text)
		if err == nil && len(h.codes) == 1 {
			h.codes = []string{h.link}
		}
	}
	var problem string
	if err != nil {
		problem = lang.X("sabika.handoff.cannot", "This game cannot be handed over: {{.Why}}", map[string]any{"Why": ui.SayError(err)})
	}
	h.object = h.page(id, problem)
	s.body.Objects = []fyne.CanvasObject{h.object}
	ui.ShowNew(s.body)
	if len(h.codes) > 1 {
		go h.cycle()
	}
}

// page lays out the handover page of game id, or only why it cannot be
// handed over (problem).
func (h *handover) page(id int, problem string) fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.X("sabika.handoff.back", "Back to the game"), theme.NavigateBackIcon(), func() { h.s.show(id) })
	box := container.NewVBox(back, ui.WrappedHeading(lang.X("sabika.handoff.title", "Continue on another phone")))
	if problem != "" {
		ui.Append(box, errorLine(problem))
		return container.NewVScroll(ui.NewPage(ui.PageWidth, container.NewPadded(box)))
	}
	ui.Append(box, ui.Wrapped(lang.X("sabika.handoff.help", "On the other phone, point the camera at this QR code, or open the link: nothing needs to be installed. That phone shows the game first and keeps it only if asked; this phone keeps its own copy.")))
	h.image = canvas.NewImageFromImage(nil)
	h.image.FillMode = canvas.ImageFillContain
	h.image.ScaleMode = canvas.ImageScalePixels
	h.image.SetMinSize(fyne.NewSize(qrShown, qrShown))
	h.part = ui.Wrapped("")
	h.part.Alignment = fyne.TextAlignCenter
	ui.Append(box, container.NewCenter(h.image))
	if len(h.codes) > 1 {
		prev := widget.NewButtonWithIcon(lang.X("sabika.handoff.previous", "Previous"), theme.NavigateBackIcon(), func() { h.stopCycle(); h.showPart(h.shown - 1) })
		next := widget.NewButtonWithIcon(lang.X("sabika.handoff.next", "Next"), theme.NavigateNextIcon(), func() { h.stopCycle(); h.showPart(h.shown + 1) })
		ui.Append(box, ui.Wrapped(lang.X("sabika.handoff.parts", "The game takes {{.N}} QR codes, shown one after the other: keep the other phone's camera on them until it has read every part.", map[string]any{"N": len(h.codes)})),
			h.part, container.NewGridWithColumns(2, prev, next))
	}
	h.showPart(0)
	link := widget.NewLabel(h.link)
	link.Wrapping = fyne.TextWrapBreak
	copyLink := widget.NewButtonWithIcon(lang.X("sabika.handoff.copy", "Copy the link"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(h.link)
		ui.SetText(h.note, lang.X("sabika.handoff.copied", "Link copied: send it to the other phone."))
	})
	save := widget.NewButtonWithIcon(lang.X("sabika.handoff.save", "Save as a file"), theme.DocumentSaveIcon(), func() { h.save(id) })
	ui.Append(box, widget.NewSeparator(), ui.WrappedHeading(lang.X("sabika.handoff.link", "Link to the game")), link,
		container.New(&ui.ResponsiveGrid{MinCellWidth: ui.CellField}, copyLink, save), h.note)
	return container.NewVScroll(ui.NewPage(ui.PageWidth, container.NewPadded(box)))
}

// showPart shows QR code n (from 0, counted round), and its number when
// there are several.
func (h *handover) showPart(n int) {
	h.shown = (n%len(h.codes) + len(h.codes)) % len(h.codes)
	img, err := qr.Image(h.codes[h.shown], qrPixels)
	if err != nil {
		ui.SetText(h.note, lang.X("sabika.handoff.draw-failed", "The QR code could not be drawn: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
		return
	}
	h.image.Image = img
	h.image.Refresh()
	if len(h.codes) > 1 {
		ui.SetText(h.part, lang.X("sabika.handoff.part", "Part {{.K}} of {{.N}}", map[string]any{"K": h.shown + 1, "N": len(h.codes)}))
	}
}

// onScreen reports whether the page is still the one shown.
func (h *handover) onScreen() bool {
	return len(h.s.body.Objects) == 1 && h.s.body.Objects[0] == h.object
}

// cycle shows the next part every cycleEvery while the page is shown, so
// that the other phone's camera reads every part without a tap, until
// Previous or Next is tapped.
func (h *handover) cycle() {
	tick := time.NewTicker(cycleEvery)
	defer tick.Stop()
	for {
		select {
		case <-h.byHand:
			return
		case <-tick.C:
		}
		shown := make(chan bool, 1)
		fyne.Do(func() {
			on := h.onScreen()
			if on {
				h.showPart(h.shown + 1)
			}
			shown <- on
		})
		if !<-shown {
			return
		}
	}
}

// stopCycle stops the parts' cycle, once: they change by hand from now on.
func (h *handover) stopCycle() {
	select {
	case <-h.byHand:
	default:
		close(h.byHand)
	}
}

// save saves the link as a text file (the browser's download, else the
// save dialog), which the other phone opens with "Open a game from a
// file".
func (h *handover) save(id int) {
	data := []byte(h.link + "\n")
	name := "arrayan-sabika-game-" + strconv.Itoa(id+1) + ".txt"
	saved := func(name string) {
		ui.SetText(h.note, lang.X("sabika.handoff.saved", "Game saved as {{.Name}}.", map[string]any{"Name": name}))
	}
	failed := func(err error) {
		ui.SetText(h.note, lang.X("sabika.handoff.save-failed", "The game could not be saved: {{.Why}}", map[string]any{"Why": ui.SayError(err)}))
	}
	if ui.Download(name, data) {
		saved(name)
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
			failed(fmt.Errorf("saving %s: %w", name, err))
			return
		}
		saved(wc.URI().Name())
	}, h.s.w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".txt"}))
	d.Show()
}
