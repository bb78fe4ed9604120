/**
 * Unicode 17.0.0's own character data, read as oracles for the kit's character table (src/characterNames.ts):
 * the names of UnicodeData.txt and NameAliases.txt, and UTS #39's confusables.txt with its skeleton. Parsed from
 * the files' documented formats; nothing here shares code with the kit.
 */
import { readUnicodeFile } from './international/unicodeFiles.ts';

/**
 * The names a code point goes by: its UnicodeData.txt name (not the `<control>` or `<CJK Ideograph…>` labels),
 * and the formal aliases of NameAliases.txt that are names rather than abbreviations: `correction`, `control`
 * (CHARACTER TABULATION for U+0009, whose UnicodeData name is empty) and `alternate` (BYTE ORDER MARK).
 */
export function unicodeNames(): ReadonlyMap<number, ReadonlySet<string>> {
  const names = new Map<number, Set<string>>();
  const add = (codePoint: number, name: string): void => {
    const known = names.get(codePoint) ?? new Set<string>();
    names.set(codePoint, known.add(name));
  };
  for (const line of readUnicodeFile('UnicodeData.txt').split('\n')) {
    const [codePoint = '', name = ''] = line.split(';');
    if (codePoint !== '' && !name.startsWith('<')) add(Number.parseInt(codePoint, 16), name);
  }
  for (const line of readUnicodeFile('NameAliases.txt').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [codePoint = '', alias = '', type = ''] = line.split(';');
    if (['correction', 'control', 'alternate'].includes(type)) add(Number.parseInt(codePoint, 16), alias);
  }
  return names;
}

/** confusables.txt: each source code point and the text it is confusable with (its prototype). */
export function confusablePrototypes(): ReadonlyMap<number, string> {
  const prototypes = new Map<number, string>();
  for (const line of readUnicodeFile('confusables.txt').split('\n')) {
    const body = line.replace(/#.*/, '').trim();
    if (body === '') continue;
    const [source = '', target = ''] = body.split(';').map((field) => field.trim());
    const codePoints = target.split(' ').map((hex) => Number.parseInt(hex, 16));
    prototypes.set(Number.parseInt(source, 16), String.fromCodePoint(...codePoints));
  }
  return prototypes;
}

/** UTS #39 §4 skeleton(X): NFD, each code point replaced by its prototype, NFD again. */
export function skeletonOf(text: string, prototypes: ReadonlyMap<number, string>): string {
  return [...text.normalize('NFD')]
    .map((character) => prototypes.get(character.codePointAt(0) ?? 0) ?? character)
    .join('')
    .normalize('NFD');
}

/**
 * UTS 46 and RFC 3490 §3.1 read the ideographic and the halfwidth ideographic full stops as the dot between
 * labels, which is why people type them for `.`; UTS #39 gives them skeletons of their own.
 */
const LABEL_SEPARATORS: ReadonlySet<number> = new Set([0x3002, 0xff61]);

let prototypes: ReadonlyMap<number, string> | undefined;

/**
 * Why the character at `codePoint` may be said to look like `ascii`: the same UTS #39 skeleton, `ascii` as its NFKC
 * form (`［` is `[`, though its skeleton is `(`), or IDNA's label separators for `.`; undefined when nothing does.
 */
export function lookAlikeGround(codePoint: number, ascii: string): 'skeleton' | 'NFKC' | 'label separator' | undefined {
  prototypes ??= confusablePrototypes();
  const character = String.fromCodePoint(codePoint);
  if (skeletonOf(character, prototypes) === skeletonOf(ascii, prototypes)) return 'skeleton';
  if (character.normalize('NFKC') === ascii) return 'NFKC';
  return LABEL_SEPARATORS.has(codePoint) && ascii === '.' ? 'label separator' : undefined;
}
