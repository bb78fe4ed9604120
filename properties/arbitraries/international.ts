import fc from 'fast-check';
import { LIMITS } from '../../src/index.ts';
import { exactText } from './exactText.ts';
import { aLabel, internationalLengths, utf8Octets } from './internationalForms.ts';
import {
  ASCII_DIGITS,
  ASCII_LOWER,
  ASCII_SYMBOLS,
  ASCII_UPPER,
  LOCAL_DIGITS,
  SCRIPTS,
  SCRIPT_IDS,
  type ScriptId,
} from './internationalPools.ts';
import { characterFrom, type Pools } from './shapes.ts';

/**
 * Valid international addresses (RFC 6531/6532 local part, IDNA2008 domain): letters of many scripts,
 * ASCII mixed in, NFC throughout. A domain label is a U-label of one script: it starts with a letter of
 * that script (or, left to right, with ASCII letters), holds marks only right after a letter, ASCII
 * digits and single hyphens inside; so the bidi rule holds on every domain, right-to-left labels
 * included. Every address stays within 254 / 64 / 63 in the international units.
 */

const { total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT } = LIMITS;

/** The three dots the domain mapping turns into `.` (RFC 5895 §2.5), beside `.` itself. */
export const OTHER_DOTS: readonly string[] = Object.freeze(['\u3002', '\uff0e', '\uff61']);

export interface InternationalOptions {
  /** The scripts letters are drawn from; all of them by default. */
  readonly scripts?: readonly ScriptId[];
  /**
   * Whether the domain may be typed in forms the mapping changes (capitals, the ideographic full stop and
   * its fullwidth and halfwidth forms, labels written as A-labels): true by default.
   */
  readonly typedForms?: boolean;
}

/** One letter of the script, now and then followed by one of its marks. */
export function scriptUnit(script: ScriptId): fc.Arbitrary<string> {
  const { letters, marks } = SCRIPTS[script];
  const letter = characterFrom(letters);
  if (marks.length === 0) return letter;
  return fc.oneof(
    { arbitrary: letter, weight: 4 },
    { arbitrary: fc.tuple(letter, characterFrom(marks)).map(([base, mark]) => base + mark), weight: 1 },
  );
}

/** Hyphens neither first, last, nor two side by side (so never in places 3 and 4 either). */
function tidyHyphens(units: readonly string[]): string[] {
  const tidy: string[] = [];
  for (const unit of units) if (unit !== '-' || (tidy.length > 0 && tidy.at(-1) !== '-')) tidy.push(unit);
  while (tidy.at(-1) === '-') tidy.pop();
  return tidy;
}

/** Drops units from the end until the A-label fits the limit. */
function fitLabel(units: readonly string[]): string {
  const kept = [...units];
  while (kept.length > 1 && aLabel(kept.join('')).length > LABEL_LIMIT) kept.pop();
  return tidyHyphens(kept).join('');
}

/**
 * A U-label of one script, mapped already (lowercase, NFC): `ltr` scripts may start with up to three ASCII
 * letters and mix ASCII letters in; every script may hold ASCII digits and single hyphens after its first
 * letter. Its A-label is at most 63 octets.
 */
export function internationalLabel({
  script,
  maxLength = 12,
}: {
  script: ScriptId;
  maxLength?: number;
}): fc.Arbitrary<string> {
  const ltr = SCRIPTS[script].direction === 'ltr';
  const inner = fc.oneof(
    { arbitrary: scriptUnit(script), weight: 6 },
    { arbitrary: characterFrom(ASCII_DIGITS), weight: 1 },
    { arbitrary: fc.constant('-'), weight: 1 },
    ...(ltr ? [{ arbitrary: characterFrom(ASCII_LOWER), weight: 2 }] : []),
  );
  const prefix = ltr ? fc.array(characterFrom(ASCII_LOWER), { maxLength: 3 }) : fc.constant([]);
  return fc
    .tuple(prefix, scriptUnit(script), fc.array(inner, { maxLength: Math.max(0, maxLength - 1) }))
    .map(([start, first, rest]) => fitLabel(tidyHyphens([...start, first, ...rest])));
}

const ASCII_LABEL_POOLS: Pools = {
  first: ASCII_LOWER,
  inner: [...ASCII_LOWER, ...ASCII_DIGITS],
  last: [...ASCII_LOWER, ...ASCII_DIGITS],
  separator: '-',
};

/**
 * An LDH label of exactly `length` characters that starts with a letter (a digit first would break the bidi
 * rule next to a right-to-left label) and has no two hyphens side by side.
 */
export function asciiLabel(length: number): fc.Arbitrary<string> {
  return exactText(length, ASCII_LABEL_POOLS);
}

/** A last label of ASCII letters only, 2 to 6 of them. */
const asciiTopLabel = fc
  .integer({ min: 2, max: 6 })
  .chain((length) => exactText(length, { first: ASCII_LOWER, inner: ASCII_LOWER, last: ASCII_LOWER }));

const scriptOf = (scripts: readonly ScriptId[]): fc.Arbitrary<ScriptId> => fc.constantFrom(...scripts);

/** A domain label: a U-label of one of the scripts (of up to `units` units) three times in four, else ASCII. */
function anyLabel(scripts: readonly ScriptId[], units: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: scriptOf(scripts).chain((script) => internationalLabel({ script, maxLength: units })), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: units - 2 }).chain(asciiLabel), weight: 1 },
  );
}

const LOCAL_ASCII = [...ASCII_LOWER, ...ASCII_UPPER, ...ASCII_DIGITS];

/** One unit of a local part: ASCII atext, a letter (or capital, or letter and mark) of a script, a digit. */
function localUnit(scripts: readonly ScriptId[]): fc.Arbitrary<string> {
  const capitals = scripts.flatMap((script) => SCRIPTS[script].capitals);
  return fc.oneof(
    { arbitrary: characterFrom(LOCAL_ASCII), weight: 3 },
    { arbitrary: scriptOf(scripts).chain(scriptUnit), weight: 5 },
    { arbitrary: characterFrom(ASCII_SYMBOLS), weight: 1 },
    { arbitrary: characterFrom(LOCAL_DIGITS), weight: 1 },
    ...(capitals.length > 0 ? [{ arbitrary: characterFrom(capitals), weight: 1 }] : []),
  );
}

/**
 * A dot-atom local part of letters (of one or two of the scripts, capitals too), digits and ASCII atext,
 * NFC, no mark first, at most 64 octets in UTF-8 (`maxOctets` to ask for fewer).
 */
export function internationalLocalPart({
  scripts = SCRIPT_IDS,
  maxOctets = LOCAL_LIMIT,
}: {
  scripts?: readonly ScriptId[];
  maxOctets?: number;
} = {}): fc.Arbitrary<string> {
  return fc
    .subarray([...scripts], { minLength: 1, maxLength: Math.min(2, scripts.length) })
    .chain((chosen) =>
      fc.array(fc.array(localUnit(chosen), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
    )
    .map((atoms) => {
      const units = atoms.flatMap((atom, index) => (index === 0 ? atom : ['.', ...atom]));
      while (units.length > 1 && utf8Octets(units.join('')) > maxOctets) units.pop();
      while (units.at(-1) === '.') units.pop();
      return units.join('');
    });
}

/** A letter in the capital the domain mapping lowers back to it, when there is one such. */
function capitalOf(character: string): string {
  const upper = character.toUpperCase();
  const lowersBack = upper.replaceAll('\u03a3', '\u03c3').toLowerCase() === character;
  return Array.from(upper).length === 1 && lowersBack ? upper : character;
}

export type LabelCasing = 'lower' | 'title' | 'upper' | 'aLabel';

/** How a mapped label is typed: as it is, capitalised, in capitals, or as its A-label (in either case). */
export function typeLabel(label: string, casing: LabelCasing, upperALabel = false): string {
  switch (casing) {
    case 'lower':
      return label;
    case 'title': {
      const [first = '', ...rest] = Array.from(label);
      return capitalOf(first) + rest.join('');
    }
    case 'upper':
      return Array.from(label, capitalOf).join('');
    case 'aLabel': {
      const written = aLabel(label);
      return upperALabel ? written.toUpperCase() : written;
    }
  }
}

/** An address in parts: the local part, the domain's labels as typed, and the dot after each label but the last. */
export interface InternationalParts {
  readonly local: string;
  readonly labels: readonly string[];
  readonly dots: readonly string[];
}

/** The address the parts spell. */
export function joinParts({ local, labels, dots }: InternationalParts): string {
  return `${local}@${labels.map((label, index) => label + (dots[index] ?? '')).join('')}`;
}

/** Where each label starts and ends in the address the parts spell (UTF-16 offsets). */
export function labelSpans({ local, labels, dots }: InternationalParts): (readonly [number, number])[] {
  let start = local.length + 1;
  return labels.map((label, index) => {
    const span = [start, start + label.length] as const;
    start += label.length + (dots[index]?.length ?? 0);
    return span;
  });
}

const casingOf = (typedForms: boolean): fc.Arbitrary<readonly [LabelCasing, boolean]> =>
  typedForms
    ? fc.tuple(
        fc.oneof(
          { arbitrary: fc.constant<LabelCasing>('lower'), weight: 6 },
          { arbitrary: fc.constantFrom<LabelCasing>('title', 'upper', 'aLabel'), weight: 1 },
        ),
        fc.boolean(),
      )
    : fc.constant(['lower', false] as const);

const dotOf = (typedForms: boolean): fc.Arbitrary<string> =>
  typedForms
    ? fc.oneof({ arbitrary: fc.constant('.'), weight: 8 }, { arbitrary: fc.constantFrom(...OTHER_DOTS), weight: 1 })
    : fc.constant('.');

/** How long the parts may grow: the local part's octets, a label's units. */
export interface PartSizes {
  readonly localOctets: number;
  readonly labelUnits: number;
}

const FULL_SIZE: PartSizes = { localOctets: LOCAL_LIMIT, labelUnits: 12 };

/** A valid international address, in parts (see `internationalAddress`); `sizes` keeps them shorter. */
export function internationalParts(
  { scripts = SCRIPT_IDS, typedForms = true }: InternationalOptions = {},
  { localOctets, labelUnits }: PartSizes = FULL_SIZE,
): fc.Arbitrary<InternationalParts> {
  if (scripts.length === 0) throw new RangeError('internationalAddress needs at least one script');
  const top = fc.oneof(
    { arbitrary: asciiTopLabel, weight: 2 },
    { arbitrary: scriptOf(scripts).chain((script) => internationalLabel({ script, maxLength: 4 })), weight: 1 },
  );
  return fc
    .tuple(
      internationalLocalPart({ scripts, maxOctets: localOctets }),
      fc.array(anyLabel(scripts, labelUnits), { minLength: 1, maxLength: 3 }),
      top,
      fc.array(fc.tuple(casingOf(typedForms), dotOf(typedForms)), { minLength: 4, maxLength: 4 }),
    )
    .map(([local, inner, last, looks]) => {
      const mapped = [...inner, last];
      // Fewer labels until every form fits 254 (two labels of 63 and 64 octets of local part always do).
      while (mapped.length > 2 && internationalLengths(`${local}@${mapped.join('.')}`).total > TOTAL_LIMIT)
        mapped.shift();
      const labels = mapped.map((label, index) => {
        const [casing, upperALabel] = looks[index]?.[0] ?? ['lower', false];
        // An ASCII label has no A-label: its casing is all that can vary.
        const usable = casing === 'aLabel' && aLabel(label) === label ? 'upper' : casing;
        return typeLabel(label, usable, upperALabel);
      });
      const dots = looks.slice(0, labels.length - 1).map(([, dot]) => dot);
      return { local, labels, dots };
    });
}

/**
 * Valid international addresses: a dot-atom local part of letters of one or two scripts (capitals, marks
 * after letters, other scripts' digits), ASCII atext mixed in; two to four domain labels, each a U-label of
 * one script or ASCII, the last often ASCII letters. With `typedForms` (the default) some labels are typed
 * capitalised, in capitals or as A-labels, and some dots as 。．｡. NFC, within every limit.
 */
export function internationalAddress(options: InternationalOptions = {}): fc.Arbitrary<string> {
  return internationalParts(options).map(joinParts);
}
