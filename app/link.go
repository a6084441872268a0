package app

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arrayan.io/arrayan/app/setupscreen"
)

// setupLinkPrefix starts the fragment of a web address that opens a setup:
// …/#setup=CODE.
const setupLinkPrefix = "#setup="

// openLink opens what the fragment of the app's address names (today
// "#setup=CODE": that setup, kept among the recent setups as a typed code
// is) and reports whether it named anything.
func (s *Shell) openLink(fragment string) bool {
	code, ok := strings.CutPrefix(fragment, setupLinkPrefix)
	if !ok {
		return false
	}
	if unescaped, err := url.QueryUnescape(code); err == nil {
		code = unescaped
	}
	code = strings.TrimSpace(code)
	if code == "" {
		return false
	}
	s.nav.push(lang.X("feature.setup", "Deal a setup"), setupscreen.NewFromCode(s.window, code, s.startFromSetup))
	return true
}
