package app

import (
	"fmt"
	"os"
)

// PrepareCacheDir creates the user's cache folder ($XDG_CACHE_HOME, or
// ~/.cache on Linux) when it is missing, as on a fresh home. Fyne creates
// its own cache folder inside it with a single mkdir and, when the parent
// is missing, prints "Failed to create fyne cache space" and "Failed to
// create app cache space" at launch; called before the Fyne app is made,
// this leaves Fyne nothing to fail at.
func PrepareCacheDir() error {
	dir, err := os.UserCacheDir()
	if err != nil {
		return fmt.Errorf("finding the cache folder: %w", err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("creating the cache folder: %w", err)
	}
	return nil
}
