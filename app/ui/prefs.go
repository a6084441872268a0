package ui

import "fyne.io/fyne/v2"

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
	// PrefTextSize holds TextNormal, TextLarge or TextLarger.
	PrefTextSize = "ui.text-size"
)

// SavedTheme is the table theme the preferences hold: the mode and the
// text size chosen in Settings.
func SavedTheme(p fyne.Preferences) TableTheme {
	return TableTheme{
		Mode: p.StringWithFallback(PrefTheme, ThemeSystem),
		Text: p.StringWithFallback(PrefTextSize, TextNormal),
	}
}
