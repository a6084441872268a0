package sabika

import "fmt"

func fieldIndex(name string, i int) string { return fmt.Sprintf("%s[%d]", name, i) }

// playerField is the path of a player's field, players[i].name.
func playerField(player int, name string) string {
	return fieldIndex("players", player) + "." + name
}
