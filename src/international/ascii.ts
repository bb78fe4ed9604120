/** Any non-ASCII code point: the test every international module makes before doing Unicode work; one regex in the bundle. */
export const NON_ASCII = /[^\0-\x7f]/;

/**
 * A dot-atom of RFC 5322 atext, `@`, two or more LDH labels whose hyphens stand alone between letters and
 * digits: the profile's shape for ASCII, less the labels with `--` (the reserved `??--`, and `xn--`, which
 * must be decoded), which the boolean path sends to the lean check. Linear: every quantified run is followed by a
 * character it cannot take.
 */
export const ASCII_ADDRESS =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@[a-z\d]+(?:-[a-z\d]+)*(?:\.[a-z\d]+(?:-[a-z\d]+)*)+$/i;
