import { describe, expect, it } from 'vitest';
import { DIRECTION_CONTROLS_THE_EDITOR_ADDS, holdsDirectionControl } from './directionControls.ts';

/** Bidi_Control=Yes in Unicode 17.0.0's PropList.txt: twelve code points, unchanged since Unicode 6.3. */
const BIDI_CONTROLS = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

describe('holdsDirectionControl', () => {
  it('finds each of Unicode’s Bidi_Control characters anywhere in the text', () => {
    for (const code of BIDI_CONTROLS) {
      const control = String.fromCodePoint(code);
      expect(holdsDirectionControl(`a@b.co\n${control}example.com@jane`), code.toString(16)).toBe(true);
    }
  });

  it('finds none in text without them, right-to-left scripts and invisible characters included', () => {
    expect(holdsDirectionControl('ahmed@مثال.مصر\nשלום@example.com\na\u200Bb@c.de\n\u00ADx@y.z')).toBe(false);
    expect(holdsDirectionControl('')).toBe(false);
  });

  it('adds to the editor’s list exactly the controls CodeMirror does not mark on its own', () => {
    const added = BIDI_CONTROLS.filter((code) => DIRECTION_CONTROLS_THE_EDITOR_ADDS.test(String.fromCodePoint(code)));
    expect(added).toEqual([0x202a, 0x202b, 0x202c, 0x2068]);
  });
});
