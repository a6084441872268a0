// Package site serves the static web build as a static host would.
package site

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	// Go's table lacks the web app manifest's type, which browsers want.
	if err := mime.AddExtensionType(".webmanifest", "application/manifest+json"); err != nil {
		panic(err) // a constant, valid type
	}
}

// Handler serves the static site in dir: NAME.gz in place of NAME to a
// browser that accepts gzip, and the page and the service worker marked
// to be checked on every visit, so that a new build is seen at once.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if name == "/" || name == "/index.html" || name == "/sw.js" {
			w.Header().Set("Cache-Control", "no-cache")
		}
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && !strings.HasSuffix(name, "/") {
			gz := filepath.Join(dir, filepath.FromSlash(name)+".gz")
			if f, err := os.Open(gz); err == nil {
				defer f.Close()
				if info, err := f.Stat(); err == nil && !info.IsDir() {
					if t := mime.TypeByExtension(path.Ext(name)); t != "" {
						w.Header().Set("Content-Type", t)
					}
					w.Header().Set("Content-Encoding", "gzip")
					w.Header().Add("Vary", "Accept-Encoding")
					http.ServeContent(w, r, name, info.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}
