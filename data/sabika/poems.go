package sabika

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Major poem codes are a letter and a digit printed on each card ("A3",
// "B1", "B2", "C3", "F1" [ES L911, L927, L1161–1162]). The Russian copy
// prints the same codes in Cyrillic letters, mapped by position: ES "C3" is
// RU "В3" [RU L1070], ES "B1 y B2" is RU "Б1 и Б2" [RU L821], ES "F1" is RU
// "Е1" [RU L890] (spec sabika.md, conventions).
// A 4-player game lays out 8 major poems of different letters [ES L273; RU
// L99–101], so the Russian copy prints letters beyond Е that neither book
// names: any other Russian capital letter is read as itself.
var cyrillicPoemLetters = map[rune]rune{'А': 'A', 'Б': 'B', 'В': 'C', 'Г': 'D', 'Д': 'E', 'Е': 'F'}

// Poem cards also carry a running number: the 22 minor poems are 1–22
// ("Poema menor x22" [ES L169], "16*" [ES L911]) and the 20 major poems
// follow them, 23–42 ("Poema mayor x20" [ES L173], the long poem "34*"
// [RU L829]); the app accepts either identifier (spec sabika.md A29).
const (
	// FirstMajorPoemNumber is the running number of the first major poem.
	FirstMajorPoemNumber = 23
	// LastMajorPoemNumber is the running number of the last major poem.
	LastMajorPoemNumber = 42
)

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

// MajorPoemCode reads a major poem's identifier as a player types it from
// either copy — surrounding spaces ignored — and returns it in one form:
// a code (Latin or Russian letter, either case, then one digit 1–9) in the
// Spanish copy's Latin letters where the books tell them ("е1" gives "F1";
// "ж1" gives "Ж1"), or a running number
// 23–42, its clarification mark "*" dropped ("34*" gives "34"). ok is
// false for anything else. A running number and a letter code of one card
// cannot be matched: the books never print both side by side.
func MajorPoemCode(code string) (canonical string, ok bool) {
	s := strings.ToUpper(strings.TrimSpace(code))
	if n, err := strconv.Atoi(strings.TrimSuffix(s, "*")); err == nil && s[0] != '+' && s[0] != '0' {
		if n < FirstMajorPoemNumber || n > LastMajorPoemNumber {
			return "", false
		}
		return strconv.Itoa(n), true
	}
	letter, size := utf8.DecodeRuneInString(s)
	if l, mapped := cyrillicPoemLetters[letter]; mapped {
		letter = l
	}
	latin := letter >= 'A' && letter <= 'Z'
	russian := letter >= 'А' && letter <= 'Я' || letter == 'Ё'
	digits := s[size:]
	if !latin && !russian || len(digits) != 1 || digits[0] < '1' || digits[0] > '9' {
		return "", false
	}
	return string(letter) + digits, true
}
