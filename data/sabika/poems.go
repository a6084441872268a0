package sabika

import (
	"strings"
	"unicode/utf8"
)

// Major poem codes are a letter and a digit printed on each card ("A3",
// "B1", "B2", "C3", "F1" [ES L911, L927, L1161–1162]). The Russian copy
// prints the same codes in Cyrillic letters, mapped by position: ES "C3" is
// RU "В3" [RU L1070], ES "B1 y B2" is RU "Б1 и Б2" [RU L821], ES "F1" is RU
// "Е1" [RU L890] (spec sabika.md, conventions).
var cyrillicPoemLetters = map[rune]rune{'А': 'A', 'Б': 'B', 'В': 'C', 'Г': 'D', 'Д': 'E', 'Е': 'F'}

// Major poems the solo rules name.
const (
	// SoloRemovedPoem is the major poem taken out of a solo game before the
	// major poems are laid out [ES L927; RU L890 "Е1"].
	SoloRemovedPoem = "F1"
	// TrioPoem scores Yusuf per trio of poems of different colours [ES L1161; RU L1068 "А3"].
	TrioPoem = "A3"
	// BalancePoem scores Yusuf per architectural balance [ES L1162; RU L1070 "В3"].
	BalancePoem = "C3"
)

// MajorPoemCode reads a major poem's code as a player types it from either
// copy — Latin or Cyrillic letter, either case, surrounding spaces ignored —
// and returns it in the Spanish copy's Latin letters ("е1" gives "F1"). ok
// is false for anything that is not one letter (Latin A–Z, or Cyrillic А–Е)
// followed by one digit 1–9.
func MajorPoemCode(code string) (latin string, ok bool) {
	s := strings.ToUpper(strings.TrimSpace(code))
	letter, size := utf8.DecodeRuneInString(s)
	if l, cyrillic := cyrillicPoemLetters[letter]; cyrillic {
		letter = l
	}
	digits := s[size:]
	if letter < 'A' || letter > 'Z' || len(digits) != 1 || digits[0] < '1' || digits[0] > '9' {
		return "", false
	}
	return string(letter) + digits, true
}
