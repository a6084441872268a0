package webtest

import (
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/webdriver"
)

// fastKeys is the time in milliseconds from one key to the next of a
// fast typist on a hardware keyboard: faster than the app's loop on a
// busy machine.
const fastKeys = 5

// TestFastKeysKeepTheirOrder types a name mixing letters outside ASCII
// with ASCII ones on a hardware keyboard, a key every fastKeys ms, into
// the quick score's first name field: the field shows the name in the
// order typed. The app takes an ASCII key through Fyne's driver at once
// and a letter outside ASCII through the page's window.arrayanType and
// the app's loop; a key pressed while a letter still waits goes behind
// it (app/typing.go, typingQueue). Before, "Ñandú Zoë" became
// "Ñand úZoë" (docs/web.md, "Calls into Go").
func TestFastKeysKeepTheirOrder(t *testing.T) {
	forEachEngine(t, phoneView, fastKeysKeepTheirOrder)
}

// fastKeysKeepTheirOrder is TestFastKeysKeepTheirOrder in one engine.
func fastKeysKeepTheirOrder(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	tapOn(t, p, "Alhambra", "Quick score")
	tapOn(t, p, "", "entry:Player 1")
	waitUntil(t, p, "the name field focused", func(s screen) bool {
		w, ok := s.lookup("", "entry:Player 1")
		return ok && w.Focused
	})
	const name = "Ñandú Zoë Юсуф"
	if err := pressKeys(p, name); err != nil {
		t.Fatalf("typing %q in %s: %v", name, p.Engine(), err)
	}
	waitUntil(t, p, "the field showing "+name, func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && it.Text == name {
				return true
			}
		}
		return false
	})
}

// pressKeys presses a hardware keyboard's key for each letter of text, a
// key every fastKeys ms: in Chromium, a letter outside ASCII is a key
// that names it (as on a Spanish or Russian keyboard), whose keydown the
// page takes.
func pressKeys(p page, text string) error {
	switch p := p.(type) {
	case *chromiumPage:
		for _, r := range text {
			// One keydown with its text, as Puppeteer presses a key: the
			// page's cancelling the keydown cancels the text too, as on
			// a real keyboard (chromedp's own key events send the text
			// apart, typed even when the keydown was cancelled).
			down := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: string(r), Text: string(r)}
			if k, ok := kb.Keys[r]; ok {
				down.Key, down.Code, down.WindowsVirtualKeyCode, down.NativeVirtualKeyCode = k.Key, k.Code, k.Windows, k.Native
				if k.Shift {
					down.Modifiers = int64(kb.ModifierShift)
				}
			}
			up := down
			up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
			events := []input.DispatchKeyEventParams{down, up}
			for _, e := range events {
				if _, err := chromedp.Call(p.ctx, input.DispatchKeyEvent, e); err != nil {
					return err
				}
			}
		}
		return nil
	case *webkitPage:
		ctx, cancel := timeout()
		defer cancel()
		return p.wd.PerformActions(ctx, webdriver.Keys(text, fastKeys))
	case *firefoxPage:
		return p.act(webdriver.Keys(text, fastKeys))
	}
	return fmt.Errorf("no hardware keyboard in %s", p.Engine())
}
