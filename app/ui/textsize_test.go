package ui

import (
	"testing"

	"fyne.io/fyne/v2/theme"
)

// TestTextSizesGrowTheTextAndKeepHeadingsAbove: each text size draws the
// text larger than the one before, captions with it, and headings stay
// larger than the text at every size.
func TestTextSizesGrowTheTextAndKeepHeadingsAbove(t *testing.T) {
	var before float32
	for _, size := range TextSizes() {
		th := TableTheme{Mode: ThemeLight, Text: size}
		text := th.Size(theme.SizeNameText)
		if text <= before {
			t.Errorf("%s text is %.1f px, not larger than the size before (%.1f)", size, text, before)
		}
		before = text
		if sub, head := th.Size(theme.SizeNameSubHeadingText), th.Size(theme.SizeNameHeadingText); sub <= text || head <= sub {
			t.Errorf("%s: text %.1f, subheading %.1f, heading %.1f: headings must stay above the text", size, text, sub, head)
		}
		if th.Size(theme.SizeNameInlineIcon) != 22 {
			t.Errorf("%s: icons are %.1f px; they stay 22 px, an icon-only button 44 px wide", size, th.Size(theme.SizeNameInlineIcon))
		}
	}
	if (TableTheme{}).Size(theme.SizeNameText) != (TableTheme{Text: TextNormal}).Size(theme.SizeNameText) {
		t.Error("a theme with no text size chosen is not the normal size")
	}
}
