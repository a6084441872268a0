package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/speech"
	"arrayan.io/arrayan/app/translation"
	"arrayan.io/arrayan/app/ui"
)

// showSettings opens the settings dialog: theme, text size and language,
// applied at once and remembered. A language chosen redraws the app in it
// and opens the dialog again, in that language, so that the theme can be
// chosen next without opening Settings twice.
func (s *Shell) showSettings() {
	dialog.ShowCustom(lang.X("settings.title", "Settings"), lang.X("ui.close", "Close"), s.settingsPage(), s.window)
}

// settingsPage is the settings form, scrolled when it is taller than most
// of the window (a phone held upright, at a large text size), so that the
// dialog and its Close button stay on the screen.
func (s *Shell) settingsPage() fyne.CanvasObject {
	form := s.settingsForm()
	room := s.window.Canvas().Size().Height * 0.6
	if need := form.MinSize().Height; room <= 0 || need <= room {
		return form
	}
	page := container.NewVScroll(form)
	page.SetMinSize(fyne.NewSize(0, room))
	return page
}

func (s *Shell) settingsForm() fyne.CanvasObject {
	p := s.app.Preferences()

	themeModes := []string{ui.ThemeSystem, ui.ThemeLight, ui.ThemeDark, ui.ThemeBlack}
	themeNames := []string{
		lang.X("settings.theme.system", "Follow the system"),
		lang.X("settings.theme.light", "Light"),
		lang.X("settings.theme.dark", "Dark"),
		lang.X("settings.theme.black", "True black (OLED)"),
	}
	themeChoice := widget.NewRadioGroup(themeNames, nil)
	themeChoice.SetSelected(themeNames[indexOf(themeModes, p.StringWithFallback(ui.PrefTheme, ui.ThemeSystem))])
	themeChoice.OnChanged = func(name string) {
		mode := themeModes[indexOf(themeNames, name)]
		p.SetString(ui.PrefTheme, mode)
		s.app.Settings().SetTheme(ui.SavedTheme(p))
	}
	themeChoice.Required = true

	// A text size is drawn at once: the theme set again redraws every
	// screen, this dialog too, which stays open.
	textNames := []string{
		lang.X("settings.text-size.normal", "Normal"),
		lang.X("settings.text-size.large", "Large"),
		lang.X("settings.text-size.larger", "Larger"),
	}
	textSizes := ui.TextSizes()
	textChoice := widget.NewRadioGroup(textNames, nil)
	textChoice.SetSelected(textNames[indexOf(textSizes, p.StringWithFallback(ui.PrefTextSize, ui.TextNormal))])
	textChoice.OnChanged = func(name string) {
		p.SetString(ui.PrefTextSize, textSizes[indexOf(textNames, name)])
		s.app.Settings().SetTheme(ui.SavedTheme(p))
	}
	textChoice.Required = true

	// Language names are written in their own language, so anyone can find theirs.
	langCodes := []string{""}
	langNames := []string{lang.X("settings.language.system", "Follow the system")}
	for _, l := range translation.Shipped() {
		langCodes, langNames = append(langCodes, l.Code), append(langNames, l.Name)
	}
	langChoice := widget.NewRadioGroup(langNames, nil)
	langChoice.SetSelected(langNames[indexOf(langCodes, p.StringWithFallback(ui.PrefLanguage, ""))])
	langChoice.Required = true
	langChoice.OnChanged = func(name string) {
		code := langCodes[indexOf(langNames, name)]
		p.SetString(ui.PrefLanguage, code)
		if err := translation.Use(code); err != nil {
			ui.ShowError(err, s.window)
			return
		}
		s.closeOverlays()
		s.rebuild()
		s.showSettings()
	}

	form := container.NewVBox(
		ui.Heading(lang.X("settings.theme", "Theme")),
		themeChoice,
		ui.Heading(lang.X("settings.text-size", "Text size")),
		textChoice,
		ui.Heading(lang.X("settings.language", "Language")),
		langChoice,
	)
	if wakeLockSupported() {
		awake := widget.NewCheck(lang.X("settings.keep-awake", "Keep the screen on"), func(on bool) {
			p.SetBool(ui.PrefKeepAwake, on)
			keepScreenAwake(on)
		})
		awake.SetChecked(p.BoolWithFallback(ui.PrefKeepAwake, true))
		form.Add(ui.Heading(lang.X("settings.screen", "Screen")))
		form.Add(awake)
	}
	form.Add(ui.Heading(lang.X("settings.speech", "Speech")))
	form.Add(s.readAloudCheck())
	if !speech.Current().CanSpeak() {
		form.Add(ui.Wrapped(lang.X("settings.read-aloud.cannot", "Arrayán cannot read aloud here: Yusuf's turns are read aloud in the web app, in a browser that speaks.")))
	}
	return form
}

// readAloudCheck turns reading Yusuf's turns aloud on and off (off until
// turned on, issue 31); turned on, it looks for a voice of the app's
// language, and the app says so when the browser has none. It is disabled
// where the app cannot speak (the desktop).
func (s *Shell) readAloudCheck() fyne.CanvasObject {
	p := s.app.Preferences()
	read := widget.NewCheck(lang.X("settings.read-aloud", "Read Yusuf's turn aloud"), nil)
	read.SetChecked(p.Bool(speech.PrefReadAloud))
	read.OnChanged = func(on bool) {
		p.SetBool(speech.PrefReadAloud, on)
		if on {
			speech.Read(s.window, nil)
		}
	}
	if !speech.Current().CanSpeak() {
		read.Disable()
	}
	return read
}

func (s *Shell) closeOverlays() {
	for top := s.window.Canvas().Overlays().Top(); top != nil; top = s.window.Canvas().Overlays().Top() {
		s.window.Canvas().Overlays().Remove(top)
	}
}

// indexOf returns the position of v in list, or 0 when absent so that an
// unknown stored value falls back to the first choice.
func indexOf(list []string, v string) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return 0
}
