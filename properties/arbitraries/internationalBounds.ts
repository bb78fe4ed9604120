import fc from 'fast-check';
import { LIMITS, type Bound } from '../../src/index.ts';
import { LABEL_POSITIONS, lengthAround, type LabelPosition } from './addresses.ts';
import { exactText } from './exactText.ts';
import { OTHER_DOTS, internationalLabel, internationalLocalPart } from './international.ts';
import { aLabel, internationalLengths, utf8Octets } from './internationalForms.ts';
import {
  ASCII_DIGITS,
  ASCII_LOWER,
  ASCII_SYMBOLS,
  ASCII_UPPER,
  DECOMPOSED,
  LOCAL_DIGITS,
  NFC_GROWER,
  SCRIPTS,
  SCRIPT_IDS,
  type ScriptId,
} from './internationalPools.ts';
import { SHAPES, characterFrom } from './shapes.ts';

/**
 * International addresses at exact lengths in the units the `international` profile counts: a label's
 * A-label octets, the local part's UTF-8 octets (as typed or in NFC), the whole address's octets in
 * whichever of its three forms is longest. Exact by construction, not by filtering: every draw hits.
 */

const { total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT } = LIMITS;

/** The shortest A-label a one-letter U-label of the pools has (`xn--tda` is 7, the longest one letter gives 8). */
export const SHORTEST_EXACT_A_LABEL = 8;

const codePointOf = (text: string): number => text.codePointAt(0) ?? 0;
const largestCodePoint = (unit: string): number => Math.max(...Array.from(unit, codePointOf));
const isLetterUnit = (unit: string): boolean => unit !== '-' && !ASCII_DIGITS.includes(unit);

/**
 * A U-label ending in M (the largest code point it holds) whose A-label is exactly `length` octets.
 * The lemma: once M is last, each further copy of M adds Punycode's digit for a delta of 0 (`a`), one
 * octet. So: the stem's units no larger than M, a letter first, M; measure; add the copies that are missing.
 * The stem falls back to nothing when it is not NFC or already too long.
 */
function exactLabel(m: string, stem: readonly string[], length: number): string {
  const largest = codePointOf(m);
  const kept: string[] = [];
  for (const unit of stem) {
    if (largestCodePoint(unit) > largest) continue;
    // A letter first (a digit or hyphen first would break the bidi rule or the hyphen rule); no two hyphens.
    if (kept.length === 0 ? !isLetterUnit(unit) : unit === '-' && kept.at(-1) === '-') continue;
    kept.push(unit);
  }
  let label = kept.join('') + m;
  if (label.normalize('NFC') !== label || aLabel(label).length > length) label = m;
  const base = aLabel(label).length;
  if (base > length) throw new RangeError(`No label of ${m} has an A-label as short as ${length} octets`);
  return label + m.repeat(length - base);
}

/** Units a stem may hold: letters of the script (and their marks), ASCII digits, hyphens; ASCII letters left to right. */
function stemUnit(script: ScriptId): fc.Arbitrary<string> {
  const { letters, marks, direction } = SCRIPTS[script];
  const letter = characterFrom(letters);
  return fc.oneof(
    { arbitrary: letter, weight: 4 },
    ...(marks.length > 0
      ? [{ arbitrary: fc.tuple(letter, characterFrom(marks)).map(([base, mark]) => base + mark), weight: 1 }]
      : []),
    ...(direction === 'ltr' ? [{ arbitrary: characterFrom([...ASCII_LOWER, ...ASCII_DIGITS]), weight: 2 }] : []),
    { arbitrary: characterFrom(ASCII_DIGITS), weight: 1 },
    { arbitrary: fc.constant('-'), weight: 1 },
  );
}

/**
 * A U-label of the script (any by default) whose A-label is exactly `length` octets (at least 8): a stem of up
 * to six units, then its largest letter repeated. Shrinks toward one letter repeated.
 */
export function uLabelOfALength({ length, script }: { length: number; script?: ScriptId }): fc.Arbitrary<string> {
  return labelDraw(length, script).map(({ label }) => label);
}

function labelDraw(length: number, script: ScriptId | undefined): fc.Arbitrary<{ label: string; script: ScriptId }> {
  if (!Number.isInteger(length) || length < SHORTEST_EXACT_A_LABEL)
    throw new RangeError(`An exact A-label needs at least ${SHORTEST_EXACT_A_LABEL} octets, asked for ${length}`);
  const scripts = script === undefined ? fc.constantFrom(...SCRIPT_IDS) : fc.constant(script);
  return scripts.chain((chosen) =>
    fc
      .tuple(characterFrom(SCRIPTS[chosen].letters), fc.array(stemUnit(chosen), { maxLength: 6 }))
      .map(([m, stem]) => ({ label: exactLabel(m, stem, length), script: chosen })),
  );
}

// --- local parts in exact octets ---------------------------------------------------------------------

const LOCAL_ASCII = [...ASCII_LOWER, ...ASCII_UPPER, ...ASCII_DIGITS, ...ASCII_SYMBOLS];
const LOCAL_LETTERS = [
  ...SCRIPT_IDS.flatMap((script) => [...SCRIPTS[script].letters, ...SCRIPTS[script].capitals]),
  ...LOCAL_DIGITS,
];
/** The local part's characters by their UTF-8 width: no mark, nothing NFC changes. */
const BY_WIDTH: readonly (readonly string[])[] = [1, 2, 3, 4].map((width) =>
  width === 1 ? LOCAL_ASCII : LOCAL_LETTERS.filter((character) => utf8Octets(character) === width),
);

/** How many characters of 1, 2, 3 and 4 octets make `codePoints` characters and `octets` octets. */
function widthCounts(octets: number, codePoints: number): fc.Arbitrary<readonly [number, number, number, number]> {
  // Each character takes one octet and 0-3 more: `extra` more in all.
  const extra = octets - codePoints;
  return fc
    .integer({ min: Math.max(0, extra - 2 * codePoints), max: Math.min(Math.floor(extra / 3), codePoints) })
    .chain((fours) => {
      const rest = extra - 3 * fours;
      const slots = codePoints - fours;
      return fc.integer({ min: Math.max(0, rest - slots), max: Math.floor(rest / 2) }).map((threes) => {
        const twos = rest - 2 * threes;
        return [slots - twos - threes, twos, threes, fours] as const;
      });
    });
}

/** The fewest and most code points a local part of `octets` octets as typed, `growers` of them U+FB2C, may have. */
function codePointRange(octets: number, growers: number): { min: number; max: number } {
  const rest = octets - 3 * growers;
  return { min: growers + Math.ceil(rest / 4), max: growers + rest };
}

/**
 * A dot-atom local part of exactly `octets` UTF-8 octets as typed and `codePoints` code points (drawn when not
 * given), `growers` of them U+FB2C (each 3 octets more in NFC); characters of 1 to 4 octets from every pool,
 * dots inside. Shrinks toward ASCII first, then wider characters, no dots.
 */
export function localPartOfOctets({
  octets,
  codePoints,
  growers = 0,
}: {
  octets: number;
  codePoints?: number;
  growers?: number;
}): fc.Arbitrary<string> {
  const range = codePointRange(octets, growers);
  if (!Number.isInteger(octets) || octets < 1 || range.min > range.max)
    throw new RangeError(`No local part has ${octets} octets with ${growers} U+FB2C`);
  if (codePoints !== undefined && (codePoints < range.min || codePoints > range.max))
    throw new RangeError(
      `A local part of ${octets} octets (${growers} U+FB2C) has ${range.min} to ${range.max} code points, asked for ${codePoints}`,
    );
  const count = codePoints === undefined ? drawnCodePoints(range) : fc.constant(codePoints);
  return count.chain((total) =>
    widthCounts(octets - 3 * growers, total - growers).chain((counts) =>
      fc
        .tuple(
          fc.tuple(
            ...counts.map((size, index) =>
              fc.array(characterFrom(BY_WIDTH[index] ?? []), { minLength: size, maxLength: size }),
            ),
          ),
          fc.array(fc.nat(), { minLength: total, maxLength: total }),
          fc.array(fc.nat({ max: 5 }), { minLength: total, maxLength: total }),
        )
        .map(([byWidth, order, dots]) => {
          const characters = [...byWidth.flat(), ...Array<string>(growers).fill(NFC_GROWER)];
          const placed = characters
            .map((character, index) => ({ character, key: order[index] ?? 0 }))
            .sort((left, right) => left.key - right.key)
            .map(({ character }) => character);
          // A one-octet character inside (never first or last, never beside another dot) may become a dot.
          for (let index = 1; index < placed.length - 1; index++) {
            const character = placed[index] ?? '';
            if (dots[index] === 5 && LOCAL_ASCII.includes(character) && placed[index - 1] !== '.') placed[index] = '.';
          }
          return placed.join('');
        }),
    ),
  );
}

/** A code point count: anywhere in the range, now and then its ends. */
function drawnCodePoints({ min, max }: { min: number; max: number }): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 3 },
    { arbitrary: fc.constantFrom(max, min), weight: 1 },
  );
}

// --- the boundary cases ------------------------------------------------------------------------------

/** The three forms the whole address is measured in: as typed; NFC local part and U-labels; A-labels. */
export type TotalForm = 'typed' | 'normalized' | 'ascii';
/** The two forms the local part is measured in. */
export type LocalForm = 'typed' | 'normalized';

export const TOTAL_FORMS: readonly TotalForm[] = Object.freeze(['typed', 'normalized', 'ascii']);
export const LOCAL_FORMS: readonly LocalForm[] = Object.freeze(['typed', 'normalized']);

/**
 * What to draw: the bound, and what to fix. `length` fixes the bounded length (a whole address needs 200
 * octets at least, a local part longer in NFC 6, an exact A-label 8); `form`, the form that binds; `codePoints`,
 * the local part's code points as typed; `position` and `script`, where the long label stands and its letters
 * (Latin instead when the script's letters would take the address past 254 octets in UTF-8).
 */
export type InternationalBoundaryOptions =
  | { readonly bound: 'total'; readonly form?: TotalForm; readonly length?: number }
  | { readonly bound: 'local'; readonly form?: LocalForm; readonly length?: number; readonly codePoints?: number }
  | {
      readonly bound: 'label';
      readonly length?: number;
      readonly position?: LabelPosition;
      readonly script?: ScriptId;
    };

/** One address drawn around a bound, with what was drawn. */
export interface InternationalBoundaryCase {
  readonly address: string;
  readonly bound: Bound;
  /** The bounded length in the profile's unit: the longest form of the whole, of the local part, the long label's A-label. */
  readonly length: number;
  readonly limit: number;
  /** The form that binds (`total`: strictly longer than the other two; `local`: NFC longer than typed, or equal). */
  readonly form?: TotalForm | LocalForm;
  /** The local part's code points as typed (`local`). */
  readonly codePoints?: number;
  /** Where the long label stands and its script (`label`). */
  readonly position?: LabelPosition;
  readonly script?: ScriptId;
}

const drawnOr = (fixed: number | undefined, around: fc.Arbitrary<number>): fc.Arbitrary<number> =>
  fixed === undefined ? around : fc.constant(fixed);
const formOf = <Form>(fixed: Form | undefined, all: readonly Form[]): fc.Arbitrary<Form> =>
  fixed === undefined ? fc.constantFrom(...all) : fc.constant(fixed);

/** An ASCII last label of 2 to `most` letters. */
const topLabel = (most: number): fc.Arbitrary<string> =>
  fc
    .integer({ min: 2, max: Math.max(2, most) })
    .chain((length) => exactText(length, { first: ASCII_LOWER, inner: ASCII_LOWER, last: ASCII_LOWER }));

/** A short valid local part within `octets` (ASCII when the room is too small for any letter and mark). */
function shortLocal(octets: number): fc.Arbitrary<string> {
  return octets >= 6
    ? internationalLocalPart({ maxOctets: octets })
    : fc.integer({ min: 1, max: Math.max(1, octets) }).chain((length) => exactText(length, SHAPES.plain.local));
}

/** A short domain: one U-label of up to six units, then an ASCII last label. */
const shortDomain: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...SCRIPT_IDS).chain((script) => internationalLabel({ script, maxLength: 6 })),
    topLabel(6),
  )
  .map(([label, top]) => `${label}.${top}`);

function localCase(
  fixedForm: LocalForm | undefined,
  fixed: number | undefined,
  codePoints: number | undefined,
): fc.Arbitrary<InternationalBoundaryCase> {
  const limit = LOCAL_LIMIT;
  if (fixedForm === 'normalized' && fixed !== undefined && fixed < 6)
    throw new RangeError(`A local part longer in NFC has at least 6 octets there, asked for ${fixed}`);
  // Octets as typed, and U+FB2C count: the form says whether NFC makes the local part longer.
  const shape = formOf(fixedForm, LOCAL_FORMS).chain(
    (form): fc.Arbitrary<{ form: LocalForm; typed: number; growers: number }> => {
      if (form === 'typed')
        return drawnOr(fixed, lengthAround(limit, { min: 1, max: 2 * limit })).map((typed) => ({
          form,
          typed,
          growers: 0,
        }));
      // A fixed length below 6 with the form drawn: the typed form is the only one that reaches it.
      if (fixed !== undefined && fixed < 6) return fc.constant({ form: 'typed' as const, typed: fixed, growers: 0 });
      // NFC octets around the limit (each U+FB2C 3 as typed, 6 in NFC), or exactly 64 as typed and more in NFC.
      const aroundLimit = drawnOr(fixed, lengthAround(limit, { min: 6, max: 2 * limit })).chain((normalized) =>
        fc
          .integer({ min: 1, max: Math.min(3, Math.floor(normalized / 6)) })
          .map((growers) => ({ form, typed: normalized - 3 * growers, growers })),
      );
      const typedAtLimit = fc.integer({ min: 1, max: 3 }).map((growers) => ({ form, typed: limit, growers }));
      return fixed === undefined
        ? fc.oneof({ arbitrary: aroundLimit, weight: 3 }, { arbitrary: typedAtLimit, weight: 1 })
        : aroundLimit;
    },
  );
  return shape.chain(({ form, typed, growers }) => {
    const range = codePointRange(typed, growers);
    const count = codePoints === undefined ? drawnCodePoints(range) : fc.constant(codePoints);
    return count.chain((total) =>
      fc
        .tuple(localPartOfOctets({ octets: typed, codePoints: total, growers }), shortDomain)
        .map(([local, domain]) => ({
          address: `${local}@${domain}`,
          bound: 'local' as const,
          length: typed + 3 * growers,
          limit,
          form,
          codePoints: total,
        })),
    );
  });
}

/** How many short labels stand beside the long one: `first` has a last label after it, `middle` one each side. */
function besideLabels(position: LabelPosition): number {
  return position === 'middle' ? 2 : 1;
}

function labelCase(
  fixed: number | undefined,
  fixedPosition: LabelPosition | undefined,
  script: ScriptId | undefined,
): fc.Arbitrary<InternationalBoundaryCase> {
  const limit = LABEL_LIMIT;
  if (fixed !== undefined && fixed < SHORTEST_EXACT_A_LABEL)
    throw new RangeError(`An exact A-label needs at least ${SHORTEST_EXACT_A_LABEL} octets, asked for ${fixed}`);
  const positions = fixedPosition === undefined ? fc.constantFrom(...LABEL_POSITIONS) : fc.constant(fixedPosition);
  // At most 110: a Latin label of that A-label length, 228 octets in UTF-8, still leaves room for the rest.
  const lengths = drawnOr(fixed, lengthAround(limit, { min: SHORTEST_EXACT_A_LABEL, max: 110 }));
  return fc.tuple(lengths, positions).chain(([length, position]) =>
    fc.tuple(labelDraw(length, script), labelDraw(length, 'latin')).chain(([drawn, latin]) => {
      const beside = besideLabels(position);
      // The rest of the address at its shortest: a one-octet local part, `@`, two-letter labels and their dots.
      const restAtLeast = 2 + 3 * beside;
      // A script of wide letters can pass 254 octets in UTF-8 at long A-labels: Latin (2 octets a letter) then fits.
      const { label, script: used } = utf8Octets(drawn.label) <= TOTAL_LIMIT - restAtLeast ? drawn : latin;
      const room = TOTAL_LIMIT - utf8Octets(label) - restAtLeast;
      const spare = Math.min(room, 10);
      return fc
        .tuple(
          shortLocal(1 + Math.floor(spare / 2)),
          fc.array(topLabel(2 + Math.floor(spare / (2 * beside))), { minLength: beside, maxLength: beside }),
        )
        .map(([local, others]) => {
          const labels =
            position === 'first'
              ? [label, ...others]
              : position === 'middle'
                ? [others[0] ?? 'a', label, others[1] ?? 'co']
                : [...others, label];
          return {
            address: `${local}@${labels.join('.')}`,
            bound: 'label' as const,
            length,
            limit,
            position,
            script: used,
          };
        });
    }),
  );
}

// --- whole addresses ---------------------------------------------------------------------------------

/**
 * The part of a whole address its form binds on, before ASCII padding: the local part as typed and the
 * labels with the dot typed after each. The padding (ASCII in the local part, ASCII labels before the last
 * label) adds the same octets to all three forms, so the form that binds in the core binds in the end.
 */
interface Core {
  readonly local: string;
  readonly labels: readonly string[];
  readonly dots: readonly string[];
}

/**
 * Labels longer in UTF-8 than as A-labels: letters of 3 or 4 octets, the last repeated (each copy 3 or 4
 * octets more in UTF-8, 1 more in the A-label).
 */
const WIDE_SCRIPTS: readonly ScriptId[] = SCRIPT_IDS.filter((script) => SCRIPTS[script].octets >= 3);
const wideLabel: fc.Arbitrary<string> = fc.constantFrom(...WIDE_SCRIPTS).chain((script) =>
  fc
    .tuple(
      fc.array(characterFrom(SCRIPTS[script].letters), { maxLength: 3 }),
      characterFrom(SCRIPTS[script].letters),
      fc.integer({ min: 6, max: 9 }),
    )
    .map(([stem, m, copies]) => {
      const label = stem.join('') + m.repeat(copies);
      const fits = aLabel(label).length <= LABEL_LIMIT && utf8Octets(label) > aLabel(label).length;
      return fits ? label : m.repeat(9);
    }),
);

/** Labels longer as A-labels than in UTF-8: one or two letters of 2 octets (`ü` is `xn--tda`). */
const NARROW_SCRIPTS: readonly ScriptId[] = SCRIPT_IDS.filter((script) => SCRIPTS[script].octets === 2);
const narrowLabel: fc.Arbitrary<string> = fc
  .constantFrom(...NARROW_SCRIPTS)
  .chain((script) =>
    fc.array(characterFrom(SCRIPTS[script].letters), { minLength: 1, maxLength: 2 }).map((letters) => letters.join('')),
  );

const CORES: Readonly<Record<TotalForm, fc.Arbitrary<Core>>> = {
  // Longer as typed: wide labels, and a local part NFC shortens or a dot the mapping shortens (or both).
  typed: fc
    .tuple(
      internationalLocalPart({ maxOctets: 20 }),
      fc.array(wideLabel, { minLength: 1, maxLength: 2 }),
      fc.constantFrom('decomposed', 'dots', 'both'),
      fc.array(characterFrom(DECOMPOSED), { minLength: 1, maxLength: 3 }),
      fc.array(fc.constantFrom('.', ...OTHER_DOTS), { minLength: 2, maxLength: 2 }),
      characterFrom(OTHER_DOTS),
    )
    .map(([local, labels, shrinks, decomposed, dots, firstDot]) => {
      const withDots = shrinks !== 'decomposed';
      return {
        local: shrinks === 'dots' ? local : local + decomposed.join(''),
        labels,
        dots: labels.map((_, index) => (!withDots ? '.' : index === 0 ? firstDot : (dots[index] ?? '.'))),
      };
    }),
  // Longer in NFC: U+FB2C at either end of the local part, wide labels.
  normalized: fc
    .tuple(
      internationalLocalPart({ maxOctets: 20 }),
      fc.integer({ min: 1, max: 3 }),
      fc.boolean(),
      fc.array(wideLabel, { minLength: 1, maxLength: 2 }),
    )
    .map(([local, growers, before, labels]) => {
      const grown = NFC_GROWER.repeat(growers);
      return { local: before ? grown + local : local + grown, labels, dots: labels.map(() => '.') };
    }),
  // Longer with A-labels: many short labels of 2-octet letters.
  ascii: fc
    .tuple(internationalLocalPart({ maxOctets: 20 }), fc.array(narrowLabel, { minLength: 3, maxLength: 16 }))
    .map(([local, labels]) => ({ local, labels, dots: labels.map(() => '.') })),
};

/** The smallest whole length every core leaves room for (the largest core is below it). */
export const SHORTEST_TOTAL_CASE = 200;

const ALPHANUMERIC = [...ASCII_LOWER, ...ASCII_DIGITS];
/** A padding label: a letter, then letters and digits (no hyphen, for a readable address). */
const paddingLabel = (length: number): fc.Arbitrary<string> =>
  exactText(length, { first: ASCII_LOWER, inner: ALPHANUMERIC, last: ALPHANUMERIC });

/** ASCII label lengths adding up, each with its dot, to `octets` (not 1): the fewest labels of at most 63. */
function paddingLabelLengths(octets: number): number[] {
  if (octets === 0) return [];
  const count = Math.ceil(octets / (LABEL_LIMIT + 1));
  const letters = octets - count;
  return Array.from({ length: count }, (_, index) => Math.floor(letters / count) + (index < letters % count ? 1 : 0));
}

function totalCase(
  fixedForm: TotalForm | undefined,
  fixed: number | undefined,
): fc.Arbitrary<InternationalBoundaryCase> {
  const limit = TOTAL_LIMIT;
  if (fixed !== undefined && fixed < SHORTEST_TOTAL_CASE)
    throw new RangeError(`A whole-address case needs at least ${SHORTEST_TOTAL_CASE} octets, asked for ${fixed}`);
  const lengths = drawnOr(fixed, lengthAround(limit, { min: SHORTEST_TOTAL_CASE, max: limit + limit / 2 }));
  return fc.tuple(formOf(fixedForm, TOTAL_FORMS), lengths).chain(([form, length]) =>
    fc.tuple(CORES[form], topLabel(6)).chain(([core, top]) => {
      const labels = core.labels.map((label, index) => label + (core.dots[index] ?? '.')).join('');
      const measured = internationalLengths(`${core.local}@${labels}${top}`);
      const padding = length - measured[form];
      if (padding < 0) throw new Error(`A ${form} core of ${measured[form]} octets passes ${length}`);
      const localRoom = Math.min(padding, LOCAL_LIMIT - measured.local);
      return fc.integer({ min: 0, max: localRoom }).chain((drawnLocal) => {
        // A padding label takes two octets at least (a letter and its dot): never leave one octet for it.
        const inLocal = padding - drawnLocal === 1 ? drawnLocal + (drawnLocal < localRoom ? 1 : -1) : drawnLocal;
        return fc
          .tuple(
            inLocal === 0 ? fc.constant('') : exactText(inLocal, SHAPES.plain.local),
            fc.tuple(...paddingLabelLengths(padding - inLocal).map(paddingLabel)),
          )
          .map(([extra, padLabels]) => ({
            address: `${core.local}${extra}@${labels}${padLabels.map((label) => `${label}.`).join('')}${top}`,
            bound: 'total' as const,
            length,
            limit,
            form,
          }));
      });
    }),
  );
}

/**
 * International addresses around a bound, measured in the profile's units: the bounded length (the whole
 * address in its longest form, the local part in octets, or one label's A-label, placed first, in the middle
 * or last) is limit - 1, limit or limit + 1 three times in four, else anywhere in its range; every other
 * part is valid and within its limit. `form` chooses which form binds (`total`: as typed, in NFC with
 * U-labels, with A-labels; `local`: as typed, or in NFC with U+FB2C), else it is drawn.
 */
export function internationalBoundaryCase(
  options: InternationalBoundaryOptions,
): fc.Arbitrary<InternationalBoundaryCase> {
  switch (options.bound) {
    case 'total':
      return totalCase(options.form, options.length);
    case 'local':
      return localCase(options.form, options.length, options.codePoints);
    case 'label':
      return labelCase(options.length, options.position, options.script);
  }
}

/** The address strings of `internationalBoundaryCase`. */
export function internationalBoundaryAddress(options: InternationalBoundaryOptions): fc.Arbitrary<string> {
  return internationalBoundaryCase(options).map((drawn) => drawn.address);
}
