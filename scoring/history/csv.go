package history

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/game"
)

// CSV writes every play as comma-separated values, one row per seat,
// plays in the order they were kept and seats in seat order. The columns:
// play, date, game, seat (1 first), player (the roster name, or Yusuf),
// total, winner (yes/no), tie_break, difficulty (events, "+10pp" when
// Yusuf started with 10 PP), setup_code, note, then one column per
// scoring category found in the history (games in their usual order,
// categories in order of first appearance), empty where a seat has no
// such category. Text that a spreadsheet would take for a formula
// (beginning with = + - @ or a tab) is written with a leading apostrophe.
func CSV(f *File) ([]byte, error) {
	cats := categories(f)
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	head := []string{"play", "date", "game", "seat", "player", "total", "winner", "tie_break", "difficulty", "setup_code", "note"}
	head = append(head, cats...)
	if err := w.Write(head); err != nil {
		return nil, fmt.Errorf("writing the CSV: %w", err)
	}
	for _, p := range f.Plays {
		diff := ""
		if p.Difficulty != nil {
			diff = p.Difficulty.Key()
		}
		for i, s := range p.Seats {
			name := "Yusuf"
			if !s.Yusuf {
				name = f.Name(s.Player)
			}
			won := "no"
			if p.Won(i) {
				won = "yes"
			}
			row := []string{strconv.Itoa(p.ID), p.Date, string(p.Game), strconv.Itoa(i + 1), safe(name),
				strconv.Itoa(s.Total), won, p.TieBreak, diff, safe(p.SetupCode), safe(p.Note)}
			for _, c := range cats {
				cell := ""
				if j := slices.IndexFunc(s.Points, func(pt Points) bool { return pt.Category == c }); j >= 0 {
					cell = strconv.Itoa(s.Points[j].Points)
				}
				row = append(row, cell)
			}
			if err := w.Write(row); err != nil {
				return nil, fmt.Errorf("writing the CSV: %w", err)
			}
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, fmt.Errorf("writing the CSV: %w", err)
	}
	return buf.Bytes(), nil
}

// categories lists the history's scoring categories, games in their usual
// order and each game's categories in order of first appearance.
func categories(f *File) []string {
	var out []string
	for _, g := range game.All() {
		for _, p := range f.Plays {
			if p.Game != g {
				continue
			}
			for _, s := range p.Seats {
				for _, pt := range s.Points {
					if !slices.Contains(out, pt.Category) {
						out = append(out, pt.Category)
					}
				}
			}
		}
	}
	return out
}

// safe keeps a spreadsheet from reading text as a formula.
func safe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Key names a difficulty in one word: the events level, with "+10pp" when
// Yusuf started with 10 PP.
func (d Difficulty) Key() string {
	if d.TenPP {
		return d.Events + "+10pp"
	}
	return d.Events
}
