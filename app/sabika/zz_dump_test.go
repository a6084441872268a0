package sabika

import (
	"fmt"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/sabika/yourcopy"
	"arrayan.io/arrayan/app/store"
)

func TestZZDump(t *testing.T) {
	uitest.NewApp(t)
	for _, ph := range []Phase{PhaseTribute, PhaseEvent, PhaseStart, PhaseFinal} {
		r := fixture(t, ph)
		_ = store.Save(yourcopy.Key, testEdition())
		_ = store.Save(StoreKey, Games{Next: 1, Records: []Record{r}})
		s, _ := reopen(t)
		s.show(0)
		seen := map[string]bool{}
		fmt.Println("=====", ph)
		for _, x := range uitest.Texts(s.body) {
			if !seen[x] {
				seen[x] = true
				fmt.Printf("%q\n", x)
			}
		}
	}
}
