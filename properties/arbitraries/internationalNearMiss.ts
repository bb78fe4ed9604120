import fc from 'fast-check';
import type { ReasonId } from '../../src/index.ts';
import {
  asciiLabel,
  internationalLabel,
  internationalParts,
  joinParts,
  labelSpans,
  scriptUnit,
  type InternationalParts,
} from './international.ts';
import { aLabel } from './internationalForms.ts';
import {
  ARABIC_INDIC_DIGITS,
  ASCII_DIGITS,
  ASCII_LOWER,
  BIDI_NEUTRAL_LETTERS,
  DECOMPOSED,
  DISALLOWED,
  EXTENDED_ARABIC_INDIC_DIGITS,
  GREEK_KERAIA,
  HEBREW_GERESH,
  INVISIBLE,
  JOINERS,
  KATAKANA_MIDDLE_DOT,
  LEADING_MARKS,
  LTR_SCRIPT_IDS,
  MARKS_AFTER_VIRAMA,
  MIDDLE_DOT,
  NONCHARACTERS,
  PRIVATE_USE,
  RTL_SCRIPT_IDS,
  SCRIPTS,
  UNASSIGNED,
  UTS46_MAPPED,
  VIRAMA,
  WHITESPACE,
  type ScriptId,
} from './internationalPools.ts';
import { characterFrom } from './shapes.ts';

/**
 * Near misses of the `international` profile: a valid international address with one thing wrong, and
 * the reason that one thing gives. Everything before the fault is valid and every length stays within its
 * bound, so the reason named is the first the profile meets (local part left to right, its NFC form, the
 * domain label by label, then the bidi rule over the domain).
 */

export type InternationalReason = Extract<
  ReasonId,
  | 'disallowed'
  | 'unassigned'
  | 'privateUse'
  | 'invisible'
  | 'contextJ'
  | 'contextO'
  | 'bidi'
  | 'hyphen34'
  | 'leadingMark'
  | 'badALabel'
  | 'changesUnderNfc'
  | 'whitespace'
>;

export const INTERNATIONAL_REASONS: readonly InternationalReason[] = Object.freeze([
  'disallowed',
  'unassigned',
  'privateUse',
  'invisible',
  'contextJ',
  'contextO',
  'bidi',
  'hyphen34',
  'leadingMark',
  'badALabel',
  'changesUnderNfc',
  'whitespace',
]);

type Span = readonly [number, number];

export interface InternationalNearMiss {
  readonly address: string;
  readonly reason: InternationalReason;
  readonly part: 'local' | 'domain';
  /**
   * UTF-16 offset of the code point the reason is about (for `changesUnderNfc`, the input code point NFC
   * makes offending); for the label-level reasons (`bidi`, `hyphen34`, `badALabel`) where the label starts.
   */
  readonly at: number;
  /** The offending character, for the reasons about one. */
  readonly character?: string;
  /** The label at fault, for the domain's reasons. */
  readonly label?: Span;
  /** The rule broken: `RFC 5892 A.3`, `RFC 5893 rule 1`; for `badALabel`, what is wrong with it. */
  readonly rule?: string;
}

/** Short valid addresses to spoil: every length far from its bound, so a character more changes nothing there. */
const base = internationalParts({ typedForms: false }, { localOctets: 32, labelUnits: 6 });

/** UTF-16 offsets between the code points of `text`, its ends included: where a character may go in. */
function boundaries(text: string): number[] {
  const offsets = [0];
  let offset = 0;
  for (const character of text) {
    offset += character.length;
    offsets.push(offset);
  }
  return offsets;
}

/** Offsets before which nothing combines: not right before a combining mark (so the mark keeps its letter). */
function freeBoundaries(text: string): number[] {
  return boundaries(text).filter((offset) => !/^\p{M}/u.test(text.slice(offset)));
}

/** One of the free offsets of `text` that `allowed` lets through, picked by `pick`. */
function freePlace(text: string, pick: number, allowed: (offset: number) => boolean = () => true): number {
  const places = freeBoundaries(text).filter(allowed);
  return places[pick % places.length] ?? 0;
}

const insert = (text: string, offset: number, piece: string): string =>
  text.slice(0, offset) + piece + text.slice(offset);

/** The local part with a character put in at a free place. */
function localWith(pool: readonly string[], reason: InternationalReason): fc.Arbitrary<InternationalNearMiss> {
  return fc.tuple(base, characterFrom(pool), fc.nat()).map(([parts, character, pick]) => {
    const at = freePlace(parts.local, pick);
    const address = joinParts({ ...parts, local: insert(parts.local, at, character) });
    return { address, reason, part: 'local' as const, at, character };
  });
}

/** The address with label `index` replaced by `label` (typed as given), and where that label now stands. */
function withLabel(parts: InternationalParts, index: number, label: string): { address: string; span: Span } {
  const labels = parts.labels.map((old, at) => (at === index ? label : old));
  const changed = { ...parts, labels };
  const span = labelSpans(changed)[index] ?? [0, 0];
  return { address: joinParts(changed), span };
}

/** A character put into one of the domain's labels (of any script, or ASCII) at a free place. */
function domainWith(pool: readonly string[], reason: InternationalReason): fc.Arbitrary<InternationalNearMiss> {
  return fc.tuple(base, characterFrom(pool), fc.nat(), fc.nat()).map(([parts, character, which, pick]) => {
    const index = which % parts.labels.length;
    const label = parts.labels[index] ?? '';
    const offset = freePlace(label, pick);
    const { address, span } = withLabel(parts, index, insert(label, offset, character));
    return { address, reason, part: 'domain' as const, at: span[0] + offset, character, label: span };
  });
}

/** A spoiled label: the offset and the character at fault when the reason is about one, the rule broken. */
interface SpoiledLabel {
  readonly label: string;
  readonly offset?: number;
  readonly character?: string;
  readonly rule?: string;
}

/** A spoiled label put in place of one label of a valid domain: the fault lies in that label alone. */
function domainLabel(
  label: fc.Arbitrary<SpoiledLabel>,
  reason: InternationalReason,
  { codePointReason = false } = {},
): fc.Arbitrary<InternationalNearMiss> {
  return fc.tuple(base, label, fc.nat()).map(([parts, drawn, which]) => {
    const { address, span } = withLabel(parts, which % parts.labels.length, drawn.label);
    return {
      address,
      reason,
      part: 'domain' as const,
      at: span[0] + (codePointReason ? (drawn.offset ?? 0) : 0),
      label: span,
      ...(drawn.character === undefined ? {} : { character: drawn.character }),
      ...(drawn.rule === undefined ? {} : { rule: drawn.rule }),
    };
  });
}

/** A label of `labels` with a character of `characters` put in at a free place `allowed` lets through. */
function labelWith(
  labels: fc.Arbitrary<string>,
  characters: fc.Arbitrary<string>,
  rule: (character: string) => string,
  allowed: (label: string, offset: number) => boolean = () => true,
): fc.Arbitrary<SpoiledLabel> {
  return fc.tuple(labels, characters, fc.nat()).map(([label, character, pick]) => {
    const offset = freePlace(label, pick, (place) => allowed(label, place));
    return { label: insert(label, offset, character), offset, character, rule: rule(character) };
  });
}

/** Left-to-right scripts: their letters never join (Joining_Type U) and the pools hold no virama. */
const labelOf = (scripts: readonly ScriptId[]): fc.Arbitrary<string> =>
  fc.constantFrom(...scripts).chain((script) => internationalLabel({ script, maxLength: 8 }));
const ltrLabel = labelOf(LTR_SCRIPT_IDS);
const rtlLabel = labelOf(RTL_SCRIPT_IDS);
const joinerRule = (joiner: string): string => (joiner === '\u200D' ? 'RFC 5892 A.2' : 'RFC 5892 A.1');

/** ZWJ or ZWNJ with no virama before it and no joining letter about: in a label, or in the local part. */
const contextJ: fc.Arbitrary<InternationalNearMiss> = fc.oneof(
  domainLabel(labelWith(ltrLabel, characterFrom(JOINERS), joinerRule), 'contextJ', { codePointReason: true }),
  fc
    .tuple(
      fc
        .constantFrom(...LTR_SCRIPT_IDS)
        .chain((script) => fc.array(scriptUnit(script), { minLength: 1, maxLength: 8 })),
      characterFrom(JOINERS),
      fc.nat(),
      base,
    )
    .map(([units, joiner, pick, parts]) => {
      const local = units.join('');
      const at = freePlace(local, pick);
      return {
        address: joinParts({ ...parts, local: insert(local, at, joiner) }),
        reason: 'contextJ' as const,
        part: 'local' as const,
        at,
        character: joiner,
        rule: joinerRule(joiner),
      };
    }),
);

/** Each CONTEXTO character where its rule fails. */
const contextO: fc.Arbitrary<InternationalNearMiss> = fc.oneof(
  // A.3: U+00B7 anywhere in a label but between two `l`.
  domainLabel(
    labelWith(
      ltrLabel,
      fc.constant(MIDDLE_DOT),
      () => 'RFC 5892 A.3',
      (label, offset) => !(label[offset - 1] === 'l' && label[offset] === 'l'),
    ),
    'contextO',
    { codePointReason: true },
  ),
  // A.4: U+0375 followed by anything but Greek: in a label of another script.
  domainLabel(
    labelWith(
      labelOf(LTR_SCRIPT_IDS.filter((script) => script !== 'greek')),
      fc.constant(GREEK_KERAIA),
      () => 'RFC 5892 A.4',
    ),
    'contextO',
    { codePointReason: true },
  ),
  // A.5, A.6: geresh and gershayim after anything but Hebrew.
  domainLabel(
    labelWith(ltrLabel, characterFrom(HEBREW_GERESH), (geresh) =>
      geresh === '\u05F3' ? 'RFC 5892 A.5' : 'RFC 5892 A.6',
    ),
    'contextO',
    { codePointReason: true },
  ),
  // A.7: U+30FB in a label with no Hiragana, Katakana or Han.
  domainLabel(
    labelWith(
      labelOf(LTR_SCRIPT_IDS.filter((script) => !['han', 'kana', 'cjkExtB'].includes(script))),
      fc.constant(KATAKANA_MIDDLE_DOT),
      () => 'RFC 5892 A.7',
    ),
    'contextO',
    { codePointReason: true },
  ),
  // A.8, A.9: Arabic-Indic digits and extended Arabic-Indic digits in one label; the first of them offends.
  domainLabel(
    fc
      .tuple(
        fc.array(characterFrom(SCRIPTS.arabic.letters), { minLength: 1, maxLength: 4 }),
        characterFrom(ARABIC_INDIC_DIGITS),
        characterFrom(EXTENDED_ARABIC_INDIC_DIGITS),
        fc.boolean(),
        characterFrom(SCRIPTS.arabic.letters),
      )
      .map(([letters, digit, extended, extendedFirst, last]) => {
        const [first, second] = extendedFirst ? [extended, digit] : [digit, extended];
        const prefix = letters.join('');
        return {
          label: `${prefix}${first}${second}${last}`,
          offset: prefix.length,
          character: first,
          rule: extendedFirst ? 'RFC 5892 A.9' : 'RFC 5892 A.8',
        };
      }),
    'contextO',
    { codePointReason: true },
  ),
);

const rtlLetter = fc.constantFrom(...RTL_SCRIPT_IDS).chain((script) => characterFrom(SCRIPTS[script].letters));

/**
 * Each bidi rule RFC 5893 §2 lets a label of valid code points break, in a domain that has a right-to-left
 * label (where the rule applies to every label): a digit first (rule 1), a left-to-right letter in a
 * right-to-left label (2), a neutral last in a right-to-left label (3), European and Arabic-Indic digits
 * together (4), a neutral last in a left-to-right label (6). Rule 5 cannot fail alone: a label with R, AL
 * or AN is right-to-left.
 */
const bidi: fc.Arbitrary<InternationalNearMiss> = fc
  .tuple(
    base,
    fc.oneof(
      fc.tuple(characterFrom(ASCII_DIGITS), fc.oneof(ltrLabel, rtlLabel)).map(([digit, label]) => ({
        label: digit + label,
        rule: 1,
      })),
      fc
        .tuple(rtlLabel, characterFrom([...ASCII_LOWER, ...SCRIPTS.latin.letters, ...SCRIPTS.han.letters]), rtlLetter)
        .map(([label, letter, last]) => ({ label: label + letter + last, rule: 2 })),
      fc
        .tuple(rtlLabel, characterFrom(BIDI_NEUTRAL_LETTERS))
        .map(([label, neutral]) => ({ label: label + neutral, rule: 3 })),
      fc
        .tuple(rtlLetter, characterFrom(ASCII_DIGITS), characterFrom(ARABIC_INDIC_DIGITS), fc.boolean(), rtlLetter)
        .map(([first, european, arabic, europeanFirst, last]) => ({
          label: first + (europeanFirst ? european + arabic : arabic + european) + last,
          rule: 4,
        })),
      fc
        .tuple(ltrLabel, characterFrom(BIDI_NEUTRAL_LETTERS))
        .map(([label, neutral]) => ({ label: label + neutral, rule: 6 })),
    ),
    rtlLabel,
    fc.nat(),
    fc.boolean(),
  )
  .map(([parts, drawn, rtl, which, rtlAfter]) => {
    // The spoiled label takes one place; a right-to-left label beside it makes the domain a bidi domain.
    const index = which % parts.labels.length;
    const labels = [...parts.labels];
    labels[index] = drawn.label;
    const at = rtlAfter ? index + 1 : index;
    labels.splice(at, 0, rtl);
    const spoiled = at <= index ? index + 1 : index;
    const changed = { ...parts, labels, dots: labels.slice(1).map(() => '.') };
    const span = labelSpans(changed)[spoiled] ?? [0, 0];
    return {
      address: joinParts(changed),
      reason: 'bidi' as const,
      part: 'domain' as const,
      at: span[0],
      label: span,
      rule: `RFC 5893 rule ${drawn.rule}`,
    };
  });

/** `??--` that is not `xn--`: ASCII, or with a letter of another script among the first two. */
const hyphen34: fc.Arbitrary<InternationalNearMiss> = domainLabel(
  fc
    .tuple(
      fc.oneof(
        fc.tuple(characterFrom(ASCII_LOWER), characterFrom([...ASCII_LOWER, ...ASCII_DIGITS])),
        fc.tuple(characterFrom(SCRIPTS.latin.letters), characterFrom(ASCII_LOWER)),
        fc.tuple(characterFrom(ASCII_LOWER), characterFrom(SCRIPTS.cyrillic.letters)),
      ),
      fc.integer({ min: 1, max: 8 }).chain(asciiLabel),
    )
    .filter(([[first, second]]) => `${first}${second}` !== 'xn')
    .map(([[first, second], rest]) => ({ label: `${first}${second}--${rest}`, rule: 'RFC 5891 §4.2.3.1' })),
  'hyphen34',
);

/** A combining mark first: of the local part, or of a label. */
const leadingMark: fc.Arbitrary<InternationalNearMiss> = fc.oneof(
  fc.tuple(base, characterFrom(LEADING_MARKS)).map(([parts, mark]) => ({
    address: joinParts({ ...parts, local: mark + parts.local }),
    reason: 'leadingMark' as const,
    part: 'local' as const,
    at: 0,
    character: mark,
  })),
  domainLabel(
    fc.tuple(characterFrom(LEADING_MARKS), ltrLabel).map(([mark, label]) => ({ label: mark + label, character: mark })),
    'leadingMark',
    { codePointReason: true },
  ),
);

const PREFIXES = ['xn--', 'XN--', 'Xn--', 'xN--'];
const RANDOM_DIGITS = [...ASCII_LOWER, ...ASCII_DIGITS];

/**
 * `xn--` labels that are no A-label: a valid one whose last digit leaves a number unfinished (`9` is 35,
 * never below a threshold); one that decodes to something not NFC, or to a capital or compatibility
 * character; a delta past U+10FFFF; a delimiter with nothing before it; random digits ending in `9`.
 */
const badALabel: fc.Arbitrary<InternationalNearMiss> = domainLabel(
  fc
    .oneof(
      fc.tuple(ltrLabel, fc.boolean()).map(([label, replace]) => {
        const written = aLabel(label);
        return { label: replace ? `${written.slice(0, -1)}9` : `${written}9`, rule: 'truncated' };
      }),
      fc
        .tuple(characterFrom(DECOMPOSED), fc.array(characterFrom(ASCII_LOWER), { maxLength: 4 }))
        .map(([pair, rest]) => ({ label: aLabel(pair + rest.join('')), rule: 'not NFC' })),
      fc
        .tuple(characterFrom(UTS46_MAPPED), fc.array(characterFrom(SCRIPTS.latin.letters), { maxLength: 3 }))
        .map(([mapped, rest]) => ({ label: aLabel(rest.join('') + mapped), rule: 'invalid U-label' })),
      fc.integer({ min: 6, max: 12 }).map((nines) => ({ label: `xn--${'9'.repeat(nines)}a`, rule: 'overflow' })),
      // Letters only: with ASCII in the label the `-` would end a basic part and the label could be valid.
      fc
        .constantFrom(...LTR_SCRIPT_IDS)
        .chain((script) => fc.array(characterFrom(SCRIPTS[script].letters), { minLength: 1, maxLength: 6 }))
        .map((letters) => ({ label: `xn---${aLabel(letters.join('')).slice(4)}`, rule: 'leading delimiter' })),
      fc
        .tuple(fc.array(characterFrom(RANDOM_DIGITS), { maxLength: 20 }), fc.nat({ max: 20 }))
        .map(([digits, hyphenAt]) => {
          const text = digits.join('');
          const withHyphen = hyphenAt < text.length ? `${text.slice(0, hyphenAt)}-${text.slice(hyphenAt)}` : text;
          return { label: `xn--${withHyphen}9`, rule: 'random' };
        }),
    )
    .chain((drawn) =>
      fc.constantFrom(...PREFIXES).map((prefix) => ({ ...drawn, label: prefix + drawn.label.slice(4) })),
    ),
  'badALabel',
);

/**
 * A local part that passes as typed and fails in NFC. U+037E GREEK QUESTION MARK becomes `;`. And a
 * joiner licensed by the virama right before it, with a mark of a higher combining class before the virama
 * (क + U+0951 + U+094D + ZWJ): NFC puts the mark after the virama, between it and the joiner.
 */
const changesUnderNfc: fc.Arbitrary<InternationalNearMiss> = fc.oneof(
  localWith(['\u037E'], 'changesUnderNfc'),
  fc
    .tuple(
      base,
      characterFrom(SCRIPTS.devanagari.letters.slice(0, 1).concat(SCRIPTS.devanagari.letters.slice(11))),
      characterFrom(MARKS_AFTER_VIRAMA),
      characterFrom(JOINERS),
      characterFrom(SCRIPTS.devanagari.letters.slice(11)),
      fc.nat(),
    )
    .map(([parts, consonant, mark, joiner, next, pick]) => {
      const offset = freePlace(parts.local, pick);
      const cluster = consonant + mark + VIRAMA + joiner + next;
      return {
        address: joinParts({ ...parts, local: insert(parts.local, offset, cluster) }),
        reason: 'changesUnderNfc' as const,
        part: 'local' as const,
        at: offset + consonant.length + mark.length + VIRAMA.length,
        character: joiner,
        rule: joiner === '\u200D' ? 'RFC 5892 A.2' : 'RFC 5892 A.1',
      };
    }),
);

const NEAR_MISSES: Readonly<Record<InternationalReason, fc.Arbitrary<InternationalNearMiss>>> = {
  disallowed: domainWith(DISALLOWED, 'disallowed'),
  unassigned: fc.oneof(
    domainWith(UNASSIGNED, 'unassigned'),
    localWith([...UNASSIGNED, ...NONCHARACTERS], 'unassigned'),
  ),
  privateUse: localWith(PRIVATE_USE, 'privateUse'),
  invisible: localWith(INVISIBLE, 'invisible'),
  whitespace: localWith(WHITESPACE, 'whitespace'),
  contextJ,
  contextO,
  bidi,
  hyphen34,
  leadingMark,
  badALabel,
  changesUnderNfc,
};

/**
 * A near miss for the reason (any of them by default): a valid international address with one character
 * or label spoiled, and what it is meant to give: the reason, where, the character, the label, the rule.
 */
export function internationalNearMiss({
  reason,
}: { reason?: InternationalReason } = {}): fc.Arbitrary<InternationalNearMiss> {
  if (reason !== undefined) return NEAR_MISSES[reason];
  return fc.constantFrom(...INTERNATIONAL_REASONS).chain((drawn) => NEAR_MISSES[drawn]);
}
