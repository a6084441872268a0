package speech

// Recorder is a Speaker that keeps what it is asked to read instead of
// reading it, for the tests: it speaks the languages of Voices.
type Recorder struct {
	// Voices are the codes of the languages it has a voice for.
	Voices []string
	// Said is every line read, in order.
	Said []Said
	// Stops counts the readings stopped for new lines.
	Stops int
}

// Said is one line read aloud, in the language with code Language.
type Said struct{ Language, Text string }

// CanSpeak is true: a Recorder stands for a browser that speaks.
func (r *Recorder) CanSpeak() bool { return true }

// Speak keeps lines as read in language, or calls noVoice when language is
// not among Voices.
func (r *Recorder) Speak(language string, lines []string, noVoice func()) {
	r.Stops++
	for _, v := range r.Voices {
		if v == language {
			for _, l := range lines {
				r.Said = append(r.Said, Said{Language: language, Text: l})
			}
			return
		}
	}
	noVoice()
}

// Texts are the texts of the lines read, in order.
func (r *Recorder) Texts() []string {
	out := make([]string, len(r.Said))
	for i, s := range r.Said {
		out[i] = s.Text
	}
	return out
}
