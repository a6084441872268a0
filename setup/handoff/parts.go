package handoff

import (
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"arrayan.io/arrayan/data/message"
)

// MaxQRVersion is the largest QR code a part is drawn in: version 25
// (117 modules a side) at ECC M. Shown full width on a phone's screen
// some 6 cm wide, a module is 0.5 mm, about 3.5 pixels of a 4,000-pixel
// camera picture at 50 cm (a 60° field, 58 cm wide at that distance):
// above the 2 to 3 pixels a module that QR readers need, with margin for
// blur. This is a calculation, not a measurement on phones; see
// docs/handoff.md.
const MaxQRVersion = 25

// MaxQRChars is the longest text of alphanumeric characters that
// github.com/skip2/go-qrcode (setup/qr's encoder) draws in a QR code of
// MaxQRVersion at ECC M, measured (TestQRCapacity).
const MaxQRChars = 1451

// MaxParts bounds the parts of one game (a two-digit count): some 140,000
// characters of packed text, far above any game record's.
const MaxParts = 99

// partHeader is the longest header of a part: "AR1*", "99/99*", the id in
// 8 hexadecimal digits and ":".
const partHeader = len("AR1*99/99*12345678:")

// PartChars is the packed text a part carries, so that each part, header
// included, fits MaxQRChars.
const PartChars = MaxQRChars - partHeader

// Split cuts a packed text into the texts of the QR codes that carry it:
// the text itself when it fits one QR code of MaxQRVersion, else parts
// "AR1*i/n*ID:" and the i-th PartChars characters of the text after
// "AR1:", where ID is the CRC-32 of the whole text in 8 hexadecimal
// digits, so that parts of two games never mix. Nothing is left out: a
// text that needs more than MaxParts parts is refused (hand it over as a
// file).
func Split(text string) ([]string, error) {
	body, err := body(text, ':')
	if err != nil {
		return nil, err
	}
	if len(text) <= MaxQRChars {
		return []string{text}, nil
	}
	return splitAt(text, body, PartChars)
}

// splitAt cuts text, whose body follows "AR1:", in parts of size
// characters of the body.
func splitAt(text, body string, size int) ([]string, error) {
	n := (len(body) + size - 1) / size
	if n > MaxParts {
		return nil, refused(msgTooManyPart.With(message.Params{"Max": MaxParts, "Parts": n}))
	}
	id := partID(text)
	parts := make([]string, n)
	for i := range parts {
		chunk := body[i*size : min(len(body), (i+1)*size)]
		parts[i] = fmt.Sprintf("AR%d*%d/%d*%s:%s", Format, i+1, n, id, chunk)
	}
	return parts, nil
}

// partID is the id of a whole text in its parts.
func partID(text string) string { return fmt.Sprintf("%08X", crc32.ChecksumIEEE([]byte(text))) }

// part is one part read: its number (from 1), the count, the whole
// text's id and its share of the text.
type part struct {
	index, count int
	id, chunk    string
}

// readPart reads a part's text as Split writes it, its share at most
// PartChars; anything else is not a part.
func readPart(text string) (part, error) {
	rest, err := body(text, '*')
	if err != nil {
		return part{}, err
	}
	bad := refused(msgBadPart.With(nil))
	index, rest, ok1 := strings.Cut(rest, "/")
	count, rest, ok2 := strings.Cut(rest, "*")
	id, chunk, ok3 := strings.Cut(rest, ":")
	if !ok1 || !ok2 || !ok3 || len(id) != 8 || strings.Trim(id, "0123456789ABCDEF") != "" || chunk == "" || len(chunk) > PartChars {
		return part{}, bad
	}
	i, ok4 := number(index)
	n, ok5 := number(count)
	if !ok4 || !ok5 || i < 1 || i > n || n < 2 {
		return part{}, bad
	}
	return part{index: i, count: n, id: id, chunk: chunk}, nil
}

// number reads a count written as Split writes it: decimal digits, no
// leading zero, at most two (MaxParts).
func number(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && len(s) <= 2 && strconv.Itoa(n) == s
}

// Collector puts a game handed over in parts back together: it takes
// each QR code's text as the camera reads it, in any order, ignores a
// part read again, refuses a part of another game, and unpacks the whole
// once every part is in. A whole text (a game in one QR code) is
// unpacked at once. The zero value is ready to use.
type Collector struct {
	id     string
	chunks []string
	got    int
}

// Add takes one text read. It answers the game once the text (or the
// last part) completes it; until then ok is false, and Progress says how
// many parts are in. A refused part leaves the parts read so far as they
// were; a whole that is refused empties the collector, to be read again.
func (c *Collector) Add(text string) (h Handed, ok bool, err error) {
	if strings.HasPrefix(text, prefix) {
		h, err = Unpack(text)
		return h, err == nil, err
	}
	p, err := readPart(text)
	if err != nil {
		return Handed{}, false, err
	}
	switch {
	case c.chunks == nil:
		c.id, c.chunks = p.id, make([]string, p.count)
	case p.id != c.id:
		return Handed{}, false, refused(msgAnotherGame.With(nil))
	case p.count != len(c.chunks):
		return Handed{}, false, refused(msgPartCount.With(message.Params{"Parts": p.count, "Want": len(c.chunks)}))
	}
	switch old := c.chunks[p.index-1]; {
	case old == p.chunk:
		return Handed{}, false, nil
	case old != "":
		return Handed{}, false, refused(msgPartsDiffer.With(message.Params{"Part": p.index}))
	}
	c.chunks[p.index-1] = p.chunk
	c.got++
	if c.got < len(c.chunks) {
		return Handed{}, false, nil
	}
	whole, id := prefix+strings.Join(c.chunks, ""), c.id
	*c = Collector{}
	if partID(whole) != id {
		return Handed{}, false, refused(msgChecksum.With(nil))
	}
	h, err = Unpack(whole)
	return h, err == nil, err
}

// Progress is how many parts are in and how many the game has (0, 0
// before the first part).
func (c *Collector) Progress() (got, parts int) { return c.got, len(c.chunks) }
