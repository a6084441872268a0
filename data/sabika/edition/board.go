package edition

import (
	"encoding/binary"
	"slices"

	"arrayan.io/arrayan/data/message"
	"arrayan.io/arrayan/data/sabika"
)

// boardPrefix starts every board code (format 2): the values printed on
// the board and the wish tiles, without Yusuf's parts.
const boardPrefix = "SABIKA2-"

// The board code's lists of names, by their number in the code. They are
// part of the format: a code read years later must mean the same, so
// they never change order; a new kind or type is only appended.
var (
	boardLetters = []string{"A", "B", "C"}
	boardKinds   = []sabika.WishKind{sabika.PerType, sabika.PerPresence, sabika.PerConsolidated, sabika.PerSeal, sabika.PerBluePoem, sabika.PerRedPoem, sabika.PerPoem}
	boardTypes   = []sabika.BuildingType{"", sabika.Palace, sabika.Fountain, sabika.Gate, sabika.Garden, sabika.Tower, sabika.Window}
)

// maxElements bounds the elements of one wish tile in a board code.
const maxElements = 63

// BoardCode is the board's values alone (tribute, event-change symbols,
// wish tiles, starting dinars) as a short text code whose QR code a phone
// reads at arm's length: "SABIKA2-" and the base32 (QR's alphanumeric
// characters) of the values packed as bytes followed by their CRC-32:
//
//   - tribute under spaces 2–5, then starting dinars by seat 1–4: each an
//     unsigned varint, 0 for unknown and n+1 for n;
//   - the event-change symbols of spaces 2–6: 2 bits each (0 unknown,
//     1 none, 2 printed), in 2 bytes, space 2 in the lowest bits;
//   - each of the 9 wish tiles: one byte, its letter (boardLetters) in the
//     top 2 bits and its count of elements below (0: not recorded), then
//     per element one byte (its kind in boardKinds ×8 + its type in
//     boardTypes) and its PP as an unsigned varint.
//
// Yusuf's parts are in Code only.
func (e *Edition) BoardCode() (string, error) {
	if err := e.Check(); err != nil {
		return "", err
	}
	var b []byte
	for _, v := range append(e.Tribute[:], e.StartDinars[:]...) {
		n := uint64(0)
		if v != nil {
			n = uint64(*v) + 1
		}
		b = binary.AppendUvarint(b, n)
	}
	var marks uint16
	for i, v := range e.EventChange {
		m := uint16(0)
		if v != nil {
			m = 1
			if *v {
				m = 2
			}
		}
		marks |= m << (2 * i)
	}
	b = binary.BigEndian.AppendUint16(b, marks)
	for i, t := range e.Wishes {
		letter := slices.Index(boardLetters, t.Letter)
		if len(t.Elements) > maxElements {
			return "", fieldErr("wishes", msgBoardElements.With(message.Params{"Tile": i + 1, "Max": maxElements}))
		}
		b = append(b, byte(letter)<<6|byte(len(t.Elements)))
		for j, el := range t.Elements {
			kind, ty := slices.Index(boardKinds, el.Per), slices.Index(boardTypes, el.Type)
			if kind < 0 || ty < 0 {
				return "", fieldErr("wishes", msgBoardNoNumber.With(message.Params{"Tile": i + 1, "Element": j + 1}))
			}
			b = append(b, byte(kind*8+ty))
			b = binary.AppendUvarint(b, uint64(el.PP))
		}
	}
	return boardPrefix + codeEncoding.EncodeToString(withSum(b)), nil
}

// boardReader reads a board code's bytes, remembering the first fault.
type boardReader struct {
	b   []byte
	bad bool
}

func (r *boardReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > 1<<31 {
		r.bad = true
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *boardReader) byte() byte {
	if len(r.b) == 0 {
		r.bad = true
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

// fromBoardCode reads the body of a board code (after its prefix).
func fromBoardCode(body string) (*Edition, error) {
	packed, err := codeBody(body)
	if err != nil {
		return nil, err
	}
	r := &boardReader{b: packed}
	e := &Edition{Format: FormatVersion, Game: GameID}
	for _, p := range []*[4]*int{&e.Tribute, &e.StartDinars} {
		for i := range p {
			if n := r.uvarint(); n > 0 {
				v := int(n - 1)
				p[i] = &v
			}
		}
	}
	marks := uint16(r.byte())<<8 | uint16(r.byte())
	for i := range e.EventChange {
		switch marks >> (2 * i) & 3 {
		case 1:
			e.EventChange[i] = new(bool)
		case 2:
			v := true
			e.EventChange[i] = &v
		case 3:
			r.bad = true
		}
	}
	for i := range e.Wishes {
		head := r.byte()
		if int(head>>6) >= len(boardLetters) {
			r.bad = true
			break
		}
		e.Wishes[i].Letter = boardLetters[head>>6]
		for range head & maxElements {
			el, pp := r.byte(), r.uvarint()
			kind, ty := int(el/8), int(el%8)
			if kind >= len(boardKinds) || ty >= len(boardTypes) {
				r.bad = true
				break
			}
			e.Wishes[i].Elements = append(e.Wishes[i].Elements, sabika.WishElement{Per: boardKinds[kind], Type: boardTypes[ty], PP: int(pp)})
		}
	}
	if r.bad || len(r.b) > 0 {
		return nil, kindErr(KindCode, "code", msgCodeValues.With(nil))
	}
	if ps := e.Problems(); len(ps) > 0 {
		return nil, &Refusal{Problems: ps, Edition: e}
	}
	return e, nil
}
