// A MongoDB wire-protocol server for tests: FerretDB v1 on its SQLite backend.
// Embedding the package avoids cmd/ferretdb, which panics without the version.txt the module does not ship.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", "", "directory for the SQLite files (required)")
	flag.Parse()
	if *dir == "" {
		log.Fatal("-dir is required")
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb listening on %s, data in %s", *addr, *dir)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
