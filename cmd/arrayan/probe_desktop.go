//go:build desktopprobe && !js

package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"

	"fyne.io/fyne/v2"
)

// This file is the desktop tests' probe, only in their test build of the
// app (build tag desktopprobe: make test-desktop); the shipped app has
// none. With ARRAYAN_PROBE_ADDR set to a loopback address (a port of 0
// for any free one), the app prints "arrayan probe: http://ADDRESS" on
// its standard error and answers GET /widgets there with the JSON list of
// what the player sees (probe_list.go), read on Fyne's goroutine.

// probeAddrEnv names the variable that holds the address to listen on.
const probeAddrEnv = "ARRAYAN_PROBE_ADDR"

// installProbe serves the probe for the window w when ARRAYAN_PROBE_ADDR
// is set; a probe that cannot listen is logged and the app runs without.
func installProbe(w fyne.Window) {
	addr := os.Getenv(probeAddrEnv)
	if addr == "" {
		return
	}
	l, err := listenLoopback(addr)
	if err != nil {
		fyne.LogError("starting the desktop probe", err)
		return
	}
	fmt.Fprintf(os.Stderr, "arrayan probe: http://%s\n", l.Addr())
	go func() {
		err := http.Serve(l, probeHandler(w))
		fyne.LogError("serving the desktop probe", err)
	}()
}

// listenLoopback listens on addr, which must be on this computer only.
func listenLoopback(addr string) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("%s=%q: %w", probeAddrEnv, addr, err)
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return nil, fmt.Errorf("%s=%q: not a loopback address (127.0.0.1, ::1)", probeAddrEnv, addr)
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listening on %s: %w", addr, err)
	}
	return l, nil
}

// probeHandler answers GET /widgets with what w shows now.
func probeHandler(w fyne.Window) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /widgets", func(rw http.ResponseWriter, _ *http.Request) {
		var report probeReport
		fyne.DoAndWait(func() { report = listVisible(w.Canvas()) })
		out, err := json.Marshal(report)
		if err != nil { // plain structs: not expected
			http.Error(rw, fmt.Sprintf("encoding the report: %v", err), http.StatusInternalServerError)
			return
		}
		rw.Header().Set("Content-Type", "application/json")
		if _, err := rw.Write(out); err != nil {
			fyne.LogError("answering the desktop probe", err)
		}
	})
	return mux
}
