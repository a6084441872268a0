package granada

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestFacts(t *testing.T) {
	if len(Types()) != 9 {
		t.Errorf("%d types, want 9", len(Types()))
	}
	if PerType() != 12 || PerPair() != 9 || TileCount() != 54 || MaxMoats() != 3 {
		t.Errorf("PerType() %d, PerPair() %d, TileCount() %d, MaxMoats() %d", PerType(), PerPair(), TileCount(), MaxMoats())
	}
	// 9 types × 12 faces = 108 faces = 54 tiles × 2 sides.
	if len(Types())*PerType() != 2*TileCount() {
		t.Error("faces and tiles disagree")
	}
	for v := MinValue(); v <= MaxValue(); v++ {
		e, o := Pair(v)
		if e%2 != 0 || o != e+1 || (v != e && v != o) {
			t.Errorf("Pair(%d) = %d, %d", v, e, o)
		}
	}
	if TypeIndex("district") != 8 || TypeIndex("castle") != -1 {
		t.Error("TypeIndex")
	}
}

func TestPoints(t *testing.T) {
	if got := Multipliers(3); !reflect.DeepEqual(got, []int{3, 2, 1}) {
		t.Errorf("Multipliers(3) = %v", got)
	}
	if got := Multipliers(1); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("Multipliers(1) = %v", got)
	}
	if got := SimplePoints(2); !reflect.DeepEqual(got, []int{10, 3}) {
		t.Errorf("SimplePoints(2) = %v", got)
	}
	if got := SimplePoints(3); !reflect.DeepEqual(got, []int{18, 10, 3}) {
		t.Errorf("SimplePoints(3) = %v", got)
	}
	if Multipliers(0) != nil || SimplePoints(4) != nil || RoundName(4) != "" {
		t.Error("out-of-range rounds must give nothing")
	}
	if RoundName(1)+RoundName(2)+RoundName(3) != "ABC" {
		t.Error("RoundName")
	}
	m := Multipliers(2)
	m[0] = 9
	if Multipliers(2)[0] != 2 {
		t.Error("Multipliers shares its slice with the table")
	}
}

func TestEveryFactCitesItsSource(t *testing.T) {
	for _, typ := range facts().Types {
		if typ.Source == "" {
			t.Errorf("type %s has no source", typ.Slug)
		}
	}
	want := []string{"arena", "bathhouse", "library", "hostel", "hospital", "market", "park", "school", "district"}
	if !reflect.DeepEqual(Types(), want) {
		t.Errorf("Types() = %v, want %v", Types(), want)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(factsJSON, &raw); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"tiles", "values", "moats", "multipliers", "simple"} {
		var entry struct {
			Source string `json:"source"`
		}
		if err := json.Unmarshal(raw[key], &entry); err != nil || entry.Source == "" {
			t.Errorf("%s has no source (%v)", key, err)
		}
	}
}
