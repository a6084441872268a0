package deal

import "testing"

// BenchmarkDealAndCode deals a 4-player expert Marco Polo setup (the largest
// deal), encodes its code and decodes it again.
func BenchmarkDealAndCode(b *testing.B) {
	r := Request{Game: MarcoPolo, Players: 4, Seed: 12345, Options: map[string]string{OptMode: "expert"}}
	for b.Loop() {
		s, err := Deal(r)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := FromCode(s.Code); err != nil {
			b.Fatal(err)
		}
	}
}
