/**
 * Unicode's Bidi_Control characters (PropList.txt): the marks ALM, LRM and RLM, the embeddings and
 * overrides U+202A–U+202E and the isolates U+2066–U+2069. In a textarea they reorder what is drawn
 * (`\u202Eexample.com@jane` shows as `enaj@moc.elpmaxe`) and cannot be marked, so text that holds one goes
 * to the editor, which draws each as a visible mark.
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export function holdsDirectionControl(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/** The editor's own list of special characters lacks these; added so that every direction control shows. */
export const DIRECTION_CONTROLS_THE_EDITOR_ADDS = /[\u202A-\u202C\u2068]/;
