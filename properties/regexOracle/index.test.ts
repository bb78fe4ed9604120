import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ProfileId } from '../../src/index.ts';
import { SHAPE_ORACLES } from '../oracles.ts';
import { runsOr } from '../runs.ts';
import { profileInput } from './arbitraryInputs.ts';
import { PROFILE_ORACLES, SHAPE_REGEX_SOURCES, compileOracle } from './index.ts';

const PROFILES = ['standard', 'permissive', 'html', 'rfc5322'] as const satisfies readonly ProfileId[];

/** UTF-16 width of the character the profile's regex reads at `index`: a pair is one character under u. */
function widthAt(input: string, index: number, unicode: boolean): number {
  const codePoint = input.codePointAt(index) ?? 0;
  return unicode && codePoint > 0xffff ? 2 : 1;
}

interface ViabilityCheck {
  /** Prefixes are drawn from these characters, and from cut-off matches. */
  readonly prefixCharacters: readonly string[];
  readonly matches: readonly string[];
  /** Completions are these starts followed by up to `maxCompletion` of the completion characters. */
  readonly completionStarts: readonly string[];
  readonly completionCharacters: readonly string[];
  readonly maxCompletion: number;
}

/**
 * Brute force that is exact: for each profile, every viable prefix over its prefix characters completes
 * within the bound over the completion characters, so "some completion found" is viability itself.
 */
const VIABILITY_CHECKS: Readonly<Record<(typeof PROFILES)[number], ViabilityCheck>> = {
  // The longest completions start from nothing, or from a local part ending in a dot: `a@a.aa`, 6 (the last
  // label takes a letter and one more character). Anywhere in the domain `a.aa` suffices (4): one
  // alphanumeric to close a hyphen or dot, then a dot and a two-letter label.
  standard: {
    prefixCharacters: ['a', '0', '.', '-', '@', '`', '"'],
    matches: ['a.b-c@d-e.f0.gh', 'a`b@0.c--d.e-f', '-@a.bc'],
    completionStarts: [''],
    completionCharacters: ['a', '.', '@'],
    maxCompletion: 6,
  },
  // Nothing needs `a@a.a` (5); a domain with no dot after its first character needs `.a` (2) at most.
  permissive: {
    prefixCharacters: ['a', '.', '@', ' ', '\t', '\u3000', '\uD83D'],
    matches: ['.a@..b.', '\uD83D@a.\uD83D', 'a.b@c.d.e'],
    completionStarts: [''],
    completionCharacters: ['a', '.', '@'],
    maxCompletion: 5,
  },
  // Nothing needs `a@a` (3); a local part needs `@a` (2), a domain ending in a hyphen or dot `a` (1).
  html: {
    prefixCharacters: ['a', '0', '.', '-', '@', '"', '_'],
    matches: ['.a_.@a-0.b', '_@0', 'a@a--a.0'],
    completionStarts: [''],
    completionCharacters: ['a', '.', '@'],
    maxCompletion: 3,
  },
  // Nothing needs `a@a.a` (5), a quoted part after its backslash `a"@a.a` (6). A trailing high surrogate
  // needs its low half first: a low surrogate later in a completion would be lone, and no lone surrogate
  // matches, so trying it only at the start is exhaustive; after it `"@a.a` (5) at most.
  rfc5322: {
    prefixCharacters: ['a', '.', '@', '"', '\\', ' ', '-', 'ö', '\uD83D', '\uDE00', '😀'],
    matches: ['a.ö😀@a-b.c', '"a\\"@ .😀"@a.b', '"\\\\"@0.0'],
    completionStarts: ['', '\uDE00'],
    completionCharacters: ['a', '.', '@', '"'],
    maxCompletion: 6,
  },
};

function completable(pattern: RegExp, prefix: string, check: ViabilityCheck): boolean {
  let frontier = check.completionStarts.map((start) => prefix + start);
  for (let length = 0; ; length++) {
    if (frontier.some((text) => pattern.test(text))) return true;
    if (length === check.maxCompletion) return false;
    frontier = frontier.flatMap((text) => check.completionCharacters.map((character) => text + character));
  }
}

describe.each(PROFILES)('the %s oracle', (profile) => {
  const oracle = PROFILE_ORACLES[profile];
  const native = SHAPE_ORACLES[profile];
  const { unicode } = SHAPE_REGEX_SOURCES[profile];

  test.prop([profileInput], { numRuns: runsOr(3000) })('matches exactly what the profile regex matches', (input) => {
    expect(oracle.matches(input)).toBe(native.test(input));
  });

  const check = VIABILITY_CHECKS[profile];
  const brute = new Map<string, boolean>();
  const prefix = fc.oneof(
    fc.array(fc.constantFrom(...check.prefixCharacters), { maxLength: 8 }).map((characters) => characters.join('')),
    fc
      .tuple(
        fc.constantFrom(...check.matches),
        fc.nat(),
        fc.array(fc.constantFrom(...check.prefixCharacters), { maxLength: 2 }),
      )
      .map(([match, cut, tail]) => match.slice(0, cut % (match.length + 1)) + tail.join('')),
  );

  test.prop([prefix], { numRuns: runsOr(400) })(
    'calls a prefix viable exactly when brute force completes it',
    (text) => {
      const completes = brute.get(text) ?? completable(native, text, check);
      brute.set(text, completes);
      expect(oracle.isViablePrefix(text)).toBe(completes);
    },
  );

  it('is checked on viable and non-viable prefixes alike', () => {
    for (const match of check.matches) expect(native.test(match), match).toBe(true);
    const verdicts = fc.sample(prefix, { numRuns: 300, seed: 20261121 }).map((text) => oracle.isViablePrefix(text));
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(30);
    expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(30);
  });

  test.prop([profileInput], { numRuns: runsOr(1000) })(
    'ends the longest viable prefix where the next character kills it',
    (input) => {
      const end = oracle.viablePrefixEnd(input);
      expect(oracle.isViablePrefix(input.slice(0, end))).toBe(true);
      if (end < input.length)
        expect(oracle.isViablePrefix(input.slice(0, end + widthAt(input, end, unicode)))).toBe(false);
      // Never inside a pair the regex reads as one character.
      if (unicode && end > 0) expect(widthAt(input, end - 1, unicode)).toBe(1);
      if (oracle.matches(input)) expect(end).toBe(input.length);
    },
  );

  it('runs in linear time on hostile input of 200,000 characters', () => {
    const n = 200_000;
    const dots = `a@${'.'.repeat(n)} `;
    const letters = 'a'.repeat(n);
    expect([oracle.matches(dots), oracle.isViablePrefix(dots), oracle.viablePrefixEnd(dots)]).toEqual(
      profile === 'permissive' ? [false, false, n + 2] : [false, false, 2],
    );
    expect([oracle.matches(letters), oracle.isViablePrefix(letters), oracle.viablePrefixEnd(letters)]).toEqual([
      false,
      true,
      n,
    ]);
  });
});

describe('the profile oracles', () => {
  it('cover every profile of properties/oracles.ts', () => {
    expect(Object.keys(PROFILE_ORACLES).sort()).toEqual(Object.keys(SHAPE_ORACLES).sort());
    expect(Object.isFrozen(PROFILE_ORACLES)).toBe(true);
  });

  it('are compileOracle of their sources', () => {
    for (const profile of PROFILES) {
      const { source, unicode } = SHAPE_REGEX_SOURCES[profile];
      expect(compileOracle(source, { unicode }).viablePrefixEnd('a@b..c')).toBe(
        PROFILE_ORACLES[profile].viablePrefixEnd('a@b..c'),
      );
    }
  });
});
