package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// constantTables are the package-level variables of app/ that hold no
// state: tables and values set once, never written by a screen. Anything
// else a screen keeps goes through the ui.State scaffold.
var constantTables = map[string]string{
	"citygame.typeColours":         "drawing colours per building type",
	"citygame.startColour":         "drawing colours",
	"citygame.wallInks":            "drawing colours",
	"citygame.moatInks":            "drawing colours",
	"citygame.runColour":           "drawing colours",
	"citygame.badColour":           "drawing colours",
	"citygame.hintColour":          "drawing colours",
	"citygame.frontierColor":       "drawing colours",
	"internal/screenshot.Sizes":    "the screenshot sizes",
	"internal/screenshot.Modes":    "the screenshot themes",
	"marcopolo.layoutPos":          "the schematic map's positions",
	"marcopolo.oasisNumbers":       "a table computed once from the catalogue",
	"marcopolo.playerColours":      "the box's player colours",
	"marcopolo.labelAbove":         "the schematic map's label positions",
	"store.ErrNewer":               "an error value",
	"store.validName":              "a compiled pattern",
	"store.cleaned":                "folders whose crash leftovers were removed in this run (no screen state)",
	"translation.files":            "the embedded translation files",
	"translation.shipped":          "the languages shipped",
	"translation.Languages":        "the languages' codes",
	"translation.mu":               "guards the app's language (Fyne's lang is app-wide)",
	"translation.current":          "the app's language (Fyne's lang is app-wide)",
	"translation.loaded":           "the translation areas loaded for the app's language",
	"ui.myrtleLight":               "theme colours",
	"ui.myrtleDark":                "theme colours",
	"ui.readable":                  "theme colours",
	"ui.Red":                       "player colours",
	"ui.Blue":                      "player colours",
	"ui.Green":                     "player colours",
	"ui.Yellow":                    "player colours",
	"ui.Orange":                    "player colours",
	"ui.White":                     "player colours",
	"ui.Purple":                    "player colours",
	"ui.Black":                     "player colours",
	"ui.PlayerColours":             "player colours",
	"ui.black":                     "the true-black theme's colours",
	"history.stateKey":             "a compiled pattern",
	"setupscreen.newCamera":        "the device's camera maker (the browser's, none on the desktop), or a test's fake",
	"setupscreen.platformCamera":   "the camera of the build (the browser's live view, none on the desktop)",
	"setupscreen.viewEvents":       "the page's events the camera view keeps from the app under it (a constant list)",
	"setupscreen.siteAddress":      "the web app's address, set at build time by the linker",
	"store.current":                "the storage back-end of the build (files, or the browser's)",
	"store.ErrStorageFull":         "an error value",
	"store.ErrNoStorage":           "an error value",
	"store.gate":                   "the write gate of a browser tab that does not hold the data (no screen state)",
	"store.ErrTooLarge":            "an error value",
	"ui.valueNames":                "how each engine type's values are named, registered once at start by the package that words them (the app's code, not a screen's data)",
	"ui.valueNamesMu":              "guards ui.valueNames",
	"store.opened":                 "the browser's database, opened once in a visit (the storage's, not a screen's data)",
	"store.createTemp":             "os.CreateTemp, which the store's tests replace to fill the disk",
	"store.ErrInPlace":             "an error value",
	"store.inPlace":                "the saved values that could not be kept aside, which no save may replace (the storage's, not a screen's data)",
	"ui.pendingBars":               "the read-only bars of the states a screen opened, until the navigator shows the screen (issue 27, item 2)",
	"store.checks":                 "each state's check by name, registered once at start by the screen's package (the app's code, not a screen's data)",
	"sabika.errListFull":           "an error value",
	"citygame.errListFull":         "an error value",
	"sabika.errNoneKept":           "an error value",
	"citygame.errNoneKept":         "an error value",
	"citygame.dirs":                "the steps to a square's four neighbours",
	"ui.numericEntries":            "the web page's number fields, for the phone's keyboard (the browser's, not a screen's data)",
	"ui.askForKeyboard":            "the web page's one keyboard question, set once",
	"ui.touchDrags":                "the web page's draggable widgets, by weak pointer, for its touch handler (the browser's, not a screen's data)",
	"ui.touchFields":               "the web page's text fields that a swipe scrolls past, by weak pointer, for its touch handler (the browser's, not a screen's data)",
	"app.wake":                     "the web page's one screen wake lock (the browser's, not a screen's data)",
	"speech.current":               "the device's speaker (the browser's speech synthesis, none on the desktop), or a test's recorder",
	"speech.told":                  "the languages whose missing voice the running app has said (the device's, not a screen's data)",
	"speech.listing":               "the reading waiting for the browser's list of voices (the page's, not a screen's data)",
	"app.collectorHold":            "what the page's start changed in Go's collector, to put back after the first frame (the page's, not a screen's data)",
	"ui.scrollBarsHeld":            "whether the web page holds back its scroll bars for its first frame (the page's, not a screen's data)",
	"sabika.boardParts":            "the board's parts in the order they are shown",
	"sabika.payParts":              "the tribute's parts in the order they are shown",
	"sabika/yourcopy.ErrNothing":   "an error value",
	"sabika/yourcopy.allShown":     "a card's parts all shown (a value never written)",
	"sabika/yourcopy.pers":         "the card bottoms' scoring kinds in the order offered",
	"sabika/yourcopy.discards":     "the discard icons in the order offered",
	"sabika/yourcopy.rawColour":    "drawing colours",
	"sabika/yourcopy.marbleColour": "drawing colours",
	"sabika/yourcopy.tileFill":     "drawing colours",
	"sabika/yourcopy.tileStroke":   "drawing colours",
	"sabika/yourcopy.tileInk":      "drawing colours",
	"sabika/yourcopy.tileMuted":    "drawing colours",

	// data/message's scaffold
	"internal/uitest.templateAction": "a compiled expression",
}

// appFiles parses the non-test Go files of every package of app/, and gives each file to visit with its package's path
// under app/.
func appFiles(t *testing.T, visit func(pkg string, f *ast.File, fset *token.FileSet)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		if pkg == "." {
			pkg = "app"
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		visit(pkg, f, fset)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// No package of app/ keeps screen state in package-level variables: every
// screen's data goes through the ui.State scaffold (saved, undoable). The
// variables left are constant tables, each listed with why.
func TestNoPackageLevelScreenState(t *testing.T) {
	var found []string
	appFiles(t, func(pkg string, f *ast.File, fset *token.FileSet) {
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.VAR {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if name.Name == "_" || (i < len(vs.Values) && isMessageKind(vs.Values[i])) {
						continue
					}
					id := pkg + "." + name.Name
					found = append(found, id)
					if _, ok := constantTables[id]; !ok {
						t.Errorf("%s: package-level variable %s: keep a screen's data in its ui.State, or list it as a constant table", fset.Position(name.Pos()), id)
					}
				}
			}
		}
	})
	for id := range constantTables {
		if !slices.Contains(found, id) {
			t.Errorf("%s is listed as a constant table but is gone: take it off the list", id)
		}
	}
	sort.Strings(found)
	t.Logf("package-level variables (constant tables): %s", strings.Join(found, ", "))
}

// isMessageKind tells a message.Define(…) call: a kind of message, a
// constant code and template (data/message), not screen state.
func isMessageKind(value ast.Expr) bool {
	call, ok := value.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "message" && sel.Sel.Name == "Define"
}

// Phone and desktop are decided in app/ui: no screen lays out a grid, a
// page or two sides with a width of its own, only with app/ui's named
// breakpoints and widths.
func TestLayoutWidthsAreNamedInOnePlace(t *testing.T) {
	widths := map[string]bool{"MinCellWidth": true, "Width": true, "Lead": false}
	appFiles(t, func(pkg string, f *ast.File, fset *token.FileSet) {
		if pkg == "ui" {
			return
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok || !slices.Contains([]string{"ResponsiveGrid", "Page", "SideBySide", "FixedWidth"}, sel.Sel.Name) {
				return true
			}
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key, _ := kv.Key.(*ast.Ident)
				if _, isNumber := kv.Value.(*ast.BasicLit); isNumber && key != nil && widths[key.Name] {
					t.Errorf("%s: %s.%s is a number of the screen's own: use app/ui's named widths", fset.Position(kv.Pos()), sel.Sel.Name, key.Name)
				}
			}
			return true
		})
	})
}
