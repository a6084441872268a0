//go:build js

package ui

import (
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"

	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/message"
)

// fileUnreadable is a file the browser could not read, with its words.
var fileUnreadable = message.Define("ui.file-unreadable", "the browser could not read the file: {{.Detail}}")

// Download hands data to the browser as a downloaded file named name (the
// phone keeps it in its downloads) and reports true. Fyne's file dialogs
// cannot reach the phone's files from a web page.
func Download(name string, data []byte) bool {
	global := js.Global()
	array := global.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(array, data)
	blob := global.Get("Blob").New([]any{array}, map[string]any{"type": "application/octet-stream"})
	href := global.Get("URL").Call("createObjectURL", blob)
	doc := global.Get("document")
	link := doc.Call("createElement", "a")
	link.Set("href", href)
	link.Set("download", name)
	link.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	// The browser has read the file once the click is handled.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		global.Get("URL").Call("revokeObjectURL", href)
		revoke.Release()
		return nil
	})
	global.Call("setTimeout", revoke, 10000)
	return true
}

// PickFile opens the browser's file picker (the phone's files, camera or
// gallery) for files ending in one of exts, and calls got on the app's
// thread with the chosen file's name and content (at most maxBytes), or an
// error; nothing is called when the player cancels. It reports true.
func PickFile(exts []string, maxBytes int, got func(name string, data []byte, err error)) bool {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", strings.Join(exts, ","))
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)
	var changed, loaded, failed js.Func
	release := func() {
		input.Call("remove")
		changed.Release()
		loaded.Release()
		failed.Release()
	}
	var name string
	loaded = js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Length())
		js.CopyBytesToGo(data, buf)
		release()
		fyne.Do(func() { got(name, data, nil) })
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "unknown"
		if len(args) > 0 {
			why = args[0].Call("toString").String()
		}
		release()
		fyne.Do(func() { got(name, nil, fileUnreadable.With(message.Params{"Detail": why})) })
		return nil
	})
	changed = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Length() == 0 {
			release()
			return nil
		}
		file := files.Index(0)
		name = file.Get("name").String()
		if size := file.Get("size").Int(); size > maxBytes {
			release()
			fyne.Do(func() { got(name, nil, store.FileTooLarge.With(message.Params{"Max": maxBytes})) })
			return nil
		}
		file.Call("arrayBuffer").Call("then", loaded, failed)
		return nil
	})
	input.Call("addEventListener", "change", changed)
	input.Call("click")
	return true
}
