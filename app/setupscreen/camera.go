package setupscreen

import (
	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/setup/deal"
)

// camera is a live view of the device's rear camera that reads QR codes:
// the web build's (camera_js.go). The desktop has none (camera_other.go),
// and then the screen offers no camera button, only the QR picture.
type camera interface {
	// open starts the camera and shows its live view over the app, with
	// words' hint under it and a large cancel button always in view. It
	// then reports, each on Fyne's goroutine (fyne.Do): read with the
	// text of a QR code read from a frame (it goes on reading until
	// close), failed when the camera cannot be opened (the view is then
	// gone and the camera stopped), cancelled when the player leaves the
	// view (its cancel button, Escape, the page hidden; the camera is
	// then stopped).
	open(words cameraWords, report cameraReport)
	// say shows line in the view, in place of the hint.
	say(line string)
	// close stops the camera and takes its view away.
	close()
}

// cameraWords are the live view's words, in the player's language.
type cameraWords struct {
	hint, cancel string
}

// cameraReport is what a camera tells the screen (see camera.open).
type cameraReport struct {
	read      func(text string)
	failed    func(problem cameraProblem, detail string)
	cancelled func()
}

// cameraProblem is why the camera could not be opened.
type cameraProblem int

const (
	// cameraMissing: the device has no camera the browser can film with.
	cameraMissing cameraProblem = iota
	// cameraRefused: the player or the browser's settings refused it.
	cameraRefused
	// cameraInsecure: the page was not served over HTTPS (or localhost),
	// where browsers give no camera.
	cameraInsecure
	// cameraBusy: the camera is there but could not start (another app
	// holds it).
	cameraBusy
	// cameraOther: anything else, with the browser's own detail.
	cameraOther
)

// newCamera makes the device's camera; nil where the app reads no QR code
// with one (platformCamera; UI tests put a fake in).
var newCamera = platformCamera

// scanCamera opens the camera's live view; the first setup code it reads
// opens that setup as a typed code, a link or a QR picture does, and a
// game handed over opens once all its parts are read (cameraGame).
func (s *screen) scanCamera() {
	if s.camera != nil {
		return // a view is open already
	}
	s.hideMessages()
	s.w.Canvas().Unfocus() // a phone's keyboard left up would cover the view
	s.camera = newCamera()
	s.camera.open(cameraWords{
		hint:   lang.X("setup.camera.hint", "Point the camera at a setup's QR code."),
		cancel: lang.X("setup.camera.cancel", "Cancel"),
	}, cameraReport{read: s.cameraRead, failed: s.cameraFailed, cancelled: s.cameraGone})
}

// cameraRead opens the setup of text, a QR code the camera read, and
// closes the camera; a QR code that holds no setup is said in the view,
// and the camera reads on. A game handed over, or a part of one, is read
// by cameraGame.
func (s *screen) cameraRead(text string) {
	if s.camera == nil {
		return // a frame read just before the view closed
	}
	if s.openGame != nil && holdsGame(text) {
		s.cameraGame(text)
		return
	}
	setup, err := deal.FromCode(codeOfText(text))
	if err != nil {
		s.camera.say(lang.X("setup.camera.not-setup", "This QR code holds no Arrayán setup: {{.Err}}", errData(err)))
		return
	}
	s.camera.close()
	s.camera = nil
	s.setFriend(false)
	s.codeEntry.SetText("")
	s.show(setup)
}

// cameraFailed says, under the code field, why the camera could not be
// opened.
func (s *screen) cameraFailed(problem cameraProblem, detail string) {
	s.camera = nil
	s.showError(s.codeMessage, cameraProblemText(problem, detail))
}

// cameraGone forgets the camera the player left.
func (s *screen) cameraGone() { s.camera = nil }

// cameraProblemText words problem in the player's language; detail is the
// browser's own words, shown for a problem the app cannot name.
func cameraProblemText(problem cameraProblem, detail string) string {
	switch problem {
	case cameraMissing:
		return lang.X("setup.camera.missing", "No camera was found on this device. Open a QR picture instead, or type the code.")
	case cameraRefused:
		return lang.X("setup.camera.refused", "The browser was not allowed to use the camera. Allow the camera for this site in the browser's settings, or open a QR picture instead.")
	case cameraInsecure:
		return lang.X("setup.camera.insecure", "The browser gives the camera only to sites opened over HTTPS. Open Arrayán's https:// address, or open a QR picture instead.")
	case cameraBusy:
		return lang.X("setup.camera.busy", "The camera could not be started; another app may be using it. Close it and try again.")
	}
	return lang.X("setup.camera.failed", "The camera could not be opened. The browser reports: {{.Err}}", map[string]any{"Err": detail})
}
