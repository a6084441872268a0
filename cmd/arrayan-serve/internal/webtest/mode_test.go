package webtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneFyneModeEverywhere checks that no build of the app turns on
// Fyne's fyneDo migration (build tag migrated_fynedo, or the migration in
// FyneApp.toml, which fyne build and fyne package read): the desktop app,
// the web build, the bench and the tests all run Fyne in its default mode
// (docs/web.md, "One Fyne mode"), in which the web build did not crash.
func TestOneFyneModeEverywhere(t *testing.T) {
	root := "../../../.."
	for _, name := range []string{"Makefile", "FyneApp.toml", ".ci/run", ".ci/bench-web.sh", ".ci/startup.sh", ".ci/fuzz.sh"} {
		data, err := os.ReadFile(filepath.Join(root, name))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ToLower(string(data))
		for _, turnedOn := range []string{"tags no_emoji,migrated_fynedo", ",migrated_fynedo", "tags migrated_fynedo", "-tags=migrated_fynedo", "fynedo = true", "[migrations]"} {
			if strings.Contains(text, turnedOn) {
				t.Errorf("%s turns Fyne's fyneDo migration on (%q): every build runs Fyne in one mode, without it", name, turnedOn)
			}
		}
	}
}
