package ui

// Preference keys shared by the shell and the screens.
const (
	// PrefTheme holds ThemeSystem, ThemeLight or ThemeDark.
	PrefTheme = "ui.theme"
	// PrefLanguage holds "", "en", "es" or "ru" ("" follows the system).
	PrefLanguage = "ui.language"
	// PrefKeepAwake holds whether the web app keeps the phone's screen on
	// (default true).
	PrefKeepAwake = "ui.keep-awake"
)
