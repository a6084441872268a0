// Command arrayan is the Arrayán desktop and mobile app.
package main

import (
	fyneapp "fyne.io/fyne/v2/app"

	"arrayan.io/arrayan/app"
	"arrayan.io/arrayan/assets"
)

func main() {
	a := fyneapp.NewWithID("io.arrayan.companion")
	a.SetIcon(assets.Icon)
	w, _ := app.NewMainWindow(a)
	w.SetMaster()
	w.ShowAndRun()
}
