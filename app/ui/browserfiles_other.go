//go:build !js

package ui

// Download hands data to the browser as a downloaded file; outside the
// browser it does nothing and reports false, and the caller shows its
// file-save dialog.
func Download(name string, data []byte) bool { return false }

// PickFile opens the browser's file picker (the phone's files or gallery)
// for files ending in one of exts, and calls got with the chosen file's
// name and content, or an error; outside the browser it does nothing and
// reports false, and the caller shows its file-open dialog.
func PickFile(exts []string, maxBytes int, got func(name string, data []byte, err error)) bool {
	return false
}
