// Issue 15 point 2: the words the studio (admin mode, C §1, C §6) writes beside what it does to an order for a parent:
// the reason of a price adjustment, the note of a payment received ("cheque 1042"). Kept on the order's audit rows and
// shown on the receipt, so they are bounded and never blank.

export const NOTE_MIN_LENGTH = 3
export const NOTE_MAX_LENGTH = 200

/** A note as it is kept: trimmed, runs of white space (new lines too) made one space. */
export const normalizeNote = (text: string): string => text.trim().replace(/\s+/g, ' ')

/**
 * Null when the note (normalized) has NOTE_MIN_LENGTH to NOTE_MAX_LENGTH characters, else the message id the form
 * shows beside it. Characters are code points, so an accented letter or an emoji counts once.
 */
export const noteProblem = (text: string): 'admin.note_length' | null => {
  const length = [...normalizeNote(text)].length
  return length >= NOTE_MIN_LENGTH && length <= NOTE_MAX_LENGTH ? null : 'admin.note_length'
}
