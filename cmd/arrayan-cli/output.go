package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxInput bounds what the CLI reads, so that no input can exhaust memory.
const maxInput = 8 << 20

// Engine errors describe themselves through these small interfaces, so that
// the CLI needs no knowledge of each engine's error types.
type (
	codedError interface{ ErrorCode() string }
	ruleError  interface{ RuleBroken() bool }
	detailed   interface{ ErrorDetails() map[string]any }
)

// usageError is a mistake in the command line itself (exit 2, bad-input).
type usageError struct{ msg string }

// Error returns the message.
func (e *usageError) Error() string { return e.msg }

// ErrorCode is the error code of the CLI contract.
func (e *usageError) ErrorCode() string { return "bad-input" }

// readInput returns standard input, or the file named by --in, bounded by
// maxInput; it also returns the arguments left after the flags, for the
// command to refuse. --in is the only flag of a command reading JSON.
func readInput(args []string, stdin io.Reader) ([]byte, []string, error) {
	f := newFlags("")
	file, _ := f.once("in", "the input file", func(name string) error {
		if name == "" {
			return &usageError{"--in needs a file name"}
		}
		return nil
	})
	rest, err := f.parse(args)
	if err != nil {
		return nil, nil, err
	}
	r := stdin
	if *file != "" {
		f, err := os.Open(*file)
		if err != nil {
			return nil, nil, &usageError{fmt.Sprintf("reading --in: %v", err)}
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, nil, &usageError{fmt.Sprintf("reading input: %v", err)}
	}
	if len(data) > maxInput {
		return nil, nil, &usageError{fmt.Sprintf("input is larger than %d bytes", maxInput)}
	}
	return data, rest, nil
}

// exitOutput is the exit status when the answer could not be written
// (a full disk, a closed pipe): neither success nor a fault of the input.
const exitOutput = 1

// writeJSON writes v as one JSON object with a trailing newline; a failure
// to write it is reported on errOut and is never exit 0.
func writeJSON(out, errOut io.Writer, v any) int {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: encoding the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	if _, err := out.Write(buf.Bytes()); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: writing the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	return exitOK
}

// writeText writes text (a help page) to out; a help that cannot be written
// is exitOutput, never exit 0.
func writeText(out, errOut io.Writer, text string) int {
	if _, err := io.WriteString(out, text); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: writing the help: %s\n", printable(err.Error()))
		return exitOutput
	}
	return exitOK
}

// fail reports err as the contract's error object on out and its message
// on errOut, and returns the exit status: 3 for a broken game rule, else 2.
func fail(out, errOut io.Writer, err error) int {
	code := "bad-input"
	var c codedError
	if errors.As(err, &c) {
		code = c.ErrorCode()
	}
	body := map[string]any{"code": code, "message": err.Error()}
	var d detailed
	if errors.As(err, &d) {
		for k, v := range d.ErrorDetails() {
			if k != "code" && k != "message" {
				body[k] = v
			}
		}
	}
	fmt.Fprintln(errOut, "arrayan-cli:", printable(err.Error()))
	if status := writeJSON(out, errOut, map[string]any{"error": body}); status != exitOK {
		return status
	}
	var r ruleError
	if errors.As(err, &r) && r.RuleBroken() {
		return exitRule
	}
	return exitBadInput
}

// printable escapes control characters (a message may quote a key or a
// name from the input), so that nothing in the input can drive the
// terminal that shows standard error.
func printable(msg string) string {
	var b strings.Builder
	for _, r := range msg {
		if unicode.IsControl(r) || r == utf8.RuneError {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
