package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
)

// Output formats of --format: JSON (the default and the contract of
// shared/spec/cli.md) or text, the same answer as aligned English tables
// for a person at a terminal.
const (
	formatJSON = "json"
	formatText = "text"
)

// cutFormat takes "--format FORMAT" or "--format=FORMAT" out of args,
// wherever it stands; text reports whether FORMAT is "text". A repeated
// flag or another format is a usage error. It is the one flag not read by
// a flag.FlagSet: it stands anywhere, before the command or after a
// subcommand, and applies to the help and to errors found before any
// command's flags are parsed, where a flag set (which stops at the first
// argument that is no flag) cannot reach it.
func cutFormat(args []string) (rest []string, text bool, err error) {
	rest = make([]string, 0, len(args))
	format := ""
	for i := 0; i < len(args); i++ {
		value, inline := strings.CutPrefix(args[i], "--format=")
		switch {
		case args[i] == "--format":
			if i+1 >= len(args) {
				return nil, false, &usageError{"--format needs json or text"}
			}
			value = args[i+1]
			i++
		case !inline:
			rest = append(rest, args[i])
			continue
		}
		if format != "" {
			return nil, false, &usageError{"--format is given twice"}
		}
		if value != formatJSON && value != formatText {
			return nil, false, &usageError{fmt.Sprintf("--format must be json or text, not %q", printable(value))}
		}
		format = value
	}
	return rest, format == formatText, nil
}

// runText runs the command line args as JSON, then writes its answer (or
// its error object) to out as text tables, with the same exit status; a
// help page, which is text already, is written as it is.
func runText(args []string, in io.Reader, out, errOut io.Writer) int {
	var buf bytes.Buffer
	status := run(args, in, &buf, errOut)
	var v any
	dec := json.NewDecoder(bytes.NewReader(buf.Bytes()))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		if _, werr := out.Write(buf.Bytes()); werr != nil {
			fmt.Fprintf(errOut, "arrayan-cli: writing the answer: %s\n", printable(werr.Error()))
			return exitOutput
		}
		return status
	}
	if _, err := io.WriteString(out, textAnswer(v)); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: writing the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	return status
}

// textAnswer is a JSON answer as text: an error object as "Error (code):
// message" with its details, anything else as sections of tables.
func textAnswer(v any) string {
	var b strings.Builder
	if obj, ok := v.(map[string]any); ok && len(obj) == 1 {
		if e, ok := obj["error"].(map[string]any); ok {
			fmt.Fprintf(&b, "Error (%s): %s\n", scalar(e["code"]), scalar(e["message"]))
			rest := map[string]any{}
			for k, x := range e {
				if k != "code" && k != "message" {
					rest[k] = x
				}
			}
			if len(rest) > 0 {
				b.WriteString("\n")
				writeSection(&b, "", rest, nil)
			}
			return b.String()
		}
	}
	switch x := v.(type) {
	case map[string]any:
		writeSection(&b, "", x, nil)
	case []any:
		writeList(&b, "", x)
	default:
		b.WriteString(scalar(x) + "\n")
	}
	return b.String()
}

// writeSection writes an object: its plain fields as a two-column table,
// then each list or object field as a section of its own under a heading.
// keys, when given, orders the fields; otherwise they are sorted.
func writeSection(b *strings.Builder, heading string, obj map[string]any, keys []string) {
	if keys == nil {
		keys = sortedKeys(obj)
	}
	if heading != "" {
		b.WriteString(heading + "\n" + strings.Repeat("=", utf8.RuneCountInString(heading)) + "\n")
	}
	var rows [][]string
	var nested []string
	for _, k := range keys {
		switch x := obj[k].(type) {
		case []any:
			if allScalars(x) {
				rows = append(rows, []string{words(k), joinScalars(x)})
			} else {
				nested = append(nested, k)
			}
		case map[string]any:
			if flat, ok := flatScalars(x); ok && len(x) <= 8 {
				rows = append(rows, []string{words(k), flat})
			} else {
				nested = append(nested, k)
			}
		default:
			rows = append(rows, []string{words(k), scalar(x)})
		}
	}
	writeTable(b, rows, false)
	for _, k := range nested {
		b.WriteString("\n")
		title := words(k)
		if heading != "" {
			title = heading + ": " + strings.ToLower(title)
		}
		switch x := obj[k].(type) {
		case []any:
			writeList(b, title, x)
		case map[string]any:
			writeSection(b, title, x, nil)
		}
	}
}

// writeList writes a list of objects as one table, a row per object and a
// column per field (nested fields as "counts tower"); a wide table of few
// objects is turned round, a column per object, so that it stays readable.
func writeList(b *strings.Builder, heading string, list []any) {
	if heading != "" {
		b.WriteString(heading + "\n" + strings.Repeat("=", utf8.RuneCountInString(heading)) + "\n")
	}
	var cols []string
	seen := map[string]bool{}
	rows := make([]map[string]string, len(list))
	for i, item := range list {
		rows[i] = map[string]string{}
		obj, ok := item.(map[string]any)
		if !ok {
			obj = map[string]any{"value": item}
		}
		flatten("", obj, rows[i])
		for _, k := range flatKeys("", obj) {
			if !seen[k] {
				seen[k] = true
				cols = append(cols, k)
			}
		}
	}
	if len(cols) > 6 && len(list) <= 8 {
		names := itemNames(rows)
		table := [][]string{append([]string{""}, names...)}
		for _, c := range cols {
			if c == "name" && names[0] == rows[0]["name"] {
				continue // the names head the columns
			}
			line := []string{words(c)}
			for _, r := range rows {
				line = append(line, r[c])
			}
			table = append(table, line)
		}
		writeTable(b, table, true)
		return
	}
	head := make([]string, len(cols))
	for i, c := range cols {
		head[i] = words(c)
	}
	table := [][]string{head}
	for _, r := range rows {
		line := make([]string, len(cols))
		for i, c := range cols {
			line[i] = r[c]
		}
		table = append(table, line)
	}
	writeTable(b, table, true)
}

// itemNames are the column headings of a turned table: each object's
// name, or its number.
func itemNames(rows []map[string]string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		if n := r["name"]; n != "" {
			out[i] = n
		} else {
			out[i] = fmt.Sprintf("#%d", i+1)
		}
	}
	return out
}

// flatten writes obj's fields into row, nested objects' fields under
// "parent child" and lists joined.
func flatten(prefix string, obj map[string]any, row map[string]string) {
	for k, x := range obj {
		key := join(prefix, k)
		switch y := x.(type) {
		case map[string]any:
			flatten(key, y, row)
		case []any:
			if allScalars(y) {
				row[key] = joinScalars(y)
			} else {
				row[key] = compact(y)
			}
		default:
			row[key] = scalar(y)
		}
	}
}

// flatKeys are the keys flatten writes, in a stable order: plain fields
// in sorted order, each nested object's where it stands.
func flatKeys(prefix string, obj map[string]any) []string {
	var out []string
	for _, k := range sortedKeys(obj) {
		if y, ok := obj[k].(map[string]any); ok {
			out = append(out, flatKeys(join(prefix, k), y)...)
			continue
		}
		out = append(out, join(prefix, k))
	}
	return out
}

func join(prefix, k string) string {
	if prefix == "" {
		return k
	}
	return prefix + " " + k
}

// writeTable writes rows with every column padded to its widest cell;
// with header, a rule of dashes goes under the first row and numbers are
// aligned on the right.
func writeTable(b *strings.Builder, rows [][]string, header bool) {
	if len(rows) == 0 {
		return
	}
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	line := func(r []string) {
		var s strings.Builder
		for i, c := range r {
			if i > 0 {
				s.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c))
			if header && isNumber(c) && i > 0 {
				s.WriteString(pad + c)
			} else {
				s.WriteString(c + pad)
			}
		}
		b.WriteString(strings.TrimRight(s.String(), " ") + "\n")
	}
	for i, r := range rows {
		line(r)
		if header && i == 0 {
			rule := make([]string, len(widths))
			for k, w := range widths {
				rule[k] = strings.Repeat("-", w)
			}
			line(rule)
		}
	}
}

// words turns a JSON key into English words: "event_dinar" is "Event
// dinar", "counts tower" stays as it is but capitalised.
func words(key string) string {
	s := strings.ReplaceAll(key, "_", " ")
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[n:]
}

// scalar is a JSON value in words: "yes"/"no", "—" for null, numbers and
// strings as they are (control characters escaped).
func scalar(v any) string {
	switch x := v.(type) {
	case nil:
		return "—"
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case string:
		return printable(x)
	case json.Number:
		return x.String()
	case []any:
		if allScalars(x) {
			return joinScalars(x)
		}
		return compact(x)
	case map[string]any:
		if flat, ok := flatScalars(x); ok {
			return flat
		}
		return compact(x)
	}
	return fmt.Sprint(v)
}

func allScalars(list []any) bool {
	for _, x := range list {
		switch x.(type) {
		case map[string]any, []any:
			return false
		}
	}
	return true
}

func joinScalars(list []any) string {
	if len(list) == 0 {
		return "—"
	}
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = scalar(x)
	}
	return strings.Join(parts, ", ")
}

// flatScalars is an object of plain values as "key value, key value".
func flatScalars(obj map[string]any) (string, bool) {
	if len(obj) == 0 {
		return "—", true
	}
	parts := make([]string, 0, len(obj))
	for _, k := range sortedKeys(obj) {
		switch obj[k].(type) {
		case map[string]any, []any:
			return "", false
		}
		parts = append(parts, strings.ReplaceAll(k, "_", " ")+" "+scalar(obj[k]))
	}
	return strings.Join(parts, ", "), true
}

// compact is a nested value that has no table of its own, as JSON.
func compact(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return printable(string(data))
}

func isNumber(s string) bool {
	_, err := json.Number(s).Int64()
	return err == nil
}

func sortedKeys(obj map[string]any) []string {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
