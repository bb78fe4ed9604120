/**
 * Characters a person cannot see or would misread, each with what to show instead and what it is.
 * The rules judge the exact string, so the grid must show exactly what was pasted.
 */
import { isHighSurrogate, isLowSurrogate } from '../../src/text.ts';
export type MarkKind = 'whitespace' | 'invisible' | 'control' | 'lookalike';

export interface CharacterMark {
  readonly kind: MarkKind;
  /** What the grid shows in place of (or around) the character. */
  readonly shown: string;
  /** Spoken and hover description, with the code point. */
  readonly description: string;
}

function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const NAMED: ReadonlyMap<number, readonly [MarkKind, string, string]> = new Map([
  [0x20, ['whitespace', '·', 'space']],
  [0x09, ['whitespace', '→', 'tab']],
  [0xa0, ['whitespace', '⍽', 'no-break space']],
  [0x1680, ['whitespace', '⍽', 'ogham space mark']],
  [0x2028, ['whitespace', '↵', 'line separator']],
  [0x2029, ['whitespace', '¶', 'paragraph separator']],
  [0x202f, ['whitespace', '⍽', 'narrow no-break space']],
  [0x205f, ['whitespace', '⍽', 'medium mathematical space']],
  [0x3000, ['whitespace', '⍽', 'ideographic space']],
  [0xad, ['invisible', 'SHY', 'soft hyphen']],
  [0x200b, ['invisible', 'ZWSP', 'zero-width space']],
  [0x200c, ['invisible', 'ZWNJ', 'zero-width non-joiner']],
  [0x200d, ['invisible', 'ZWJ', 'zero-width joiner']],
  [0x200e, ['invisible', 'LRM', 'left-to-right mark']],
  [0x200f, ['invisible', 'RLM', 'right-to-left mark']],
  [0x2060, ['invisible', 'WJ', 'word joiner']],
  [0xfeff, ['invisible', 'BOM', 'zero-width no-break space (byte order mark)']],
  [0x034f, ['invisible', 'CGJ', 'combining grapheme joiner']],
  [0xfe6b, ['lookalike', '﹫', 'small commercial at, not @']],
  [0x3002, ['lookalike', '。', 'ideographic full stop, not .']],
  [0xff61, ['lookalike', '｡', 'halfwidth ideographic full stop, not .']],
  [0x2024, ['lookalike', '․', 'one dot leader, not .']],
  [0x2010, ['lookalike', '‐', 'hyphen, not -']],
  [0x2011, ['lookalike', '‑', 'non-breaking hyphen, not -']],
  [0x2212, ['lookalike', '−', 'minus sign, not -']],
]);

/** Cyrillic and Greek letters drawn like Latin ones, the usual homoglyphs in look-alike domains. */
const LATIN_LOOKALIKES: ReadonlyMap<string, string> = new Map<string, string>([
  ...[...'аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅ'].map((letter): [string, string] => [letter, 'Cyrillic']),
  ...[...'οαϲνρτυκιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ'].map((letter): [string, string] => [letter, 'Greek']),
]);

/** The mark for one code point, or undefined for an ordinary visible character. */
export function markFor(character: string): CharacterMark | undefined {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined) return undefined;
  const label = codePointLabel(codePoint);
  const named = NAMED.get(codePoint);
  if (named !== undefined) {
    const [kind, shown, name] = named;
    return { kind, shown, description: `${name} (${label})` };
  }
  if (codePoint < 0x20)
    return {
      kind: 'control',
      shown: String.fromCodePoint(0x2400 + codePoint),
      description: `control character (${label})`,
    };
  if (codePoint === 0x7f) return { kind: 'control', shown: '␡', description: `delete control character (${label})` };
  if (codePoint >= 0x80 && codePoint <= 0x9f)
    return { kind: 'control', shown: label, description: `C1 control character (${label})` };
  if (isHighSurrogate(codePoint) || isLowSurrogate(codePoint))
    return { kind: 'control', shown: label, description: `lone surrogate (${label}), not a character` };
  if (codePoint >= 0x2000 && codePoint <= 0x200a)
    return { kind: 'whitespace', shown: '⍽', description: `width space (${label})` };
  if ((codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069)) {
    return { kind: 'invisible', shown: 'BIDI', description: `bidirectional control (${label})` };
  }
  if (codePoint >= 0xff01 && codePoint <= 0xff5e) {
    const ascii = String.fromCodePoint(codePoint - 0xfee0);
    return { kind: 'lookalike', shown: character, description: `fullwidth ${ascii} (${label}), not ${ascii}` };
  }
  const script = LATIN_LOOKALIKES.get(character);
  if (script !== undefined)
    return { kind: 'lookalike', shown: character, description: `${script} letter that looks Latin (${label})` };
  return undefined;
}
