package sabika

import (
	"slices"
	"testing"
)

func TestRankingPoints(t *testing.T) {
	cases := []struct {
		name    string
		players int
		values  []int
		want    []int
	}{
		{"4 players distinct", 4, []int{5, 3, 2, 1}, []int{14, 9, 6, 0}},
		{"RU L769: tie for 1st scores 2nd's 9", 3, []int{4, 4, 1}, []int{9, 9, 6}},
		{"ruling 7: after two tied 1st comes 3rd", 4, []int{4, 4, 2, 1}, []int{9, 9, 6, 0}},
		{"ruling 9: three tied for 1st, next is 4th", 4, []int{3, 3, 3, 2}, []int{9, 9, 9, 0}},
		{"tie for 2nd scores 3rd", 4, []int{5, 2, 2, 1}, []int{14, 6, 6, 0}},
		{"tie for 3rd scores 4th", 4, []int{5, 4, 1, 1}, []int{14, 9, 0, 0}},
		{"four tied", 4, []int{2, 2, 2, 2}, []int{9, 9, 9, 9}},
		{"ruling 9: 0 does not place", 3, []int{2, 0, 0}, []int{14, 0, 0}},
		{"nobody has any", 3, []int{0, 0, 0}, []int{0, 0, 0}},
		{"2 players: 1st alone 14, 2nd 6", 2, []int{3, 1}, []int{14, 6}},
		{"2 players: tie for 1st 6 each", 2, []int{3, 3}, []int{6, 6}},
		{"2 players: second with 0 scores 0", 2, []int{3, 0}, []int{14, 0}},
		{"3 players with 2 tied 2nd", 3, []int{1, 3, 1}, []int{6, 14, 6}},
	}
	for _, c := range cases {
		got, err := RankingPoints(c.players, c.values)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, %v; want %v", c.name, got, err, c.want)
		}
	}
}

func TestRankingPointsRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		players int
		values  []int
		field   string
	}{
		{1, []int{1}, "players"}, {5, []int{1, 1, 1, 1, 1}, "players"},
		{3, []int{1, 2}, "values"}, {2, []int{1, -1}, "values[1]"},
	} {
		_, err := RankingPoints(c.players, c.values)
		ie, ok := err.(*InputError)
		if !ok || ie.Field != c.field {
			t.Errorf("%d %v: %v, want a field %s error", c.players, c.values, err, c.field)
		}
	}
}
