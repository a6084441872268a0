package setupscreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
	"arrayan.io/arrayan/setup/deal"
)

// fakeCamera stands for the browser's camera: the test reports what it
// reads and how it fails, and reads what the screen told it.
type fakeCamera struct {
	words  cameraWords
	report cameraReport
	opened int
	said   []string
	closed bool
}

func (c *fakeCamera) open(words cameraWords, report cameraReport) {
	c.words, c.report = words, report
	c.opened++
}

func (c *fakeCamera) say(line string) { c.said = append(c.said, line) }

func (c *fakeCamera) close() { c.closed = true }

// withCamera makes the screens opened in the test have cam as their
// camera (nil: none, as on the desktop).
func withCamera(t *testing.T, cam *fakeCamera) {
	t.Helper()
	was := newCamera
	t.Cleanup(func() { newCamera = was })
	newCamera = nil
	if cam != nil {
		newCamera = func() camera { return cam }
	}
}

// The camera button is there only where the app has a camera (the web
// build); the desktop keeps the QR picture alone.
func TestCameraButtonOnlyWhereThereIsACamera(t *testing.T) {
	uitest.NewApp(t)
	withCamera(t, nil)
	_, w := open(t, deal.Sabika)
	if uitest.HasText(w.Content(), "Scan with the camera") {
		t.Error("a camera button without a camera")
	}
	if !uitest.HasText(w.Content(), "Scan a QR image") {
		t.Error("no QR picture button without a camera")
	}

	withCamera(t, &fakeCamera{})
	_, w = open(t, deal.Sabika)
	for _, want := range []string{"Scan with the camera", "Scan a QR image"} {
		if !uitest.HasText(w.Content(), want) {
			t.Errorf("with a camera, no %q", want)
		}
	}
}

// Opening the camera takes the focus from the code field. A QR code that
// holds no setup is said in the live view and the camera reads on; the first setup code (a link's too) closes the camera and
// opens that setup, kept first among the last setups, as a typed code
// does.
func TestCameraOpensTheFirstSetupItReads(t *testing.T) {
	const code = "11R3-XYJ1-1G09-F03T" // arrayan-cli setup --game sabika --players 2 --seed 4242
	uitest.NewApp(t)
	cam := &fakeCamera{}
	withCamera(t, cam)
	s, w := open(t, deal.Alhambra)
	uitest.TypeInto(s.codeEntry, "1VHP") // typing a code, the player thinks better of it
	if w.Canvas().Focused() == nil {
		t.Fatal("the code field took no focus")
	}
	uitest.Tap(t, w.Content(), "Scan with the camera")
	if w.Canvas().Focused() != nil {
		t.Error("the code field keeps the focus (and a phone its keyboard) under the camera's view")
	}
	if cam.opened != 1 || cam.words.hint == "" || cam.words.cancel != "Cancel" {
		t.Fatalf("the camera opened %d times with %+v", cam.opened, cam.words)
	}
	uitest.Tap(t, w.Content(), "Scan with the camera") // a view is open: not a second one
	if cam.opened != 1 {
		t.Errorf("a second tap opened the camera again (%d)", cam.opened)
	}

	cam.report.read("https://example.org/menu")
	if cam.closed || len(cam.said) != 1 || cam.said[0] == "" {
		t.Fatalf("after a QR code of no setup: closed %v, said %q", cam.closed, cam.said)
	}
	if s.current != nil && s.current.Code == code {
		t.Fatal("a setup opened before its code was read")
	}

	cam.report.read("https://example.org/arrayan/#setup=" + code)
	if !cam.closed {
		t.Error("the camera is still open after a setup code")
	}
	if s.current == nil || s.current.Code != code {
		t.Fatalf("the screen shows %+v, not the setup %s", s.current, code)
	}
	if got := s.st().Recent; len(got) == 0 || got[0].Code != code {
		t.Errorf("the last setups are %+v; want %s first", got, code)
	}
	if !uitest.HasText(w.Content(), code) {
		t.Errorf("the code %s is not on the screen", code)
	}
	cam.report.read(code) // a frame read as the view closed: nothing more
	if len(cam.said) != 1 {
		t.Errorf("the closed camera was told %q", cam.said)
	}
}

// Cancel leaves the screen as it was, and the button opens the camera
// again.
func TestCameraCancelledLeavesTheScreen(t *testing.T) {
	uitest.NewApp(t)
	cam := &fakeCamera{}
	withCamera(t, cam)
	s, w := open(t, deal.Sabika)
	uitest.Tap(t, w.Content(), "Scan with the camera")
	cam.report.cancelled()
	if s.camera != nil || s.codeMessage.Visible() {
		t.Errorf("after Cancel: camera %v, message %q", s.camera, s.codeMessage.Text)
	}
	uitest.Tap(t, w.Content(), "Scan with the camera")
	if cam.opened != 2 {
		t.Errorf("the camera opened %d times; want 2", cam.opened)
	}
}

// Each reason the camera cannot open (no camera, permission refused, not
// a secure context, busy, the browser's own) is said under the code field
// in the player's language, and the button opens the camera again; so is
// a QR code of no setup, in the live view.
func TestCameraProblemsInThePlayersLanguage(t *testing.T) {
	problems := []cameraProblem{cameraMissing, cameraRefused, cameraInsecure, cameraBusy, cameraOther}
	for _, l := range []string{"en", "es", "ru"} {
		t.Run(l, func(t *testing.T) {
			uitest.NewApp(t)
			t.Cleanup(func() { _ = translation.Use("en") })
			if err := translation.Use(l); err != nil {
				t.Fatal(err)
			}
			cam := &fakeCamera{}
			withCamera(t, cam)
			s, w := open(t, deal.Sabika)
			scan := lang.X("setup.camera.scan", "Scan with the camera")
			seen := map[string]bool{}
			for _, p := range problems {
				uitest.Tap(t, w.Content(), scan)
				cam.report.failed(p, "Could not start video source")
				text := s.codeMessage.Text
				if !s.codeMessage.Visible() || text == "" || seen[text] {
					t.Errorf("problem %d: message %q (shown %v), said before: %v", p, text, s.codeMessage.Visible(), seen[text])
				}
				seen[text] = true
				if l != "en" {
					uitest.NoEnglish(t, w, l)
				}
			}
			if cam.opened != len(problems) {
				t.Errorf("the camera opened %d times for %d tries", cam.opened, len(problems))
			}
			uitest.Tap(t, w.Content(), scan)
			cam.report.read("1VHP")
			if len(cam.said) != 1 {
				t.Fatalf("a refused code said %q", cam.said)
			}
			if l != "en" {
				uitest.NoEnglish(t, showing(t, cam.said[0]), l)
			}
		})
	}
}

// showing is a window showing text, as the live view's line does.
func showing(t *testing.T, text string) fyne.Window {
	t.Helper()
	return uitest.Window(t, ui.Wrapped(text))
}
