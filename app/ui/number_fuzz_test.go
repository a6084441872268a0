package ui

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// FuzzNumberFieldTyping types any text into a number field, as a player
// would, and then presses + and −: nothing panics, the kept value is always
// one the field accepted (never negative, never above the limit), and a
// refused text is explained beside the field.
func FuzzNumberFieldTyping(f *testing.F) {
	for _, s := range []string{"12", "-3", "", "007", "1e3", "٣", "99999999999999999999", " 4 ", "+5", "0x10", "4\n"} {
		f.Add(s)
	}
	test.NewTempApp(f)
	const limit = 54
	f.Fuzz(func(t *testing.T, text string) {
		if utf8.RuneCountInString(text) > 40 {
			return // nobody types more into a count; thousands of keystrokes only slow the fuzzer
		}
		field := NewNumberField(3, false, true, func(v int, empty bool) error {
			if v > limit {
				return errors.New("too many")
			}
			return nil
		})
		w := test.NewWindow(field.Object())
		defer w.Close()
		field.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
		test.Type(field.Entry, text)
		v, empty := field.Value()
		if v < 0 || v > limit || (empty && v != 0) {
			t.Fatalf("typing %q kept %d (empty %v)", text, v, empty)
		}
		shown := strings.TrimSpace(field.Entry.Text)
		if n, err := strconv.Atoi(shown); (err != nil || n != v) && shown != "" && !field.Message.Visible() {
			t.Fatalf("typing %q shows %q, keeps %d, and says nothing", text, shown, v)
		}
		test.Tap(field.Plus)
		test.Tap(field.Minus)
		if v, _ := field.Value(); v < 0 || v > limit {
			t.Fatalf("after + and − the value is %d", v)
		}
	})
}
