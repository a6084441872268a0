package ui

// Preference keys shared by the shell and the screens.
const (
	// PrefTheme holds ThemeSystem, ThemeLight, ThemeDark or ThemeBlack.
	PrefTheme = "ui.theme"
	// PrefLanguage holds a code of translation.Languages, or "" to follow
	// the system.
	PrefLanguage = "ui.language"
	// PrefScreen holds the id of the screen open when the app was left
	// ("" the home screen): the app opens on it again.
	PrefScreen = "ui.screen"
	// PrefKeepAwake holds whether the web app keeps the phone's screen on
	// (default true).
	PrefKeepAwake = "ui.keep-awake"
)
