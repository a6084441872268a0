package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"arrayan.io/arrayan/setup/code"
	"arrayan.io/arrayan/setup/deal"
)

var setupCommand = command{
	summary: "deal a random setup, or the setup a setup code names",
	usage: `arrayan-cli setup --game GAME --players N [--seed S] [--option KEY=VALUE ...]
arrayan-cli setup --code CODE

Deals a setup and prints it with its setup code; the same code always prints
byte-identical output. Without --seed a random seed is drawn. Flags may also
be written --flag=VALUE; each is given once (--option once per KEY), a
repeated one is exit 2.

  --game      sabika (1-4 players; 1 is solo against Yusuf), alhambra (2-6),
              granada (2-6), marcopolo (2-4)
  --players   the number of players
  --seed      0 to ` + strconv.FormatUint(code.MaxSeed, 10) + `
  --option    KEY=VALUE, repeatable; the first value listed is the default:
    sabika     events=none|random|mixed|negative
                 advanced mode: random draws 3 of the 14 events; mixed is
                 1 positive + 2 negative, negative is 3 negative (the solo
                 difficulty presets, allowed at any player count)
               yusuf-pp=5|10   Yusuf's starting prestige (solo only)
    marcopolo  characters=first-game|draft
               objectives=deal-2|keep-2-of-4
               city-bonuses=beginner|random
               mode=beginner|expert   sets the three above at once; an
                 explicit option wins
    granada    scoring=standard|simple
    alhambra   no options
  --code      a setup code (case, spaces and hyphens do not matter)

Output: {"code", "game", "players", "options", "setup"}. "setup" holds the
seating ("seats": seat 1 first, clockwise, with the player numbers 1..N as
the players listed themselves), the game's dealt components, and "steps":
the checklist, each with "area", "key" and "params" (a message key of the
app's translations and its values; "secret" steps are for one player's
eyes). The steps carry no wording, so a code's output never drifts.

Exit status: 0 dealt; 2 bad input (code bad-input) or a mistyped, foreign
or newer code (code bad-code, with "reason": symbol, length, checksum,
newer-version or format).

Examples:
  arrayan-cli setup --game marcopolo --players 3 --option mode=expert
  arrayan-cli setup --code 1VHP-1VQE-GJ1N-D3XM
`,
	run: runSetup,
}

// setupArgs are the parsed flags of the setup command.
type setupArgs struct {
	game, players, seed, code string
	codeGiven                 bool // --code was given, even empty: a code to read
	options                   map[string]string
}

func parseSetupArgs(args []string) (setupArgs, error) {
	a := setupArgs{options: map[string]string{}}
	f := newFlags("setup")
	game, _ := f.once("game", "the game", nil)
	players, _ := f.once("players", "the number of players", nil)
	seed, _ := f.once("seed", "the seed", nil)
	setupCode, codeGiven := f.once("code", "a setup code", nil)
	f.eachFunc("option", "KEY=VALUE, once per KEY", func(value string) error {
		k, v, ok := strings.Cut(value, "=")
		if !ok || k == "" {
			return &usageError{fmt.Sprintf("--option wants KEY=VALUE, not %q", value)}
		}
		if _, dup := a.options[k]; dup {
			return &usageError{fmt.Sprintf("option %s is given twice", k)}
		}
		a.options[k] = v
		return nil
	})
	rest, err := f.parse(args)
	if err != nil {
		return a, err
	}
	if len(rest) > 0 {
		return a, &usageError{fmt.Sprintf("setup takes no argument %q; run 'arrayan-cli setup --help'", rest[0])}
	}
	a.game, a.players, a.seed, a.code, a.codeGiven = *game, *players, *seed, *setupCode, *codeGiven
	return a, nil
}

func runSetup(args []string, _ io.Reader, out, errOut io.Writer) int {
	a, err := parseSetupArgs(args)
	if err != nil {
		return fail(out, errOut, err)
	}
	s, err := dealFromArgs(a)
	if err != nil {
		return fail(out, errOut, err)
	}
	return writeJSON(out, errOut, s)
}

func dealFromArgs(a setupArgs) (*deal.Setup, error) {
	if a.codeGiven {
		if a.game != "" || a.players != "" || a.seed != "" || len(a.options) > 0 {
			return nil, &usageError{"--code names the whole setup: give it without --game, --players, --seed or --option"}
		}
		return deal.FromCode(a.code)
	}
	if a.game == "" || a.players == "" {
		return nil, &usageError{"setup needs --game and --players, or --code"}
	}
	players, err := strconv.Atoi(a.players)
	if err != nil {
		return nil, &usageError{fmt.Sprintf("--players must be a number, not %q", a.players)}
	}
	var seed uint64
	if a.seed != "" {
		seed, err = strconv.ParseUint(a.seed, 10, 64)
		if err != nil || seed > code.MaxSeed {
			return nil, &usageError{fmt.Sprintf("--seed must be a whole number from 0 to %d, not %q", uint64(code.MaxSeed), a.seed)}
		}
	} else {
		var err error
		if seed, err = deal.RandomSeed(); err != nil {
			return nil, err
		}
	}
	return deal.Deal(deal.Request{Game: a.game, Players: players, Options: a.options, Seed: seed})
}
