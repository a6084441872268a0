// Command arrayan-serve serves the web build (`make web`) on this computer
// only, to try it in a browser: `arrayan-serve -dir build/web -port 8080`,
// then open http://127.0.0.1:8080/. A file with a gzipped copy beside it
// (NAME.gz, which `make web` writes for the WebAssembly) is sent compressed
// to a browser that accepts it, as a static host would.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"strconv"

	"arrayan.io/arrayan/cmd/arrayan-serve/internal/site"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder of the web build")
	port := flag.Int("port", 8080, "the port on 127.0.0.1 to serve on (0 picks a free one)")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("no web build in %s (run `make web` first): %v", *dir, err)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(*port)))
	if err != nil {
		log.Fatalf("serving the web build: %v", err)
	}
	fmt.Printf("Arrayán's web build at http://%s/ (Ctrl-C stops)\n", ln.Addr())
	log.Fatal(http.Serve(ln, site.Handler(*dir)))
}
