// Command arrayan is the Arrayán desktop and mobile app.
package main

import (
	"os"
	"runtime"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/theme"

	"arrayan.io/arrayan/app"
	"arrayan.io/arrayan/assets"
)

func main() {
	inBrowser := runtime.GOOS == "js"
	if inBrowser {
		app.HoldCollector() // until the first frame is shown
	} else {
		preferX11OutsideWayland()
		// In the browser there is no file system and no cache folder to
		// make: Fyne's web driver keeps nothing on disk and the store keeps
		// the data in the page's storage, so there is nothing to prepare
		// and no error to log (os.UserCacheDir fails there, having no $HOME).
		if err := app.PrepareCacheDir(); err != nil {
			fyne.LogError("preparing the cache folder", err) // Fyne then says the same; the app still runs
		}
	}
	a := fyneapp.NewWithID("io.arrayan.companion")
	if !inBrowser {
		go warmRegularFont() // the browser runs Go on one thread: no other core to warm it on
	}
	a.SetIcon(assets.SmallIcon)
	w, _ := app.NewMainWindow(a)
	w.SetMaster()
	installProbe(w)
	w.ShowAndRun()
}

// warmRegularFont loads the regular text font (with its emoji, symbol and
// system fallbacks) on another core while the main goroutine builds the
// home screen, whose first text is bold: each style's fonts are parsed once,
// and Fyne's font caches are safe for concurrent use in the one mode every
// build runs Fyne in (without the fyneDo migration: docs/web.md, "One Fyne
// mode"). In the browser, which runs Go on one thread, it does not run.
func warmRegularFont() {
	fyne.MeasureText("Arrayán", theme.TextSize(), fyne.TextStyle{})
}

// preferX11OutsideWayland tells Fyne to open an X11 window straight away
// when there is an X display and no Wayland session. Left to itself GLFW
// first tries to reach a Wayland compositor, and libwayland then prints
// "XDG_RUNTIME_DIR is invalid or not set" on sessions without one (an X
// server started by hand, Xvfb). FYNE_PLATFORM, when set, still wins.
func preferX11OutsideWayland() {
	if os.Getenv("FYNE_PLATFORM") == "" && os.Getenv("WAYLAND_DISPLAY") == "" && os.Getenv("DISPLAY") != "" {
		_ = os.Setenv("FYNE_PLATFORM", "x11") // cannot fail for a valid name
	}
}
