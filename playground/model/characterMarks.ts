/**
 * Characters a person cannot see or would misread, each with what to show instead and what it is.
 * The rules judge the exact string, so the grid must show exactly what was pasted. What a character is
 * called and what it looks like come from the kit (`nameCharacter`), as in its messages; only how to
 * draw it is the playground's.
 */
import { isHighSurrogate, isJavaScriptWhitespace, isLowSurrogate, nameCharacter } from '../../src/text.ts';

export type MarkKind = 'whitespace' | 'invisible' | 'control' | 'lookalike';

export interface CharacterMark {
  readonly kind: MarkKind;
  /** What the grid shows in place of (or around) the character. */
  readonly shown: string;
  /** Spoken and shown description: the Unicode name and code point, and what it looks like. */
  readonly description: string;
}

/** How white space is drawn, where not as ⍽. */
const WHITESPACE_SHOWN: ReadonlyMap<number, string> = new Map([
  [0x20, '·'],
  [0x09, '→'],
  [0x2028, '↵'],
  [0x2029, '¶'],
]);

/** Invisible format characters, drawn as their usual abbreviation. */
const INVISIBLE_SHOWN: ReadonlyMap<number, string> = new Map([
  [0xad, 'SHY'],
  [0x200b, 'ZWSP'],
  [0x200c, 'ZWNJ'],
  [0x200d, 'ZWJ'],
  [0x200e, 'LRM'],
  [0x200f, 'RLM'],
  [0x2060, 'WJ'],
  [0xfeff, 'BOM'],
  [0x034f, 'CGJ'],
]);

/** The other bidirectional controls (LRM and RLM are above), by Unicode's abbreviations. */
const BIDI_SHOWN: ReadonlyMap<number, string> = new Map([
  [0x061c, 'ALM'],
  [0x202a, 'LRE'],
  [0x202b, 'RLE'],
  [0x202c, 'PDF'],
  [0x202d, 'LRO'],
  [0x202e, 'RLO'],
  [0x2066, 'LRI'],
  [0x2067, 'RLI'],
  [0x2068, 'FSI'],
  [0x2069, 'PDI'],
]);
const isControl = (codePoint: number) => codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);

function describe(codePoint: number, fallback: string): string {
  const { codePoint: label, name, looksLike } = nameCharacter(codePoint);
  const looks = looksLike === undefined ? '' : `, looks like ${looksLike}`;
  return `${name ?? fallback} ${label}${looks}`;
}

/** The mark for one code point, or undefined for an ordinary visible character. */
export function markFor(character: string): CharacterMark | undefined {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined) return undefined;
  const invisible = INVISIBLE_SHOWN.get(codePoint);
  if (invisible !== undefined)
    return { kind: 'invisible', shown: invisible, description: describe(codePoint, 'FORMAT CHARACTER') };
  const bidi = BIDI_SHOWN.get(codePoint);
  if (bidi !== undefined)
    return { kind: 'invisible', shown: bidi, description: describe(codePoint, 'BIDIRECTIONAL CONTROL') };
  if (codePoint <= 0xffff && isJavaScriptWhitespace(codePoint))
    return {
      kind: 'whitespace',
      shown: WHITESPACE_SHOWN.get(codePoint) ?? '⍽',
      description: describe(codePoint, 'SPACE'),
    };
  if (isControl(codePoint)) {
    const shown = codePoint < 0x20 ? String.fromCodePoint(0x2400 + codePoint) : codePoint === 0x7f ? '␡' : '';
    return {
      kind: 'control',
      shown: shown || nameCharacter(codePoint).codePoint,
      description: describe(codePoint, 'CONTROL CHARACTER'),
    };
  }
  if (isHighSurrogate(codePoint) || isLowSurrogate(codePoint)) {
    const label = nameCharacter(codePoint).codePoint;
    return { kind: 'control', shown: label, description: `LONE SURROGATE ${label}, not a character` };
  }
  if (codePoint >= 0x80 && nameCharacter(codePoint).looksLike !== undefined)
    return { kind: 'lookalike', shown: character, description: describe(codePoint, 'CHARACTER') };
  return undefined;
}

export interface MarkedCharacter {
  /** Its first UTF-16 offset, for code. */
  readonly at: number;
  /** Its 1-based place in characters (code points), as a person counts and the caret line shows. */
  readonly place: number;
  /** Where it stands again, the same way, at most `MORE_PLACES_SHOWN` of them. */
  readonly morePlaces: readonly number[];
  /** How many more times it stands past those. */
  readonly uncounted: number;
  readonly character: string;
  readonly mark: CharacterMark;
}

/** Places listed beyond the first: the line itself marks every one, so a few are enough to find them by. */
export const MORE_PLACES_SHOWN = 3;

/** A marked character while the line is read. */
interface Collecting extends Omit<MarkedCharacter, 'morePlaces' | 'uncounted'> {
  morePlaces: number[];
  uncounted: number;
}

/** Each marked character of the first `maxUnits` units of `input`, once, with where it stands: first, and again. */
export function marksIn(input: string, maxUnits: number): MarkedCharacter[] {
  const byCharacter = new Map<string, Collecting>();
  const end = Math.min(input.length, maxUnits);
  for (let at = 0, place = 1; at < end; place++) {
    const codePoint = input.codePointAt(at) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const character = input.slice(at, at + width);
    const seen = byCharacter.get(character);
    if (seen === undefined) {
      const mark = markFor(character);
      if (mark !== undefined) byCharacter.set(character, { at, place, morePlaces: [], uncounted: 0, character, mark });
    } else if (seen.morePlaces.length < MORE_PLACES_SHOWN) seen.morePlaces.push(place);
    else seen.uncounted++;
    at += width;
  }
  // A Map keeps the order of first appearance.
  return [...byCharacter.values()];
}

/** Where a marked character stands, in words: "at character 5", "at characters 5, 9 and 12", "… and 4 more". */
export function placesInWords({ place, morePlaces, uncounted }: MarkedCharacter): string {
  const places = [place, ...morePlaces].map((each) => each.toLocaleString('en'));
  if (places.length === 1) return `at character ${places.join('')}`;
  if (uncounted > 0) return `at characters ${places.join(', ')} and ${uncounted.toLocaleString('en')} more`;
  return `at characters ${places.slice(0, -1).join(', ')} and ${places.slice(-1).join('')}`;
}
