package history

import (
	"fmt"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/game"
)

// Lines writes the plays one line each, for a saved state that must stay
// small and quick to read (the app's history of thousands of plays): the
// fields of a play separated by "|", in the order id, game, date,
// winners (comma-separated seats), tie_break, difficulty (Key, empty for
// none), setup_code, source, note, then the seats separated by ";", each
// player:total:category=points,… with Y for Yusuf as player. Text fields
// escape "%", "|", ";" and control characters as %XX.
func Lines(plays []Play) string {
	var b strings.Builder
	b.Grow(len(plays) * 160)
	for _, p := range plays {
		b.WriteString(strconv.Itoa(p.ID))
		b.WriteByte('|')
		b.WriteString(string(p.Game))
		b.WriteByte('|')
		b.WriteString(p.Date)
		b.WriteByte('|')
		for i, w := range p.Winners {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(w))
		}
		b.WriteByte('|')
		b.WriteString(p.TieBreak)
		b.WriteByte('|')
		if p.Difficulty != nil {
			b.WriteString(p.Difficulty.Key())
		}
		for _, text := range []string{p.SetupCode, p.Source, p.Note} {
			b.WriteByte('|')
			b.WriteString(escape(text))
		}
		b.WriteByte('|')
		for i, s := range p.Seats {
			if i > 0 {
				b.WriteByte(';')
			}
			if s.Yusuf {
				b.WriteByte('Y')
			} else {
				b.WriteString(strconv.Itoa(s.Player))
			}
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(s.Total))
			b.WriteByte(':')
			for j, pt := range s.Points {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteString(pt.Category)
				b.WriteByte('=')
				b.WriteString(strconv.Itoa(pt.Points))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseLines reads what Lines wrote; every play must then pass Check with
// its roster (the caller's). A malformed line is an error naming it.
func ParseLines(text string) ([]Play, error) {
	plays := []Play{}
	if text == "" {
		return plays, nil
	}
	if !strings.HasSuffix(text, "\n") {
		return nil, errAt("plays", "the last line is cut short")
	}
	n := 0
	for line := range strings.Lines(text) {
		n++
		if n > MaxPlays {
			return nil, errAt("plays", "more than %d plays", MaxPlays)
		}
		p, err := parseLine(strings.TrimSuffix(line, "\n"))
		if err != nil {
			return nil, errAt(fmt.Sprintf("plays line %d", n), "%s", err.Error())
		}
		plays = append(plays, p)
	}
	return plays, nil
}

func parseLine(line string) (Play, error) {
	f := strings.Split(line, "|")
	if len(f) != 10 {
		return Play{}, fmt.Errorf("%d fields, not 10", len(f))
	}
	var p Play
	var err error
	if p.ID, err = number(f[0]); err != nil {
		return Play{}, err
	}
	p.Game, p.Date, p.TieBreak = game.ID(f[1]), f[2], f[4]
	if f[3] != "" {
		for w := range strings.SplitSeq(f[3], ",") {
			seat, err := number(w)
			if err != nil {
				return Play{}, err
			}
			p.Winners = append(p.Winners, seat)
		}
	}
	if f[5] != "" {
		events, ten := strings.CutSuffix(f[5], "+10pp")
		p.Difficulty = &Difficulty{Events: events, TenPP: ten}
	}
	for i, dst := range []*string{&p.SetupCode, &p.Source, &p.Note} {
		if *dst, err = unescape(f[6+i]); err != nil {
			return Play{}, err
		}
	}
	if f[9] == "" {
		return Play{}, fmt.Errorf("no seats")
	}
	for seat := range strings.SplitSeq(f[9], ";") {
		parts := strings.Split(seat, ":")
		if len(parts) != 3 {
			return Play{}, fmt.Errorf("seat %q is not player:total:points", seat)
		}
		var s Seat
		if parts[0] == "Y" {
			s.Yusuf = true
		} else if s.Player, err = number(parts[0]); err != nil {
			return Play{}, err
		}
		if s.Total, err = number(parts[1]); err != nil {
			return Play{}, err
		}
		if parts[2] != "" {
			for pt := range strings.SplitSeq(parts[2], ",") {
				cat, v, ok := strings.Cut(pt, "=")
				if !ok {
					return Play{}, fmt.Errorf("points %q are not category=points", pt)
				}
				n, err := number(v)
				if err != nil {
					return Play{}, err
				}
				s.Points = append(s.Points, Points{Category: cat, Points: n})
			}
		}
		p.Seats = append(p.Seats, s)
	}
	return p, nil
}

// number reads a whole number of at most 7 digits (every number of a
// history is within ±MaxPoints or MaxPlays).
func number(s string) (int, error) {
	if len(s) > 8 {
		return 0, fmt.Errorf("%q is too long a number", s)
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number", s)
	}
	return n, nil
}

// escape writes "%", "|", ";" and control characters as %XX.
func escape(s string) string {
	if !strings.ContainsFunc(s, needsEscape) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if needsEscape(rune(c)) {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func needsEscape(r rune) bool { return r == '%' || r == '|' || r == ';' || r < ' ' || r == 0x7f }

// unescape reads what escape wrote.
func unescape(s string) (string, error) {
	if !strings.Contains(s, "%") {
		if strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r == 0x7f }) {
			return "", fmt.Errorf("a control character in the text")
		}
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", fmt.Errorf("a cut %%XX escape")
		}
		v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", fmt.Errorf("a bad %%XX escape")
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), nil
}
