package handoff

// base45Alphabet is RFC 9285's alphabet: exactly the 45 characters of a
// QR code's alphanumeric mode, in its order (RFC 9285 §4).
const base45Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"

// base45Value maps a character to its value, -1 outside the alphabet.
var base45Value = func() [256]int8 {
	var v [256]int8
	for i := range v {
		v[i] = -1
	}
	for i := range len(base45Alphabet) {
		v[base45Alphabet[i]] = int8(i)
	}
	return v
}()

// encodeBase45 writes each pair of bytes as three characters and a last
// single byte as two, least significant digit first (RFC 9285 §4.2).
func encodeBase45(b []byte) string {
	out := make([]byte, 0, (len(b)+1)/2*3)
	for i := 0; i+1 < len(b); i += 2 {
		n := int(b[i])<<8 | int(b[i+1])
		out = append(out, base45Alphabet[n%45], base45Alphabet[n/45%45], base45Alphabet[n/2025])
	}
	if len(b)%2 == 1 {
		n := int(b[len(b)-1])
		out = append(out, base45Alphabet[n%45], base45Alphabet[n/45])
	}
	return string(out)
}

// decodeBase45 reads text written by encodeBase45, refusing what RFC 9285
// §4.2 calls invalid: a length of 1 modulo 3, a character outside the
// alphabet, a triple above 65535 or a pair above 255 (ok false).
func decodeBase45(s string) (out []byte, ok bool) {
	if len(s)%3 == 1 {
		return nil, false
	}
	out = make([]byte, 0, len(s)/3*2+1)
	for i := 0; i < len(s); i += 3 {
		k := min(3, len(s)-i)
		n, scale := 0, 1
		for j := range k {
			d := base45Value[s[i+j]]
			if d < 0 {
				return nil, false
			}
			n += int(d) * scale
			scale *= 45
		}
		switch {
		case k == 3 && n <= 0xFFFF:
			out = append(out, byte(n>>8), byte(n))
		case k == 2 && n <= 0xFF:
			out = append(out, byte(n))
		default:
			return nil, false
		}
	}
	return out, true
}
