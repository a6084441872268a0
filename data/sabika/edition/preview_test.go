package edition

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skip2/go-qrcode"

	"arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

var update = flag.Bool("update", false, "write the golden files")

// withCards is filled() with the poetisa's rondel and two of its cards.
func withCards() *Edition {
	e := filled()
	e.Yusuf.Rondels[yusuf.Poetisa] = []string{"1", "2", "3"}
	e.Yusuf.Cards = []yusuf.Card{
		{ID: "p1", Deck: yusuf.Poetisa, Space: "1", Discard: yusuf.DiscardNone, Actions: []yusuf.Action{yusuf.Carve}},
		{ID: "p2", Deck: yusuf.Poetisa, Space: "3", Discard: yusuf.DiscardRaw, Actions: []yusuf.Action{}},
	}
	return e
}

// The diff names the card that changed and ignores an empty action list
// that was absent before (`null` vs `[]`).
func TestDiffNamesCardsAndIgnoresNoOps(t *testing.T) {
	a, b := withCards(), withCards()
	b.Yusuf.Cards[1].Actions = nil // null vs []: no change
	if d := Diff(a, b); len(d) != 0 {
		t.Fatalf("a no-op difference listed: %v", d)
	}
	b.Yusuf.Cards[0].Discard = yusuf.DiscardMarble
	b.Yusuf.Cards = append(b.Yusuf.Cards, yusuf.Card{ID: "p3", Deck: yusuf.Poetisa, Space: "2", Discard: yusuf.DiscardNone})
	d := Diff(a, b)
	if len(d) != 2 || d[0].Part != PartCard || d[0].Key != "p1" || d[1].Key != "p3" || d[1].Old != "null" {
		t.Fatalf("diff %+v, want card p1 changed and p3 added", d)
	}
}

// A rondel renamed by the import while this copy's cards stand on its old
// spaces is a conflict found in the preview, named, and Apply is not
// offered; a clean import can apply.
func TestPreviewFindsConflicts(t *testing.T) {
	cur := withCards()
	imp := New()
	imp.Yusuf.Rondels[yusuf.Poetisa] = []string{"I", "II", "III"}
	p := PreviewImport(cur, imp)
	if p.CanApply() || len(p.Conflicts) != 2 {
		t.Fatalf("conflicts %v, can apply %v: want both cards named", p.Conflicts, p.CanApply())
	}
	for i, id := range []string{"p1", "p2"} {
		if c := p.Conflicts[i]; c.Card != id || !strings.HasPrefix(c.Field, "yusuf.cards["+id+"]") {
			t.Errorf("conflict %d: %+v, want card %s", i, c, id)
		}
	}
	imp = New()
	v := 9
	imp.Tribute[2] = &v
	if p := PreviewImport(cur, imp); !p.CanApply() || len(p.Changes) != 1 || p.Result.Yusuf.Cards[0].ID != "p1" {
		t.Fatalf("a clean import: %+v", p)
	}
	if p := PreviewImport(cur, cur); p.CanApply() {
		t.Fatal("an import that changes nothing offers Apply")
	}
}

// Every refused card is listed, not only the first.
func TestImportListsEveryRefusedCard(t *testing.T) {
	e := withCards()
	e.Yusuf.Cards[0].Actions = []yusuf.Action{yusuf.Export}
	e.Yusuf.Cards[1].Space = "9"
	data, err := json.Marshal(e) // not Export: refused data too
	if err != nil {
		t.Fatal(err)
	}
	_, err = Import(data)
	var r *Refusal
	if !errors.As(err, &r) || len(r.Problems) != 2 || r.Problems[0].Card != "p1" || r.Problems[1].Card != "p2" {
		t.Fatalf("refusal %v, want both cards", err)
	}
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Card != "p1" {
		t.Fatalf("errors.As gives %v, want the first", fe)
	}
}

// Text that is no code at all is not a mistyped code; a broken code is.
func TestRefusalKinds(t *testing.T) {
	code, _ := filled().BoardCode()
	cases := []struct {
		text string
		kind Kind
	}{
		{"hello, this is a shopping list", KindNotData},
		{"\x89PNG\r\n\x1a\n", KindNotData},
		{code[:len(code)-2], KindCode},
		{"SABIKA2-!!!", KindCode},
		{"SABIKA7-ABCD", KindNewer},
	}
	for _, c := range cases {
		_, err := FromCode(c.text)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Kind != c.kind {
			t.Errorf("%q: %v (%+v), want kind %q", c.text, err, fe, c.kind)
		}
	}
	if _, err := Import([]byte(`{"format":1,`)); !isKind(err, KindField) {
		t.Errorf("broken edition data: %v", err)
	}
}

func isKind(err error, k Kind) bool {
	var fe *FieldError
	return errors.As(err, &fe) && fe.Kind == k
}

// The board code holds the board's values alone, is far shorter than the
// whole-copy code, and its QR code is version 6 or less at medium error
// correction (about 41×41 modules: read at arm's length).
func TestBoardCodeIsShort(t *testing.T) {
	e := withCards()
	for i := range e.Wishes { // two elements per tile, as printed tiles show
		e.Wishes[i].Elements = []sabika.WishElement{{Per: sabika.PerType, Type: sabika.Palace, PP: 2}, {Per: sabika.PerRedPoem, PP: 3}}
	}
	board, err := e.BoardCode()
	if err != nil {
		t.Fatal(err)
	}
	whole, _ := e.Code()
	q, err := qrcode.New(board, qrcode.Medium)
	if err != nil {
		t.Fatal(err)
	}
	if len(board) > 140 || q.VersionNumber > 6 {
		t.Errorf("board code of %d characters, QR version %d (the whole code has %d)", len(board), q.VersionNumber, len(whole))
	}
	back, err := FromCode(strings.ToLower(board))
	if err != nil {
		t.Fatal(err)
	}
	if back.Yusuf != nil {
		t.Error("a board code holds no Yusuf section")
	}
	want := e.Clone()
	want.Yusuf = nil
	if d := Diff(want, back); len(d) != 0 {
		t.Errorf("board code round trip changed %v", d)
	}
}

// The codes never drift: the golden codes decode to the golden edition,
// and that edition encodes to the same codes.
func TestCodesGolden(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	e := withCards()
	board, err := e.BoardCode()
	if err != nil {
		t.Fatal(err)
	}
	whole, err := e.Code()
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(e) // not Export: refused data too
	if *update {
		_ = os.MkdirAll(dir, 0o755)
		for name, v := range map[string]string{"edition.json": string(data), "sabika1.code": whole, "sabika2.code": board} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(v+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(b))
	}
	golden, err := Import([]byte(read("edition.json")))
	if err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string]string{"sabika1.code": whole, "sabika2.code": board} {
		want := read(name)
		if got != want {
			t.Errorf("%s drifted:\n got %s\nwant %s", name, got, want)
		}
		back, err := FromCode(want)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		expect := golden.Clone()
		if name == "sabika2.code" {
			expect.Yusuf = nil
		}
		if d := Diff(expect, back); len(d) != 0 {
			t.Errorf("%s decodes with changes %v", name, d)
		}
	}
}

// A board code that reads is a checked edition whose own board code reads
// back the same: the decoder never accepts what it could not write. The
// fuzzer makes the packed values; they are given a right checksum so that
// they reach the value reader through FromCode.
func FuzzBoardCode(f *testing.F) {
	code, _ := filled().BoardCode()
	packed, _ := codeBody(strings.TrimPrefix(code, boardPrefix))
	f.Add(packed)
	f.Add([]byte{})
	f.Add(make([]byte, 20))
	f.Fuzz(func(t *testing.T, packed []byte) {
		e, err := FromCode(boardPrefix + codeEncoding.EncodeToString(withSum(packed)))
		if err != nil {
			return
		}
		if err := e.Check(); err != nil {
			t.Fatalf("read an edition that fails its check: %v", err)
		}
		again, err := e.BoardCode()
		if err != nil {
			t.Fatalf("cannot write back what was read: %v", err)
		}
		back, err := FromCode(again)
		if err != nil || len(Diff(e, back)) != 0 {
			t.Fatalf("round trip: %v %v", err, Diff(e, back))
		}
	})
}

// A SABIKA1 code written before the board code existed (the CLI example
// of docs/cli.md) still reads.
func TestOlderCodeStillReads(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "golden", "sabika1-cli-example.code"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := FromCode(string(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Unknown()) != 0 {
		t.Errorf("the example copy lost values: %v", e.Unknown())
	}
}
