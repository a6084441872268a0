package setupscreen

import (
	"bytes"
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/qr"
)

// maxPicture bounds what is read of a QR picture picked in the browser (a
// phone's photo is a few megabytes).
const maxPicture = 32 << 20

// saveFailed says that the QR code could not be saved, and why.
func saveFailed(err error) string {
	return lang.X("setup.qr.save-failed", "The QR code could not be saved: {{.Err}}", errData(err))
}

// saveQR asks where to save the current code's QR code as a PNG.
func (s *screen) saveQR() {
	if s.current == nil || s.qrImage == nil {
		return
	}
	data, err := qr.PNG(qrText(s.current.Code), qrPixels)
	if err != nil {
		s.showError(s.resultMessage, saveFailed(err))
		return
	}
	name := "arrayan-setup-" + s.current.Code + ".png"
	if ui.Download(name, data) {
		s.showInfo(s.resultMessage, lang.X("setup.qr.saved", "QR code saved as {{.Name}}.", map[string]any{"Name": name}))
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			s.showError(s.resultMessage, saveFailed(err))
			return
		}
		if wc == nil {
			return // cancelled
		}
		if err := writeAll(wc, data); err != nil {
			s.showError(s.resultMessage, saveFailed(err))
			return
		}
		s.showInfo(s.resultMessage, lang.X("setup.qr.saved", "QR code saved as {{.Name}}.", map[string]any{"Name": wc.URI().Name()}))
	}, s.w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png"}))
	d.Show()
}

func writeAll(wc fyne.URIWriteCloser, data []byte) error {
	if _, err := wc.Write(data); err != nil {
		wc.Close()
		return fmt.Errorf("saving the QR code: %w", err)
	}
	if err := wc.Close(); err != nil {
		return fmt.Errorf("saving the QR code: %w", err)
	}
	return nil
}

// scanQR asks for a picture and opens the setup code its QR code holds.
func (s *screen) scanQR() {
	exts := []string{".png", ".jpg", ".jpeg", ".gif"}
	ui.OpenFile(s.w, exts, maxPicture, func(data []byte, err error) {
		if err != nil {
			s.showError(s.codeMessage, lang.X("setup.qr.open-failed", "The picture could not be opened: {{.Err}}", errData(err)))
			return
		}
		s.readQR(bytes.NewReader(data))
	})
}

// readQR opens the code of the QR picture r, or the game it hands over
// (pictureGame: a game in parts opens with its last part's picture).
func (s *screen) readQR(r io.Reader) {
	text, err := qr.Read(r)
	if err != nil {
		s.showError(s.codeMessage, lang.X("setup.qr.unreadable", "No setup code could be read from this picture. Try a sharper, straighter picture of the QR code.")+"\n"+ui.SayError(err))
		return
	}
	if s.openGame != nil && holdsGame(text) {
		s.pictureGame(text)
		return
	}
	s.openCodeText(text)
}
