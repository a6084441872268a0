package webtest

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The app keeps its states in the site's IndexedDB database "arrayan", in
// the object store "states", each under its name (app/store's browser
// back-end); the tests name them by their key of before, in localStorage,
// "arrayan/state/NAME.json".

// idbStates is a promise of the states, by key; none when the app has not
// made its database yet (the test never makes it: its upgrade is aborted).
const idbStates = `new Promise((resolve, reject) => {
	const req = indexedDB.open("arrayan");
	req.onupgradeneeded = () => req.transaction.abort();
	req.onerror = () => resolve({});
	req.onsuccess = () => {
		const db = req.result, out = {};
		if (!db.objectStoreNames.contains("states")) { db.close(); resolve(out); return; }
		const cursor = db.transaction("states").objectStore("states").openCursor();
		cursor.onsuccess = () => {
			const c = cursor.result;
			if (!c) { db.close(); resolve(out); return; }
			out["arrayan/state/" + c.key + ".json"] = c.value;
			c.continue();
		};
		cursor.onerror = () => { db.close(); reject(String(cursor.error)); };
	};
})`

// idbChange is a promise that runs the JavaScript body with the object
// stores "states" and "notes" of one read-write transaction, making the
// database as the app does when it is not there yet.
func idbChange(body string) string {
	return `new Promise((resolve, reject) => {
	const req = indexedDB.open("arrayan", 1);
	req.onupgradeneeded = () => { req.result.createObjectStore("states"); req.result.createObjectStore("notes"); };
	req.onerror = () => reject(String(req.error));
	req.onsuccess = () => {
		const db = req.result, tx = db.transaction(["states", "notes"], "readwrite");
		const states = tx.objectStore("states"), notes = tx.objectStore("notes");
		` + body + `;
		tx.oncomplete = () => { db.close(); resolve(true); };
		tx.onabort = () => { db.close(); reject(String(tx.error)); };
	};
})`
}

// putStates stores values (by key, "arrayan/state/NAME.json") where the
// app keeps its states, in one transaction.
func putStates(t *testing.T, p page, values map[string]string) {
	t.Helper()
	byName := map[string]string{}
	for key, v := range values {
		name := strings.TrimSuffix(strings.TrimPrefix(key, "arrayan/state/"), ".json")
		byName[name] = v
	}
	data, _ := json.Marshal(byName)
	if err := p.Eval(idbChange(`for (const [k, v] of Object.entries(`+string(data)+`)) states.put(v, k)`), nil); err != nil {
		t.Fatalf("storing states in IndexedDB: %v", err)
	}
}

// localStates is what the site keeps in localStorage under the keys of
// app/store's states of before ("arrayan/state/…").
func localStates(t *testing.T, p page) map[string]string {
	t.Helper()
	var got map[string]string
	if err := p.Eval(`Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith("arrayan/state/")))`, &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestLocalStorageIsMovedOnce makes the page as an earlier version left
// it: the states in localStorage, nothing in IndexedDB. At the next
// visit the app moves them into IndexedDB, unchanged, removes the old
// keys, and opens the setup screen on the moved setup.
func TestLocalStorageIsMovedOnce(t *testing.T) {
	forEachEngine(t, phoneView, localStorageIsMovedOnce)
}

// localStorageIsMovedOnce is TestLocalStorageIsMovedOnce in one engine.
func localStorageIsMovedOnce(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	saved := dealSabika(t, p)
	old := map[string]string{
		setupKey: saved,
		"arrayan/state/setup.screen.broken-20260101T000000.json": `{"kept": "aside, as it was"}`,
	}
	data, _ := json.Marshal(old)
	if err := p.Eval(idbChange(`states.clear(); notes.clear()`), nil); err != nil {
		t.Fatal(err)
	}
	if err := p.Eval(`(() => { for (const [k, v] of Object.entries(`+string(data)+`)) localStorage.setItem(k, v); })()`, nil); err != nil {
		t.Fatal(err)
	}
	if got := storage(t, p); len(got) != 0 {
		t.Fatalf("IndexedDB still holds %v", got)
	}
	open(t, p, srv.URL+"/")
	waitFor(t, p, "", "button:Deal") // the app reopens on the setup screen
	got := storage(t, p)
	for k, v := range old {
		if got[k] != v {
			t.Errorf("after the move IndexedDB holds %q under %s; want %q", got[k], k, v)
		}
	}
	if left := localStates(t, p); len(left) != 0 {
		t.Errorf("the old keys are still in localStorage: %v", left)
	}
	shot(t, p, "phone-moved-from-localstorage")
}

// refuseWrites makes IndexedDB in the page refuse every write as a full
// storage does: the transaction of each put aborts, once the put is done,
// with a QuotaExceededError. (Chromium's DevTools quota override,
// Storage.overrideQuotaForOrigin, takes effect only before the site
// first opens, counts what is stored compressed, and a write over it hung
// the tab in Chromium 156: no test to rely on.)
const refuseWrites = `(() => {
	const put = IDBObjectStore.prototype.put;
	Object.defineProperty(IDBTransaction.prototype, "error", {
		get() { return new DOMException("The quota has been exceeded.", "QuotaExceededError"); },
	});
	IDBObjectStore.prototype.put = function () {
		const tx = this.transaction, req = put.apply(this, arguments);
		req.addEventListener("success", () => { try { tx.abort(); } catch (e) {} });
		return req;
	};
})()`

// TestValueNotKeptAsideIsNeverOverwritten stores a setup screen's state
// from a newer version, then makes the storage full (refuseWrites):
// opening the screen cannot keep the value aside (a copy is a write), so
// the screen opens read-only and says why, and a tap on Deal leaves the
// value as it was.
func TestValueNotKeptAsideIsNeverOverwritten(t *testing.T) {
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/")
		newer := `{"arrayan_state": 99, "data": {"from": "a newer version"}}`
		putStates(t, p, map[string]string{setupKey: newer})
		open(t, p, srv.URL+"/")
		if err := p.Eval(refuseWrites, nil); err != nil {
			t.Fatal(err)
		}
		tapOn(t, p, "Sabika", "Deal a setup")
		waitFor(t, p, "", "~Keeping it aside failed") // the store's refusal, told
		tapOn(t, p, "", "button:OK")
		waitFor(t, p, "", "~Read only: the saved data of this screen")
		shot(t, p, "phone-value-not-kept-aside")
		tapAt(t, p, scrollTo(t, p, "", "button:Deal")) // below the bar
		time.Sleep(2 * time.Second)
		if got := storage(t, p)[setupKey]; got != newer {
			t.Errorf("after a tap on Deal the value is %q; want it unchanged", got)
		}
	}, "chromium")
}
