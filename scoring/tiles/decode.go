package tiles

import (
	"errors"
	"io"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
)

// MaxInputBytes bounds the JSON that DecodeTable reads.
const MaxInputBytes = 8 << 20

// DecodeTable reads one table as strict JSON (data/jsonin): exactly one
// object, every key spelled exactly as in the contract (no unknown,
// differently cased or repeated keys), whole numbers where numbers belong,
// at most MaxInputBytes. Every error is an *InputError naming the
// offending field.
func DecodeTable(r io.Reader) (Table, error) {
	var t Table
	data, err := io.ReadAll(io.LimitReader(r, MaxInputBytes+1))
	if err != nil {
		return t, badInput("", jsonin.ReadFailed, message.Params{"Detail": err})
	}
	if len(data) > MaxInputBytes {
		return t, badInput("", msgTooLarge, message.Params{"Max": MaxInputBytes})
	}
	if err := jsonin.Decode(data, &t); err != nil {
		var e *jsonin.Error
		if errors.As(err, &e) {
			return Table{}, badInput(e.Path, msgJSON, message.Params{"Problem": e.Message})
		}
		return Table{}, badInput("", msgJSON, message.Params{"Problem": err})
	}
	return t, nil
}

// join appends key to a JSON path ("" is the root).
func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
