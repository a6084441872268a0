package qr

import "encoding/binary"

// jpegLayout is what a JPEG's header says about the memory Go's decoder
// will take: the picture's size, its components' sampling factors, whether
// it is progressive, and whether its pixels get converted to a 4-byte
// copy (CMYK or YCbCrK, and RGB-coded pictures).
type jpegLayout struct {
	width, height int
	sampling      [][2]int // h and v of each component
	progressive   bool
	converted     bool
}

// errDamagedJPEG is returned for a JPEG whose header cannot be followed.
var errDamagedJPEG = refused(errDamagedHeader.With(nil), nil)

// readJPEGLayout follows the markers of a JPEG up to its first scan, as
// image/jpeg does: the frame header (SOF0, SOF1 or SOF2), the JFIF (APP0)
// and Adobe (APP14) segments that decide whether 3 components are RGB.
func readJPEGLayout(data []byte) (jpegLayout, error) {
	var l jpegLayout
	var ids []byte
	jfif, adobe, adobeTransform, sawFrame := false, false, byte(0), false
	for i := 2; i+1 < len(data); {
		if data[i] != 0xFF {
			i++ // image/jpeg skips stray bytes between segments too
			continue
		}
		marker := data[i+1]
		switch {
		case marker == 0xFF:
			i++ // fill byte
			continue
		case marker == 0x01 || marker >= 0xD0 && marker <= 0xD7:
			i += 2 // markers without a segment
			continue
		case marker == 0xDA || marker == 0xD9: // start of scan, end of image
			i = len(data)
			continue
		}
		if i+4 > len(data) {
			break
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			break
		}
		seg := data[i+4 : i+2+n]
		switch marker {
		case 0xC0, 0xC1, 0xC2:
			if sawFrame || len(seg) < 6 || len(seg) != 6+3*int(seg[5]) {
				return jpegLayout{}, errDamagedJPEG
			}
			sawFrame = true
			l.progressive = marker == 0xC2
			l.height = int(binary.BigEndian.Uint16(seg[1:]))
			l.width = int(binary.BigEndian.Uint16(seg[3:]))
			for c := range int(seg[5]) {
				hv := seg[6+3*c+1]
				ids = append(ids, seg[6+3*c])
				l.sampling = append(l.sampling, [2]int{max(int(hv>>4), 1), max(int(hv&0x0F), 1)})
			}
		case 0xE0:
			jfif = jfif || len(seg) >= 5 && string(seg[:5]) == "JFIF\x00"
		case 0xEE:
			if len(seg) >= 12 && string(seg[:5]) == "Adobe" {
				adobe, adobeTransform = true, seg[11]
			}
		}
		i += 2 + n
	}
	if !sawFrame || l.width <= 0 || l.height <= 0 {
		return jpegLayout{}, errDamagedJPEG
	}
	switch len(l.sampling) {
	case 1:
		l.sampling[0] = [2]int{1, 1} // one component is never interleaved
	case 3:
		l.converted = !jfif && (adobe && adobeTransform == 0 || string(ids) == "RGB")
	case 4:
		l.converted = true
	}
	return l, nil
}

// work is what image/jpeg allocates for the picture: one byte per sample
// of every component over whole 8×8 blocks, 4 more bytes per sample for a
// progressive picture's coefficients (kept as int32 between scans, for
// every component at once: a CMYK picture keeps 16 bytes a pixel), and the
// 4-byte-a-pixel copy of a converted picture.
func (l jpegLayout) work() uint64 {
	h0, v0 := uint64(l.sampling[0][0]), uint64(l.sampling[0][1])
	mcus := mul(uint64(l.width)/(8*h0)+1, uint64(l.height)/(8*v0)+1)
	var blocks uint64
	for _, s := range l.sampling {
		blocks = add(blocks, mul(mcus, uint64(s[0]*s[1])))
	}
	perBlock := uint64(64)
	if l.progressive {
		perBlock += 64 * 4
	}
	total := mul(blocks, perBlock)
	if l.converted {
		total = add(total, mul(mul(uint64(l.width), uint64(l.height)), 4))
	}
	return total
}
