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
		return nil, fieldErr("", "edition data larger than %d bytes", maxFile)
	}
	var head struct {
		Format int    `json:"format"`
		Game   string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fieldErr("", "not edition data: %v", err)
	}
	if err := checkHead(head.Format, head.Game); err != nil {
		return nil, err // another game or a newer format: say so before any field
	}
	e := &Edition{}
	if err := decodeStrict(data, e); err != nil {
		return nil, err
	}
	if err := e.Check(); err != nil {
		return nil, err
	}
	return e, nil
}

// decodeStrict decodes one JSON object with the project's strict reader
// (exact key case, no duplicate or unknown fields, nothing after it).
func decodeStrict(data []byte, v any) error {
	if err := jsonin.Decode(data, v); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			return fieldErr(e.Path, "%s", e.Message)
		}
		return fieldErr("", "malformed edition data: %v", err)
	}
	return nil
}

// codePrefix starts every text code; the digit is the code's own version.
const codePrefix = "SABIKA1-"

var codeEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// Code is the edition as a text code for sharing by QR or message:
// "SABIKA1-" and the base32 of the deflated compact JSON followed by its
// CRC-32 (a mistyped code is refused, never read wrongly).
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
	buf.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(buf.Bytes())))
	return codePrefix + codeEncoding.EncodeToString(buf.Bytes()), nil
}

// FromCode reads a text code made by Code (case, spaces and line breaks
// ignored) and imports it.
func FromCode(code string) (*Edition, error) {
	code = strings.ToUpper(strings.Join(strings.Fields(code), ""))
	body, ok := strings.CutPrefix(code, codePrefix)
	if !ok {
		return nil, fieldErr("code", "an edition code starts with %s", codePrefix)
	}
	raw, err := codeEncoding.DecodeString(body)
	if err != nil || len(raw) < 4 {
		return nil, fieldErr("code", "not an edition code (broken characters)")
	}
	packed, sum := raw[:len(raw)-4], binary.BigEndian.Uint32(raw[len(raw)-4:])
	if crc32.ChecksumIEEE(packed) != sum {
		return nil, fieldErr("code", "the code is mistyped or incomplete (checksum)")
	}
	data, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), maxFile+1))
	if err != nil {
		return nil, fieldErr("code", "not an edition code (%v)", err)
	}
	return Import(data)
}
