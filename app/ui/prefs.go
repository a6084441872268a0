package ui

// Preference keys shared by the shell and the screens.
const (
	// PrefTheme holds ThemeSystem, ThemeLight or ThemeDark.
	PrefTheme = "ui.theme"
	// PrefLanguage holds a code of translation.Languages, or "" to follow
	// the system.
	PrefLanguage = "ui.language"
)
