package webtest

import (
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// notKeptNotice is a piece of what the app says once where the browser
// does not keep its data (app/persist.go).
const notKeptNotice = "~Safari deletes it after 7 days"

// countPersistCalls makes every page p opens count its calls of
// navigator.storage.persisted and navigator.storage.persist in its tab's
// sessionStorage (persistCalls).
func countPersistCalls(t *testing.T, p *chromiumPage) {
	t.Helper()
	script := `(() => {
		for (const name of ["persisted", "persist"]) {
			const call = StorageManager.prototype[name];
			StorageManager.prototype[name] = function () {
				const key = "arrayan-test/" + name;
				sessionStorage.setItem(key, String(1 + Number(sessionStorage.getItem(key) || 0)));
				return call.call(this);
			};
		}
	})()`
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		t.Fatal(err)
	}
}

// setPersistentStorage grants or denies the site the browser's keeping
// of its data for good (Chromium's "durableStorage" permission, named
// "persistent-storage" in the page; DevTools' Browser.setPermission, which
// replaced grantPermissions and resetPermissions).
func setPersistentStorage(t *testing.T, p *chromiumPage, origin string, setting cdpbrowser.PermissionSetting) {
	t.Helper()
	if _, err := chromedp.CallBrowser(p.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
		Permission: &cdpbrowser.PermissionDescriptor{Name: "persistent-storage"}, Setting: setting, Origin: origin,
	}); err != nil {
		t.Fatalf("setting the durableStorage permission to %s: %v", setting, err)
	}
}

// persistCalls is how many times the page has asked the browser whether
// it keeps the data (persisted) and asked it to keep it (persist) since
// the tab opened.
func persistCalls(t *testing.T, p page) (persisted, persist int) {
	t.Helper()
	var n []int
	if err := p.Eval(`["persisted", "persist"].map(name => Number(sessionStorage.getItem("arrayan-test/" + name) || 0))`, &n); err != nil {
		t.Fatal(err)
	}
	if len(n) != 2 {
		t.Fatalf("the calls counted: %v", n)
	}
	return n[0], n[1]
}

// backHome opens Sabika's "Deal a setup" and taps Back to the home screen,
// where the app says what it has to say about the storage; it reports
// whether a dialog is on the screen a few seconds later.
func backHome(t *testing.T, p page) bool {
	t.Helper()
	tapOn(t, p, "Sabika", "Deal a setup")
	tapOn(t, p, "", "button:Back")
	for deadline := time.Now().Add(4 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if s, err := visible(p); err != nil {
			t.Fatal(err)
		} else if s.Overlay {
			return true
		}
	}
	return false
}

// TestPersistenceAsked: the app asks the browser whether it keeps its
// data, and when it does not, asks it to. Where the browser grants it (Chromium's "durableStorage" permission granted
// through DevTools) the data is kept and the app says nothing; where it
// does not (the permission denied),
// the app says once, at the first return to the home screen, what that
// risks, and not again after a reload.
func TestPersistenceAsked(t *testing.T) {
	t.Run("granted", func(t *testing.T) {
		p, srv := chromiumOnly(t)
		countPersistCalls(t, p)
		setPersistentStorage(t, p, srv.URL, cdpbrowser.PermissionSettingGranted)
		open(t, p, srv.URL+"/")
		if persisted, _ := persistCalls(t, p); persisted != 1 {
			t.Errorf("the app asked the browser whether it keeps its data %d times; want once", persisted)
		}
		var kept bool
		if err := p.Eval(`navigator.storage.persisted()`, &kept); err != nil {
			t.Fatal(err)
		}
		if !kept {
			t.Error("the data is not kept although the browser grants it")
		}
		if backHome(t, p) {
			t.Errorf("the app said something although the data is kept: %s", shownTexts(t, p))
		}
	})
	t.Run("denied", func(t *testing.T) {
		p, srv := chromiumOnly(t)
		countPersistCalls(t, p)
		setPersistentStorage(t, p, srv.URL, cdpbrowser.PermissionSettingDenied)
		open(t, p, srv.URL+"/")
		if persisted, persist := persistCalls(t, p); persisted != 1 || persist != 1 {
			t.Errorf("the app asked the browser whether it keeps its data %d times and to keep it %d times; want once each", persisted, persist)
		}
		var kept bool
		if err := p.Eval(`navigator.storage.persisted()`, &kept); err != nil {
			t.Fatal(err)
		}
		if kept {
			t.Fatal("Chromium keeps the data of a new profile without the permission: nothing to test")
		}
		if !backHome(t, p) {
			t.Fatal("no word of the browser that may delete the data")
		}
		waitFor(t, p, "", notKeptNotice)
		shot(t, p, "phone-storage-not-kept")
		tapOn(t, p, "", "button:OK")
		open(t, p, srv.URL+"/")
		if backHome(t, p) {
			t.Errorf("said again after a reload: %s", shownTexts(t, p))
		}
	})
}

// shownTexts is what the page shows, for a failure's message.
func shownTexts(t *testing.T, p page) string {
	t.Helper()
	s, err := visible(p)
	if err != nil {
		t.Fatal(err)
	}
	return s.texts()
}
