package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/speech"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// openSettings taps Settings, labelled settings in the app's language, on
// the home screen and returns the dialog.
func openSettings(t *testing.T, w fyne.Window, settings string) fyne.CanvasObject {
	t.Helper()
	b := uitest.Button(w.Content(), settings)
	scrollToBottom(w.Content())
	uitest.InView(t, w.Canvas(), b)
	test.Tap(b)
	dlg := w.Canvas().Overlays().Top()
	if dlg == nil {
		t.Fatal("Settings did not open")
	}
	return dlg
}

// On the desktop, which cannot speak, Settings shows "Read Yusuf's turn
// aloud" off and disabled, and says why, in each language.
func TestReadAloudOnTheDesktop(t *testing.T) {
	t.Cleanup(func() { _ = translation.Use("en") })
	words := map[string]struct{ settings, check string }{
		"en": {"Settings", "Read Yusuf's turn aloud"},
		"es": {"Ajustes", "Leer a Yusuf en voz alta"},
		"ru": {"Настройки", "Читать ход Юсуфа вслух"},
	}
	for _, code := range translation.Languages {
		t.Run(code, func(t *testing.T) {
			a := uitest.NewApp(t)
			a.Preferences().SetString(ui.PrefLanguage, code)
			w, _ := NewMainWindow(a)
			defer w.Close()
			w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
			dlg := openSettings(t, w, words[code].settings)
			check := uitest.Check(t, dlg, words[code].check)
			if !check.Disabled() || check.Checked {
				t.Errorf("the check is enabled (%v) or on (%v) where the app cannot speak", !check.Disabled(), check.Checked)
			}
			test.Tap(check)
			if a.Preferences().Bool(speech.PrefReadAloud) {
				t.Error("a disabled check turned reading aloud on")
			}
			if code == "en" && !uitest.HasText(dlg, "Arrayán cannot read aloud here: Yusuf's turns are read aloud in the web app, in a browser that speaks.") {
				t.Errorf("Settings does not say why: %v", uitest.Texts(dlg))
			}
			if code != "en" {
				uitest.NoEnglish(t, w, code)
			}
		})
	}
}

// Where the app can speak (a browser, here a recorder), the check is off
// until tapped, kept on in the preferences once tapped (Settings opened
// again shows it on) and off again at the next tap; turned on in a
// language the browser has no voice for, the app says so once.
func TestReadAloudTurnedOnByTapping(t *testing.T) {
	a := uitest.NewApp(t)
	r := &speech.Recorder{Voices: []string{"en"}}
	t.Cleanup(speech.Use(r))
	w, _ := NewMainWindow(a)
	defer w.Close()
	w.Resize(fyne.NewSize(phoneWidth, phoneHeight))
	dlg := openSettings(t, w, "Settings")
	check := uitest.Check(t, dlg, "Read Yusuf's turn aloud")
	if check.Disabled() || check.Checked {
		t.Fatalf("the check is disabled (%v) or on (%v) before any tap", check.Disabled(), check.Checked)
	}
	if uitest.HasText(dlg, "cannot read aloud") {
		t.Error("Settings says the app cannot read aloud where it can")
	}
	test.Tap(check)
	if !a.Preferences().Bool(speech.PrefReadAloud) {
		t.Fatal("the tap did not turn reading aloud on")
	}
	if top := w.Canvas().Overlays().Top(); top != dlg {
		t.Errorf("something was said although the browser has an English voice: %v", uitest.Texts(top))
	}
	uitest.Tap(t, dlg, "Close")
	dlg = openSettings(t, w, "Settings")
	check = uitest.Check(t, dlg, "Read Yusuf's turn aloud")
	if !check.Checked {
		t.Fatal("Settings opened again shows reading aloud off")
	}
	test.Tap(check)
	if a.Preferences().Bool(speech.PrefReadAloud) {
		t.Fatal("the second tap did not turn reading aloud off")
	}

	r.Voices = []string{"es"}
	test.Tap(check)
	top := w.Canvas().Overlays().Top()
	if top == dlg || !uitest.HasText(top, "This browser has no voice for English") {
		t.Fatalf("no word of the missing English voice: %v", uitest.Texts(top))
	}
	uitest.Tap(t, top, "OK")
	test.Tap(check)
	test.Tap(check)
	if top := w.Canvas().Overlays().Top(); top != dlg {
		t.Errorf("the missing voice was said again: %v", uitest.Texts(top))
	}
}
