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
// escape "%", "|", ";" and control characters, and nothing else, as %XX
// (uppercase hexadecimal); numbers are written plainly (strconv.Itoa).
// ParseLines reads back exactly this form and nothing else.
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

// ParseLines reads what Lines wrote, strictly: every number, escape and
// field exactly as Lines writes it (so that the text read is the text
// Lines writes back); every play must then pass Check with its roster
// (the caller's). A malformed line is an error naming it. It allocates
// once per play and seat list, for a history of thousands of plays opens
// on every visit to the history screen.
func ParseLines(text string) ([]Play, error) {
	if text == "" {
		return []Play{}, nil
	}
	if !strings.HasSuffix(text, "\n") {
		return nil, errAt("plays", kindCutShort, nil)
	}
	n := strings.Count(text, "\n")
	if n > MaxPlays {
		return nil, errAt("plays", kindManyPlays, args{"Max": MaxPlays})
	}
	plays := make([]Play, n)
	for i := range plays {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		if err := parseLine(line, &plays[i]); err != nil {
			return nil, errAt("plays", kindLine, args{"Line": i + 1, "Problem": err})
		}
	}
	return plays, nil
}

// lineFields is the number of "|"-separated fields of a line.
const lineFields = 10

// parseLine reads one line of Lines into p.
func parseLine(line string, p *Play) error {
	var f [lineFields]string
	for i := range f {
		field, rest, found := strings.Cut(line, "|")
		if found == (i == lineFields-1) {
			return kindFields.With(args{"Count": strings.Count(line, "|") + i + 1, "Want": lineFields})
		}
		f[i], line = field, rest
	}
	var err error
	if p.ID, err = number(f[0]); err != nil {
		return err
	}
	p.Game, p.Date, p.TieBreak = game.ID(f[1]), f[2], f[4]
	if f[3] != "" {
		p.Winners = make([]int, 0, strings.Count(f[3], ",")+1)
		for w := range strings.SplitSeq(f[3], ",") {
			seat, err := number(w)
			if err != nil {
				return err
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
			return err
		}
	}
	if f[9] == "" {
		return kindNoSeats.With(nil)
	}
	p.Seats = make([]Seat, 0, strings.Count(f[9], ";")+1)
	points := make([]Points, 0, strings.Count(f[9], "=")) // every seat's, one array
	for seat := range strings.SplitSeq(f[9], ";") {
		who, rest, ok1 := strings.Cut(seat, ":")
		total, pts, ok2 := strings.Cut(rest, ":")
		if !ok1 || !ok2 || strings.Contains(pts, ":") {
			return kindSeatForm.With(args{"Seat": seat})
		}
		var s Seat
		if who == "Y" {
			s.Yusuf = true
		} else if s.Player, err = number(who); err != nil {
			return err
		}
		if s.Total, err = number(total); err != nil {
			return err
		}
		if pts != "" {
			from := len(points)
			for pt := range strings.SplitSeq(pts, ",") {
				cat, v, ok := strings.Cut(pt, "=")
				if !ok {
					return kindPointsForm.With(args{"Points": pt})
				}
				n, err := number(v)
				if err != nil {
					return err
				}
				points = append(points, Points{Category: cat, Points: n})
			}
			s.Points = points[from:len(points):len(points)]
		}
		p.Seats = append(p.Seats, s)
	}
	return nil
}

// number reads a whole number of at most 8 characters (every number of a
// history is within ±MaxPoints or MaxPlays) written as Lines writes it:
// no sign but a minus, no leading zero.
func number(s string) (int, error) {
	if len(s) > 8 {
		return 0, kindLongNumber.With(args{"Text": s})
	}
	n, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(n) != s {
		return 0, kindNotNumber.With(args{"Text": s})
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

// unescape reads what escape wrote, and only that: an escape is "%" and
// two uppercase hexadecimal digits of a character escape writes so.
func unescape(s string) (string, error) {
	if !strings.Contains(s, "%") {
		if strings.ContainsFunc(s, needsEscape) {
			return "", kindControl.With(nil)
		}
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '%' {
			if needsEscape(rune(c)) {
				return "", kindControl.With(nil)
			}
			b.WriteByte(c)
			continue
		}
		if i+2 >= len(s) {
			return "", kindCutEscape.With(nil)
		}
		v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil || !needsEscape(rune(v)) || fmt.Sprintf("%02X", v) != s[i+1:i+3] {
			return "", kindBadEscape.With(args{"Escape": s[i : i+3]})
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), nil
}
