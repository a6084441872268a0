package main

import (
	"os"
	"runtime/pprof"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"arrayan.io/arrayan/app"
	"arrayan.io/arrayan/assets"
)

func main() {
	f, _ := os.Create("/tmp/uip_scratch/cpu.prof")
	pprof.StartCPUProfile(f)
	a := fyneapp.NewWithID("io.arrayan.companion")
	a.SetIcon(assets.SmallIcon)
	w, _ := app.NewMainWindow(a)
	a.Lifecycle().SetOnStarted(func() {
		go func() {
			time.Sleep(100 * time.Millisecond)
			pprof.StopCPUProfile()
			fyne.Do(a.Quit)
		}()
	})
	w.ShowAndRun()
}
