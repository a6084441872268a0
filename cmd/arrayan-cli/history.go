package main

import (
	"fmt"
	"io"

	"arrayan.io/arrayan/scoring/history"
)

var historyCommand = command{
	summary: "the history of plays: statistics as JSON, or every play as CSV",
	usage:   historyUsage,
	run:     runHistory,
}

const historyUsage = `arrayan-cli history stats|csv [--in FILE]

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

Exit status: 0 success; 2 an unusable file (malformed, a field that breaks
the format, a newer format version: code bad-input, the message names the
field).

Example:
  arrayan-cli history stats --in history.json
  arrayan-cli history csv --in history.json > plays.csv
`

func runHistory(args []string, in io.Reader, out, errOut io.Writer) int {
	if len(args) == 0 {
		return fail(out, errOut, &usageError{"history needs a subcommand: stats or csv"})
	}
	sub := args[0]
	if sub != "stats" && sub != "csv" {
		return fail(out, errOut, &usageError{fmt.Sprintf("unknown history subcommand %q (stats, csv)", sub)})
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
