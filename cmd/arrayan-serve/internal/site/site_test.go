package site

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandlerSendsTheGzippedWasmAndRevalidatesThePage(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":      "<html></html>",
		"arrayan.wasm":    "plain",
		"arrayan.wasm.gz": "zipped",
		"app.webmanifest": "{}",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	req, _ := http.NewRequest("GET", srv.URL+"/arrayan.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("wasm sent as %q, %q; want gzip, application/wasm", resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"))
	}

	req, _ = http.NewRequest("GET", srv.URL+"/arrayan.wasm", nil)
	req.Header.Set("Accept-Encoding", "identity")
	resp, err = http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "" {
		t.Error("gzip sent to a browser that did not ask for it")
	}

	resp, err = http.Get(srv.URL + "/app.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("Content-Type"); got != "application/manifest+json" {
		t.Errorf("the manifest is sent as %q", got)
	}

	resp, err = http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("the page is cached as %q; want no-cache", resp.Header.Get("Cache-Control"))
	}
}
