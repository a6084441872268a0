//go:build startupbench

// Command barewindow opens the barest Fyne window (one label, the size of
// Arrayán's window): the yardstick `make startup` measures Arrayán's
// start-up against. It is built only with the startupbench tag and is no
// part of the app.
package main

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := fyneapp.NewWithID("io.arrayan.barewindow")
	w := a.NewWindow("barewindow")
	w.SetContent(widget.NewLabel("bare"))
	w.Resize(fyne.NewSize(1000, 720))
	w.ShowAndRun()
}
