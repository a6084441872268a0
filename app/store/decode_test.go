package store

import (
	"errors"
	"fmt"
	"testing"
)

// FuzzDecodeOnceAsStepwise: the one-pass read of a usable envelope takes
// exactly the files, and gives exactly the values, that the step-by-step
// read does, and a refused file gets the step-by-step read's words.
func FuzzDecodeOnceAsStepwise(f *testing.F) {
	for _, s := range []string{
		`{"arrayan_state": 1, "data": {"next": 2, "records": [{"name": "Ana", "count": 1}]}}`,
		`{"data": {"next": 2, "records": []}, "history": {"x": []}, "arrayan_state": 1}`,
		`{"arrayan_state": "1", "data": {"next": 2, "records": []}}`,
		`{"arrayan_state": 1, "data": {"next": 2, "records": [], "records": []}}`,
		`{"arrayan_state": 1, "arrayan_state": 1, "data": {}}`,
		`{"arrayan_state": 1, "data": {"next": 2}} {}`,
		`{"arrayan_state": 1, "data": null}`,
		`{"arrayan_state": 1}`,
		`{"arrayan\u005fstate": 1, "data": {"next": 1}}`,
		`{"next": 2, "records": [{"name": "Ana", "count": 1}]}`,
		`{"arrayan_state": 99, "data": {}}`,
		`null`, `[1]`, `{}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var once, stepwise games
		errOnce, errStepwise := decode(data, &once), decodeStepwise(data, &stepwise)
		if fmt.Sprint(errOnce) != fmt.Sprint(errStepwise) || errors.Is(errOnce, ErrNewer) != errors.Is(errStepwise, ErrNewer) {
			t.Fatalf("%q: read once %v; step by step %v", data, errOnce, errStepwise)
		}
		if errOnce == nil && fmt.Sprintf("%+v", once) != fmt.Sprintf("%+v", stepwise) {
			t.Fatalf("%q: read once %+v; step by step %+v", data, once, stepwise)
		}
	})
}

// BenchmarkDecodeLarge reads a 1 MB envelope, as a long history of plays
// is: once, and step by step as a refused file is.
func BenchmarkDecodeLarge(b *testing.B) {
	data := []byte(`{"arrayan_state": 1, "data": {"next": 2, "records": [`)
	for i := range 20000 {
		if i > 0 {
			data = append(data, ',')
		}
		data = append(data, `{"name": "Ana María de la Torre", "count": 12345}`...)
	}
	data = append(data, "]}}"...)
	for _, c := range []struct {
		name   string
		decode func([]byte, any) error
	}{{"once", decode}, {"stepwise", decodeStepwise}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				var g games
				if err := c.decode(data, &g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
