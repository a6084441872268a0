package jsonin

import "arrayan.io/arrayan/data/message"

// ReadFailed refuses input that could not be read at all (its Detail the
// system's error), before any JSON is decoded: the CLI's table readers
// (scoring/tiles, scoring/marcopolo) say it alike.
var ReadFailed = message.Define("jsonin.read", "reading input: {{.Detail}}")
