package yusufturn

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"arrayan.io/arrayan/app/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// Yusuf's panel keeps no screen state in package variables, and neither
// it nor the record's hook copies or compares his state through JSON: the
// engine's typed Clone and Equal do.
func TestNoPackageStateNorJSONCopies(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join("..", "hook.go"))
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			if im.Path.Value == `"encoding/json"` {
				t.Errorf("%s imports encoding/json", name)
			}
		}
		if filepath.Dir(name) != "." {
			continue // the hook itself is the record's, reworked elsewhere
		}
		f, err = parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				t.Errorf("%s: package variable at %v", name, fset.Position(g.Pos()))
			}
		}
	}
}

// The record copies Yusuf's state with the engine's typed Clone: a copy
// costs a few allocations, not a JSON encoding and decoding.
func TestRecordCopiesYusufCheaply(t *testing.T) {
	c := testComponents()
	st, err := yusuf.NewGame(&c, yusuf.Setup{Seed: 7, StartCity: "Test-city"})
	if err != nil {
		t.Fatal(err)
	}
	r := sabika.Record{Yusuf: &st}
	allocs := testing.AllocsPerRun(20, func() { _ = r.Clone() })
	if allocs > 40 {
		t.Errorf("copying a record with Yusuf's state takes %v allocations", allocs)
	}
	cp := r.Clone()
	cp.Yusuf.Decks[c.Tiles[0]][0] = "changed"
	if st.Decks[c.Tiles[0]][0] == "changed" {
		t.Error("the copy shares his decks with the record")
	}
}
