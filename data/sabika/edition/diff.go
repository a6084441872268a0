package edition

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// Change is one value an import would change: the path in the file and
// the value before and after as JSON ("null" for unknown).
type Change struct {
	Path string `json:"path"`
	Old  string `json:"old"`
	New  string `json:"new"`
}

// Diff lists what changes from a to b, in file order, so the app can show
// an import before applying it (and undo by keeping a).
func Diff(a, b *Edition) []Change {
	var out []Change
	add := func(path string, x, y any) {
		if !reflect.DeepEqual(x, y) {
			out = append(out, Change{Path: path, Old: asJSON(x), New: asJSON(y)})
		}
	}
	for i := range a.Tribute {
		add(fmt.Sprintf("tribute[%d]", i), a.Tribute[i], b.Tribute[i])
	}
	for i := range a.EventChange {
		add(fmt.Sprintf("event_change[%d]", i), a.EventChange[i], b.EventChange[i])
	}
	for i := range a.Wishes {
		add(fmt.Sprintf("wishes[%d].letter", i), a.Wishes[i].Letter, b.Wishes[i].Letter)
		add(fmt.Sprintf("wishes[%d].elements", i), a.Wishes[i].Elements, b.Wishes[i].Elements)
	}
	for i := range a.StartDinars {
		add(fmt.Sprintf("start_dinars[%d]", i), a.StartDinars[i], b.StartDinars[i])
	}
	add("yusuf", a.Yusuf, b.Yusuf)
	return out
}

func asJSON(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(data)
}
