// Package handoff hands a game in progress to another phone (issue 31,
// item 1): Pack turns a game's record, as the app saves it, into text for
// a `#game=` link (Fragment) or a QR code; Unpack reads it back with the
// same strict reader and checks as a saved file of its game, so a damaged
// or doctored text is refused (a *Refused with a data/message code) and
// nothing half-read is ever kept. A text too long for one QR code of
// MaxQRVersion goes as parts (Split), which a Collector puts back
// together in any order; nothing is ever truncated.
//
// The packed text is "AR1:" followed by base45 (RFC 9285) of one byte
// naming the game, the CRC-32 (IEEE) of the record's compact JSON and
// that JSON compressed by DEFLATE (best compression, with a preset
// dictionary of the records' member names). Base45's alphabet is exactly
// a QR code's alphanumeric mode (5.5 bits a character, 8.25 bits a
// byte), so its QR code is smaller than base64url's in byte mode (10.7
// bits a byte).
//
// Measured on the 4-player Sabika game at round 5 (scoring/sabika/game's
// fixture replayed through its 24 steps; TestRoundFiveFitsOneQRCode,
// TestEncodingChoice): 5,327 bytes of JSON pack into 798 characters, one
// QR code of version 18 at ECC M (19 as a link on a short address);
// base64url would need version 21, and no dictionary version 25.
// docs/handoff.md has the whole format.
package handoff

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"io"
	"strings"

	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/data/message"
)

// Format is the version of the packed form this package writes and reads.
const Format = 1

// prefix starts every whole packed text: "AR", the format, ":".
const prefix = "AR1:"

// Limits of what Unpack reads: a record's JSON (1 MiB, some 140 times
// the largest record in the tests, a whole 4-player Sabika game of 7.5
// KB) and a packed text.
const (
	MaxJSON = 1 << 20
	MaxText = 1 << 19
)

// headerSize is the mark and the CRC-32 before the compressed JSON.
const headerSize = 1 + 4

// Pack is the text that hands over the record data of game g, read and
// checked first as Unpack will read it: a record the receiver would
// refuse is refused here, with the same message.
func Pack(g gameid.ID, data []byte) (string, error) {
	mark, ok := marks[g]
	if !ok {
		return "", refused(msgUnknownGame.With(message.Params{"Game": string(g)}))
	}
	if len(data) > MaxJSON {
		return "", refused(msgTooLarge.With(message.Params{"Max": MaxJSON}))
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		return "", &Refused{said: msgJSON.With(message.Params{"Detail": err.Error()}), Err: err}
	}
	if _, err := read(g, compact.Bytes()); err != nil {
		return "", err
	}
	return pack(mark, compact.Bytes())
}

// pack writes the packed text of a record's compact JSON, its game's
// mark given, unchecked.
func pack(mark byte, compact []byte) (string, error) {
	out := bytes.NewBuffer(make([]byte, headerSize, headerSize+len(compact)/4))
	out.Bytes()[0] = mark
	binary.BigEndian.PutUint32(out.Bytes()[1:], crc32.ChecksumIEEE(compact))
	w, err := flate.NewWriterDict(out, flate.BestCompression, dictionary)
	if err != nil {
		return "", refused(msgPackFailed.With(message.Params{"Detail": err.Error()}))
	}
	if _, err := w.Write(compact); err != nil {
		return "", refused(msgPackFailed.With(message.Params{"Detail": err.Error()}))
	}
	if err := w.Close(); err != nil {
		return "", refused(msgPackFailed.With(message.Params{"Detail": err.Error()}))
	}
	text := prefix + encodeBase45(out.Bytes())
	if len(text) > MaxText {
		return "", refused(msgTooLarge.With(message.Params{"Max": MaxText}))
	}
	return text, nil
}

// Unpack reads a whole packed text (a `#game=` link's value, read back by
// FromFragment, or a QR code's text) and the record it carries, read
// and checked as a saved file of its game is. It refuses, with a
// *Refused, text of another kind or a newer format, damaged or changed
// text (its checksum), a record larger than MaxJSON once inflated, and a
// record the game's reader or check refuses.
func Unpack(text string) (Handed, error) {
	body, err := body(text, ':')
	if err != nil {
		return Handed{}, err
	}
	raw, ok := decodeBase45(body)
	if !ok || len(raw) <= headerSize {
		return Handed{}, refused(msgDamaged.With(nil))
	}
	g, ok := gameOf(raw[0])
	if !ok {
		return Handed{}, refused(msgDamaged.With(nil))
	}
	r := flate.NewReaderDict(bytes.NewReader(raw[headerSize:]), dictionary)
	data, err := io.ReadAll(io.LimitReader(r, MaxJSON+1))
	switch {
	case len(data) > MaxJSON:
		return Handed{}, refused(msgTooLarge.With(message.Params{"Max": MaxJSON}))
	case err != nil:
		return Handed{}, refused(msgDamaged.With(nil))
	case crc32.ChecksumIEEE(data) != binary.BigEndian.Uint32(raw[1:headerSize]):
		return Handed{}, refused(msgChecksum.With(nil))
	}
	return read(g, data)
}

// body is what follows the format marker "AR1" and sep (':' for a whole
// text, '*' for a part): text that does not start with "AR" is not a
// handover; "AR" and another format is a newer version's.
func body(text string, sep byte) (string, error) {
	if len(text) > MaxText {
		return "", refused(msgTooLarge.With(message.Params{"Max": MaxText}))
	}
	rest, ok := strings.CutPrefix(text, "AR")
	if !ok {
		return "", refused(msgNotGame.With(nil))
	}
	digits := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
	if digits == 0 || digits >= len(rest) || (rest[digits] != ':' && rest[digits] != '*') {
		return "", refused(msgNotGame.With(nil))
	}
	if rest[:digits] != "1" {
		return "", refused(msgNewer.With(message.Params{"Format": rest[:digits], "Reads": Format}))
	}
	if rest[digits] != sep {
		return "", refused(msgNotGame.With(nil))
	}
	return rest[digits+1:], nil
}

// Fragment is the fragment of a link that hands over text, "#game=" and
// the text with base45's two characters a URL fragment does not keep as
// they are percent-encoded: the space as %20 and % as %25 (RFC 3986
// §3.5); the other 43 are kept as they are.
func Fragment(text string) string {
	return "#game=" + strings.NewReplacer("%", "%25", " ", "%20").Replace(text)
}

// FromFragment is the text of a link's fragment as Fragment wrote it (or
// as a browser gives it back, with "#"), its escapes read back; any other
// fragment is not a handover (a *Refused).
func FromFragment(fragment string) (string, error) {
	value, ok := strings.CutPrefix(strings.TrimPrefix(fragment, "#"), "game=")
	if !ok {
		return "", refused(msgNotGame.With(nil))
	}
	return strings.NewReplacer("%25", "%", "%20", " ").Replace(value), nil
}
