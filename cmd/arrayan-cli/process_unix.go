//go:build linux || darwin

package main

import "syscall"

// stdoutClosedAtStart tells whether standard output was closed when the
// command started (">&-"). The Go runtime then opens /dev/null read-write
// on it, so that writes vanish without an error; a redirection to
// /dev/null (">/dev/null", a caller's null device) opens it write-only.
// Only an explicit read-write /dev/null ("1<>/dev/null") looks the same,
// and is read as closed.
func stdoutClosedAtStart() bool {
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 1, syscall.F_GETFL, 0)
	if errno != 0 || flags&syscall.O_ACCMODE != syscall.O_RDWR {
		return false
	}
	var out, null syscall.Stat_t
	if syscall.Fstat(1, &out) != nil || syscall.Stat("/dev/null", &null) != nil {
		return false
	}
	return out.Mode&syscall.S_IFMT == syscall.S_IFCHR && out.Rdev == null.Rdev
}
