package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// flags are one command's flags, parsed by the standard library's flag
// package. Every flag is given at most once: a repeated flag is refused,
// never its last value silently taken (the help of each command says so).
// --help and -h are answered before a command's flags are parsed (run),
// and --format before the command is known (cutFormat), so neither is
// defined here.
type flags struct {
	set *flag.FlagSet
	// refused is the first value a flag refused, in the CLI's own words
	// (the flag package words it "invalid value … for flag -name").
	refused error
}

// newFlags returns the flag set of command ("" for the flags every
// JSON-reading command shares), which prints nothing: its errors are the
// contract's error object.
func newFlags(command string) *flags {
	set := flag.NewFlagSet(command, flag.ContinueOnError)
	set.SetOutput(io.Discard)
	set.Usage = func() {}
	return &flags{set: set}
}

// onceFlag is a flag given at most once, with a check of its value.
type onceFlag struct {
	f     *flags
	name  string
	value *string
	given *bool
	check func(string) error
}

// String returns the value given.
func (o onceFlag) String() string {
	if o.value == nil {
		return ""
	}
	return *o.value
}

// Set takes the flag's value, refusing a second one.
func (o onceFlag) Set(v string) error {
	err := o.take(v)
	if err != nil && o.f.refused == nil {
		o.f.refused = err
	}
	return err
}

func (o onceFlag) take(v string) error {
	if *o.given {
		return &usageError{fmt.Sprintf("--%s is given twice", o.name)}
	}
	if o.check != nil {
		if err := o.check(v); err != nil {
			return err
		}
	}
	*o.value, *o.given = v, true
	return nil
}

// once defines --name, given at most once, whose value check (when not
// nil) may refuse; given reports whether it was, even with an empty value.
func (f *flags) once(name, usage string, check func(string) error) (value *string, given *bool) {
	value, given = new(string), new(bool)
	f.set.Var(onceFlag{f: f, name: name, value: value, given: given, check: check}, name, usage)
	return value, given
}

// eachFunc defines --name, which may be repeated; set takes each value
// and refuses a bad or repeated one.
func (f *flags) eachFunc(name, usage string, set func(string) error) {
	f.set.Func(name, usage, func(v string) error {
		err := set(v)
		if err != nil && f.refused == nil {
			f.refused = err
		}
		return err
	})
}

// parse parses args; what is left (arguments that are no flag) is
// returned for the command to refuse or use. An unknown flag, a flag
// without its value or a refused value is a usage error (exit 2).
func (f *flags) parse(args []string) ([]string, error) {
	err := f.set.Parse(args)
	switch {
	case f.refused != nil:
		return nil, f.refused
	case err != nil:
		return nil, &usageError{fmt.Sprintf("%s; run 'arrayan-cli %s'", dashes(err.Error()), f.help())}
	}
	return f.set.Args(), nil
}

// help is the command line of the help about these flags: the command's,
// or the general help for the flags every JSON-reading command shares.
func (f *flags) help() string {
	if f.set.Name() == "" {
		return "help"
	}
	return f.set.Name() + " --help"
}

// dashes writes the flag package's "-name" as the contract's "--name".
func dashes(msg string) string {
	if i := strings.LastIndex(msg, ": -"); i >= 0 && !strings.HasPrefix(msg[i+2:], "--") {
		return msg[:i+2] + "-" + msg[i+2:]
	}
	return msg
}
