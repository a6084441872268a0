package history

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	hist "arrayan.io/arrayan/scoring/history"
)

// pictureWidth is the width of a play's picture: a phone screen's, so
// that it reads well where the group receives it.
const pictureWidth = 480

// picture draws play p's breakdown (the view the screen shows) on the
// theme's background, with Fyne's software renderer.
func picture(f *hist.File, p *hist.Play) image.Image {
	content := breakdown(f, p)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	framed := container.NewStack(bg, container.NewPadded(content))
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(framed)
	c.Resize(fyne.NewSize(pictureWidth, 10))
	c.Resize(fyne.NewSize(pictureWidth, framed.MinSize().Height))
	return c.Capture()
}

// picturePNG is play id's picture as PNG bytes.
func picturePNG(f *hist.File, id int) ([]byte, error) {
	p := f.Play(id)
	if p == nil {
		return nil, fmt.Errorf("no play %d", id)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, picture(f, p)); err != nil {
		return nil, fmt.Errorf("drawing the picture: %w", err)
	}
	return buf.Bytes(), nil
}

// savePicture saves play id's picture where the player chooses.
func (s *screen) savePicture(id int) {
	data, err := picturePNG(s.file(), id)
	if err != nil {
		s.showError(err)
		return
	}
	p := s.file().Play(id)
	s.saveFile(fmt.Sprintf("%s-%s.png", p.Game, p.Date), ".png", data)
}

// saveFile writes data to a file the player chooses; in the browser it is
// downloaded as name.
func (s *screen) saveFile(name, ext string, data []byte) {
	if s.download(name, data) {
		dialog.ShowInformation(lang.X("history.downloaded.title", "Downloaded"),
			lang.X("history.downloaded", "Saved in your downloads as {{.Name}}.", map[string]any{"Name": name}), s.window)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			if err != nil {
				s.showError(err)
			}
			return
		}
		_, err = w.Write(data)
		if err = errors.Join(err, w.Close()); err != nil {
			s.showError(err)
		}
	}, s.window)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	d.Show()
}
