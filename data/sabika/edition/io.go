package edition

import (
	"bytes"
	"compress/flate"
	"encoding/base32"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// maxFile bounds an edition file or decoded code.
const maxFile = 256 << 10

// Export is the edition as compact JSON.
func (e *Edition) Export() ([]byte, error) {
	if err := e.Check(); err != nil {
		return nil, fmt.Errorf("exporting edition data: %w", err)
	}
	return json.Marshal(e)
}

// Import reads edition data: it refuses malformed JSON, unknown fields,
// another game and a newer format, with an error naming the field, and
// returns a new Edition (nothing of the caller's changes on error).
func Import(data []byte) (*Edition, error) {
	if len(data) > maxFile {
		return nil, kindErr(KindNotData, "", msgTooLarge.With(message.Params{"Max": maxFile}))
	}
	var head struct {
		Format int    `json:"format"`
		Game   string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, kindErr(KindField, "", msgNotData.With(message.Params{"Detail": err}))
	}
	if err := checkHead(head.Format, head.Game); err != nil {
		return nil, err // another game or a newer format: say so before any field
	}
	e := &Edition{}
	if err := decodeStrict(data, e); err != nil {
		return nil, err
	}
	if ps := e.Problems(); len(ps) > 0 {
		return nil, &Refusal{Problems: ps, Edition: e}
	}
	return e, nil
}

// Refusal is edition data refused for the values it holds: every value
// that cannot be right is listed (errors.As finds the first *FieldError).
type Refusal struct {
	Problems []*FieldError
	// Edition is the refused data as read, to name what is refused (a card
	// by its deck); it fails Check and must not be used.
	Edition *Edition
}

// Error lists the problems.
func (r *Refusal) Error() string {
	parts := make([]string, len(r.Problems))
	for i, p := range r.Problems {
		parts[i] = p.Error()
	}
	return strings.Join(parts, "; ")
}

// Said is the first problem, pointing at its field.
func (r *Refusal) Said() message.Message { return r.Problems[0].Said() }

// Unwrap returns each problem.
func (r *Refusal) Unwrap() []error {
	out := make([]error, len(r.Problems))
	for i, p := range r.Problems {
		out[i] = p
	}
	return out
}

// decodeStrict decodes one JSON object with the project's strict reader
// (exact key case, no duplicate or unknown fields, nothing after it).
func decodeStrict(data []byte, v any) error {
	if err := jsonin.Decode(data, v); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			return kindErr(KindField, e.Path, msgBadField.With(message.Params{"Detail": e.Message}))
		}
		return kindErr(KindField, "", msgMalformed.With(message.Params{"Detail": err}))
	}
	return nil
}

// codePrefix starts every whole-copy text code (format 1); the digit is
// the code's own version.
const codePrefix = "SABIKA1-"

var codeEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// Code is the whole edition, Yusuf's parts included, as a text code for
// sharing by QR or message: "SABIKA1-" and the base32 of the deflated
// compact JSON followed by its CRC-32 (a mistyped code is refused, never
// read wrongly). BoardCode is the shorter code of the board's values only.
func (e *Edition) Code() (string, error) {
	data, err := e.Export()
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", fmt.Errorf("compressing edition data: %w", err)
	}
	if _, err := w.Write(data); err != nil {
		return "", fmt.Errorf("compressing edition data: %w", err)
	}
	if err := w.Close(); err != nil {
		return "", fmt.Errorf("compressing edition data: %w", err)
	}
	return codePrefix + codeEncoding.EncodeToString(withSum(buf.Bytes())), nil
}

// withSum appends the CRC-32 of data.
func withSum(data []byte) []byte {
	return binary.BigEndian.AppendUint32(data, crc32.ChecksumIEEE(data))
}

// codeBody reads the base32 body of a code and checks its CRC-32.
func codeBody(body string) ([]byte, error) {
	raw, err := codeEncoding.DecodeString(body)
	if err != nil || len(raw) < 4 {
		return nil, kindErr(KindCode, "code", msgCodeAlphabet.With(nil))
	}
	packed, sum := raw[:len(raw)-4], binary.BigEndian.Uint32(raw[len(raw)-4:])
	if crc32.ChecksumIEEE(packed) != sum {
		return nil, kindErr(KindCode, "code", msgCodeChecksum.With(nil))
	}
	return packed, nil
}

// FromCode reads a text code made by Code or BoardCode (case, spaces and
// line breaks ignored) and imports it. Text that is no code at all is
// refused as not edition data (KindNotData), a code that does not read
// as mistyped (KindCode).
func FromCode(code string) (*Edition, error) {
	code = strings.ToUpper(strings.Join(strings.Fields(code), ""))
	if body, ok := strings.CutPrefix(code, boardPrefix); ok {
		return fromBoardCode(body)
	}
	body, ok := strings.CutPrefix(code, codePrefix)
	if !ok {
		if newerCode(code) {
			return nil, kindErr(KindNewer, "format", msgCodeNewer.With(nil))
		}
		return nil, kindErr(KindNotData, "code", msgCodePrefix.With(message.Params{"Board": boardPrefix, "Whole": codePrefix}))
	}
	packed, err := codeBody(body)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), maxFile+1))
	if err != nil {
		return nil, kindErr(KindCode, "code", msgCodeUnpack.With(message.Params{"Detail": err}))
	}
	return Import(data)
}

// newerCode tells whether code starts like a code of a later format
// ("SABIKA3-" and on).
func newerCode(code string) bool {
	return len(code) > len(codePrefix) && strings.HasPrefix(code, "SABIKA") &&
		code[6] >= '3' && code[6] <= '9' && code[7] == '-'
}
