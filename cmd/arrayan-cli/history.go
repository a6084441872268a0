package main

import (
	"fmt"
	"io"
	"strconv"

	"arrayan.io/arrayan/scoring/history"
)

var historyCommand = command{
	summary: "the history of plays: statistics as JSON, every play as CSV, a play's BG Stats link",
	usage:   historyUsage,
	run:     runHistory,
}

const historyUsage = `arrayan-cli history stats|csv [--in FILE]
arrayan-cli history bgstats --play N [--in FILE]

Reads a history of plays as the app exports it (Home -> History -> Export
JSON; the file's format is documented in the package scoring/history and
docs/cli.md): {"arrayan_history": 1, "players": [...], "plays": [...]}.

  stats  prints the statistics as one JSON object:
         "plays"; "players": per roster player "plays", "contested" (plays
         with an opponent, Yusuf included), "wins" (shared wins count for
         each winner), "win_rate" (wins / contested), "games" (the same
         per game with "average", "best", "worst") and "timeline" (every
         total by date: "play", "date", "game", "total", "won");
         "games": per game "plays", "solo", "average", "best", "worst",
         "winning_average", "categories" (each scoring category's
         "points" and "share" of the net points) and, for Alhambra and
         Granada, "groups" (majorities against the wall or moat);
         "head_to_head": every two players who met, "a_ahead", "b_ahead",
         "even"; "yusuf": solo Sabika per difficulty, "player_wins",
         "yusuf_wins", "shared" and the average totals.
  csv    prints every play as CSV, one row per player per play: play,
         date, game, seat, player, total, winner, tie_break, difficulty,
         setup_code, note, then one column per scoring category.
  bgstats
         prints the link that opens play N (its "id" in the file) in BG
         Stats, the play tracker: https://app.bgstatsapp.com/createPlay.html
         ?data= and the play as url-encoded JSON ("game" with "name",
         "bggId" where sourced, "highestWins", "sourceGameId"; "playDate"
         at noon of the play's day; "players" in seat order with "name",
         "score", "winner", "rank" (tied seats share it),
         "sourcePlayerId"; Yusuf as the player "Yusuf"; the note as
         "comments"). --play is required, once, a whole number >= 1.

Exit status: 0 success; 2 an unusable file (malformed, a field that breaks
the format, a newer format version: code bad-input, the message names the
field), or a missing or bad --play, or a play the file does not hold
(code bad-input, field --play), or a flag given twice (code bad-input).

Example:
  arrayan-cli history stats --in history.json
  arrayan-cli history csv --in history.json > plays.csv
  arrayan-cli history bgstats --play 12 --in history.json
`

func runHistory(args []string, in io.Reader, out, errOut io.Writer) int {
	if len(args) == 0 {
		return fail(out, errOut, &usageError{"history needs a subcommand: stats, csv or bgstats"})
	}
	sub := args[0]
	if sub == "bgstats" {
		return runBGStats(args[1:], in, out, errOut)
	}
	if sub != "stats" && sub != "csv" {
		return fail(out, errOut, &usageError{fmt.Sprintf("unknown history subcommand %q (stats, csv, bgstats)", sub)})
	}
	data, rest, err := readInput(args[1:], in)
	if err != nil {
		return fail(out, errOut, err)
	}
	if len(rest) > 0 {
		return fail(out, errOut, &usageError{fmt.Sprintf("history %s takes no argument %q", sub, rest[0])})
	}
	f, err := history.Decode(data)
	if err != nil {
		return fail(out, errOut, err)
	}
	if sub == "stats" {
		return writeJSON(out, errOut, history.Compute(&f))
	}
	table, err := history.CSV(&f)
	if err != nil {
		return fail(out, errOut, err)
	}
	if _, err := out.Write(table); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: writing the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	return exitOK
}

// runBGStats prints the BG Stats link of the play --play names.
func runBGStats(args []string, in io.Reader, out, errOut io.Writer) int {
	play, inArgs, err := bgstatsArgs(args)
	if err != nil {
		return fail(out, errOut, err)
	}
	data, _, err := readInput(inArgs, in)
	if err != nil {
		return fail(out, errOut, err)
	}
	f, err := history.Decode(data)
	if err != nil {
		return fail(out, errOut, err)
	}
	b, err := f.BGStats(play)
	if err != nil {
		return fail(out, errOut, &fieldError{Field: "--play", Message: err.Error()})
	}
	if _, err := fmt.Fprintln(out, b.Link()); err != nil {
		fmt.Fprintf(errOut, "arrayan-cli: writing the answer: %s\n", printable(err.Error()))
		return exitOutput
	}
	return exitOK
}

// bgstatsArgs reads history bgstats' flags: --play, required, once, a
// whole number >= 1, and --in, handed on to readInput as it was given.
func bgstatsArgs(args []string) (int, []string, error) {
	f := newFlags("history")
	var play int
	_, given := f.once("play", "the play's id", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return &fieldError{Field: "--play", Message: fmt.Sprintf("must be a play's id, a whole number >= 1, not %q", v)}
		}
		play = n
		return nil
	})
	file, fileGiven := f.once("in", "the input file", nil)
	rest, err := f.parse(args)
	switch {
	case err != nil:
		return 0, nil, err
	case len(rest) > 0:
		return 0, nil, &usageError{fmt.Sprintf("history bgstats takes no argument %q", rest[0])}
	case !*given:
		return 0, nil, &fieldError{Field: "--play", Message: "required: the id of the play to send"}
	}
	var inArgs []string
	if *fileGiven {
		inArgs = []string{"--in", *file}
	}
	return play, inArgs, nil
}
