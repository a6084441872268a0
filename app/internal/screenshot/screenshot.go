// Package screenshot renders screens with Fyne's software test driver at
// phone and desktop sizes, in light, dark and true-black themes, for `make screenshots`
// and for tests that check a screen lays out without clipping.
package screenshot

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/ui"
)

// Size is one named window size.
type Size struct {
	// Name is the size's part of the file name: "phone" or "desktop".
	Name string
	fyne.Size
}

// Sizes are the phone and desktop sizes the brief asks for.
var Sizes = []Size{
	{"phone", fyne.NewSize(360, 740)},
	{"desktop", fyne.NewSize(1280, 800)},
}

// Modes are the theme variants every screenshot is taken in.
var Modes = []string{ui.ThemeLight, ui.ThemeDark, ui.ThemeBlack}

// Dir is where PNGs go: $ARRAYAN_SCREENSHOTS (set by `make screenshots`),
// or "" when no screenshots are asked for.
func Dir() string { return os.Getenv("ARRAYAN_SCREENSHOTS") }

// Take renders build() in a test window for every size and mode, and writes
// NAME-SIZE-MODE.png to Dir() when it is set. build is called once per
// picture so each gets a fresh screen; prepare, when not nil, runs after the
// window is shown (to type values or tap buttons) before the capture.
// Without $ARRAYAN_SCREENSHOTS the test is skipped: rendering every screen
// in software takes most of a test run, and layout is checked by the
// phone-fit tests instead.
func Take(t *testing.T, a fyne.App, name string, build func(w fyne.Window) fyne.CanvasObject, prepare func(w fyne.Window, content fyne.CanvasObject)) {
	t.Helper()
	if Dir() == "" {
		t.Skip("screenshots are rendered by `make screenshots` (ARRAYAN_SCREENSHOTS)")
	}
	for _, mode := range Modes {
		a.Preferences().SetString(ui.PrefTheme, mode)
		a.Settings().SetTheme(ui.TableTheme{Mode: mode})
		for _, size := range Sizes {
			w := test.NewWindow(nil)
			content := build(w)
			w.SetContent(content)
			w.Resize(size.Size)
			if prepare != nil {
				prepare(w, content)
			}
			img := w.Canvas().Capture()
			w.Close()
			if img.Bounds().Dx() == 0 {
				t.Fatalf("%s %s %s: empty capture", name, size.Name, mode)
			}
			if err := write(img, fmt.Sprintf("%s-%s-%s.png", name, size.Name, mode)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func write(img image.Image, file string) error {
	dir := Dir()
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating %s: %w", dir, err)
	}
	f, err := os.Create(filepath.Join(dir, file))
	if err != nil {
		return fmt.Errorf("creating screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("encoding %s: %w", file, err)
	}
	return f.Close()
}
