/**
 * The `international` profile against python email-validator 2.3.0 on 4,000 international addresses
 * (fixture README: how they were drawn and judged). Python is an anchor, not the specification: every
 * verdict agrees except the deliberate differences below, each a named predicate with the reason for it.
 * A disagreement is explained only when every rule the kit fails (or, the other way, python's message) is
 * accounted for by a difference; a difference that explains no case is dead and fails its test.
 * Where both accept, the forms agree: `normalized`, `ascii_email` (the kit's `ascii`), `ascii_domain` and
 * `smtputf8`.
 */
import { describe, expect, test } from 'vitest';
import { isValidEmail } from '../../src/entries/international.ts';
import type { EmailReport, RuleId, RuleResult } from '../../src/index.ts';
import { kitReport } from './kitDomain.ts';
import { readPythonCases, type PythonCase } from './pythonFixture.ts';
import { mapsOnlyUnderUts46 } from './rfc5895.ts';
import { bidiClass } from './unicodeFiles.ts';

interface Difference {
  readonly name: string;
  /** One line: why the kit answers otherwise. */
  readonly why: string;
  /**
   * Whether this difference accounts for the kit's failing `result` where python accepts; for a difference
   * the other way round (python refuses what the kit accepts), `result` is undefined.
   */
  readonly explains: (python: PythonCase, kit: EmailReport, result: RuleResult | undefined) => boolean;
}

const utf8 = (text: string): number => Buffer.byteLength(text, 'utf8');
const localOf = (input: string): string => input.slice(0, input.lastIndexOf('@'));
const patternOf = (kit: EmailReport): RuleResult | undefined => kit.results.find((result) => result.rule === 'pattern');
/** The code point a pattern failure is about: the one its message names, else the one at `at`. */
function codePointOf(kit: EmailReport): number | undefined {
  const pattern = patternOf(kit);
  const named = pattern?.params?.codePoint;
  if (typeof named === 'string' && /^U\+[0-9A-F]{4,6}$/.test(named)) return Number.parseInt(named.slice(2), 16);
  return pattern?.at === undefined ? undefined : kit.input.codePointAt(pattern.at);
}
const RIGHT_TO_LEFT = new Set(['R', 'AL', 'AN']);
const hasRightToLeft = (text: string): boolean =>
  [...text].some((character) => RIGHT_TO_LEFT.has(bidiClass(character.codePointAt(0) ?? 0)));

/** The profile refuses a character UTS 46 maps, so python, which maps first, measures other labels. */
const mappedByUts46Only = (kit: EmailReport): boolean => {
  const pattern = patternOf(kit);
  const codePoint = codePointOf(kit);
  return pattern?.reason === 'disallowed' && codePoint !== undefined && mapsOnlyUnderUts46(codePoint);
};

const DIFFERENCES: readonly Difference[] = [
  {
    name: 'the local part is limited to 64 octets',
    why: 'RFC 5321 §4.5.3.1.1 says 64 octets (UTF-8 under RFC 6531); python 2.3.0 checks 64 only when strict, and then in code points',
    explains: (python, _, result) =>
      result?.rule === 'localTooLong' &&
      Math.max(utf8(localOf(python.input)), utf8(localOf(python.input).normalize('NFC'))) > 64,
  },
  {
    name: 'a look-alike of ASCII in the local part',
    why: 'a character whose NFKC form is ASCII (`¹`, fullwidth `＠`) passes for another address; python allows any letter, number, punctuation or symbol',
    explains: (python, kit, result) => {
      const codePoint = codePointOf(kit);
      if (result?.rule !== 'pattern' || result.reason !== 'lookalike' || codePoint === undefined) return false;
      const character = String.fromCodePoint(codePoint);
      return localOf(python.input).includes(character) && /^[\0-\x7f]+$/.test(character.normalize('NFKC'));
    },
  },
  {
    name: 'UTS 46 compatibility mapping',
    why: 'python maps the domain with UTS 46 first (`①` → `1`, `ﬁ` → `fi`); IDNA2008 judges the U-label as typed, and RFC 5895 maps only case, width and NFC',
    // The label python measures is then another one too: a length rule the kit fails there follows from it.
    explains: (_, kit, result) =>
      (result?.rule === 'pattern' || result?.rule === 'labelTooLong' || result?.rule === 'tooLong') &&
      mappedByUts46Only(kit),
  },
  {
    name: 'the bidi rule holds for every label of a bidi domain',
    why: 'RFC 5893 §1.4 and §2 apply it to every label once one label is right-to-left (IdnaTestV2 and tr46 agree); python’s idna tests only labels that hold a right-to-left character',
    explains: (python, _, result) => {
      const label = result?.params?.label;
      if (result?.rule !== 'pattern' || result.reason !== 'bidi' || typeof label !== 'string') return false;
      const labels = (python.domain ?? '').split('.');
      return labels.includes(label) && !hasRightToLeft(label) && labels.some(hasRightToLeft);
    },
  },
  {
    name: 'a joiner where RFC 5892 allows it',
    why: 'python refuses ZWJ and ZWNJ anywhere as unsafe before IDNA; RFC 5892 A.1 and A.2 allow them in their contexts (here ZWNJ between joining Arabic letters)',
    explains: (python, kit, result) =>
      result === undefined &&
      kit.valid &&
      /unsafe characters: ZERO WIDTH (NON-)?JOINER/.test(python.error ?? '') &&
      /[\u200C\u200D]/u.test(python.input),
  },
];

interface Judged {
  readonly python: PythonCase;
  /** The kit's report, or what it threw. */
  readonly kit: EmailReport | Error;
}

/** The differences that account for a disagreement, or undefined when something is left unexplained. */
function explanation(python: PythonCase, kit: EmailReport): Difference[] | undefined {
  if (python.valid) {
    const failing = kit.results.filter((result) => result.status === 'fail');
    const used = new Set<Difference>();
    for (const result of failing) {
      const difference = DIFFERENCES.find((each) => each.explains(python, kit, result));
      if (difference === undefined) return undefined;
      used.add(difference);
    }
    return [...used];
  }
  const difference = DIFFERENCES.find((each) => each.explains(python, kit, undefined));
  return difference === undefined ? undefined : [difference];
}

function describeCase({ python, kit }: Judged): string {
  const kitSays =
    kit instanceof Error
      ? `threw ${kit.message}`
      : kit.valid
        ? 'valid'
        : `${kit.failed.map((rule: RuleId) => (rule === 'pattern' ? `pattern/${patternOf(kit)?.reason ?? ''}` : rule)).join(', ')}: ${kit.deciding.message}`;
  return `line ${python.line} ${JSON.stringify(python.input)}: python ${python.valid ? 'valid' : `"${python.error ?? ''}"`}; kit ${kitSays}`;
}

const judged: Judged[] = readPythonCases().map((python) => {
  try {
    return { python, kit: kitReport(python.input) };
  } catch (error) {
    return { python, kit: error instanceof Error ? error : new Error(String(error)) };
  }
});
const agreeing = judged.filter(({ python, kit }) => !(kit instanceof Error) && kit.valid === python.valid);
const disagreeing = judged.filter(({ python, kit }) => kit instanceof Error || kit.valid !== python.valid);
const explained = new Map<Judged, Difference[] | undefined>(
  disagreeing.map((each) => [each, each.kit instanceof Error ? undefined : explanation(each.python, each.kit)]),
);
const casesOf = (difference: Difference): Judged[] =>
  disagreeing.filter((each) => explained.get(each)?.includes(difference) === true);
const bothValid = judged.filter(({ python, kit }) => python.valid && !(kit instanceof Error) && kit.valid);

describe(`python email-validator 2.3.0 on ${judged.length} international addresses`, () => {
  test(`agrees on ${agreeing.length} verdicts; the ${disagreeing.length} others are deliberate differences (a case may need two)`, () => {
    expect(disagreeing.filter((each) => explained.get(each) === undefined).map(describeCase)).toEqual([]);
  });

  describe.each(DIFFERENCES.map((difference) => ({ difference, cases: casesOf(difference) })))(
    'deliberate difference',
    ({ difference, cases }) => {
      test(`${difference.name}: ${cases.length} ${cases.length === 1 ? 'case' : 'cases'} (${difference.why})`, () => {
        // A difference no case needs is dead: remove it, or the kit has moved towards python.
        expect(cases.length).toBeGreaterThan(0);
      });
    },
  );

  test(`agrees on normalized, ascii_email, ascii_domain and smtputf8 for all ${bothValid.length} addresses both accept`, () => {
    const forms = ({ kit }: Judged) =>
      kit instanceof Error
        ? {}
        : { normalized: kit.normalized, ascii: kit.ascii, asciiDomain: kit.asciiDomain, smtputf8: kit.smtputf8 };
    const mismatches = bothValid
      .map((each) => ({
        line: each.python.line,
        kit: forms(each),
        python: {
          normalized: each.python.normalized,
          ascii: each.python.ascii_email,
          asciiDomain: each.python.ascii_domain,
          smtputf8: each.python.smtputf8,
        },
      }))
      .filter(({ kit, python }) => JSON.stringify(kit) !== JSON.stringify(python));
    expect(mismatches).toEqual([]);
  });

  test(`isValidEmail of email-rules/international equals the report on all ${judged.length}`, () => {
    expect(
      judged
        .filter(({ python, kit }) => !(kit instanceof Error) && isValidEmail(python.input) !== kit.valid)
        .map(describeCase),
    ).toEqual([]);
  });
});
