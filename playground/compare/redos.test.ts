// @vitest-environment node
/**
 * The analyser's verdicts, checked against the clock: each regex called "vulnerable" is timed on the attack
 * string the analysis returns, grown until a call is slow, and slows down as its complexity says; each one
 * called "safe" is timed on long hostile strings and stays fast. Timing here checks recheck's claims, not our
 * own speed, so the margins are wide: a linear match of these strings takes well under a millisecond, a
 * vulnerable one hundreds. Node, not jsdom: the regexes run in V8 as in the page's worker.
 */
import { describe, expect, it } from 'vitest';
import { analyseRedos, type AttackString, type RedosVerdict } from './redos.ts';

/** A call this slow is what the verdict "vulnerable" promises: a linear match of these strings takes under 1 ms. */
const SLOW_MS = 100;
/** A safe regex answers each hostile string within this, best of three (two busy cores; linear takes < 1 ms). */
const FAST_MS = 40;
/** The hostile strings for the safe ones grow to this length (a quadratic match is slow long before). */
const HOSTILE_MAX_LENGTH = 100_000;

/** The quickest of `runs` calls: a call is only ever slowed down by the machine, never sped up. */
function fastestMs(regex: RegExp, input: string, runs: number): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    regex.test(input);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** The attack string with each pump repeated `base + bias` times, as recheck builds it. */
function pumped(attack: AttackString, base: number): string {
  return (
    attack.pumps.map(({ prefix, pump, bias }) => prefix + pump.repeat(Math.max(0, base + bias))).join('') +
    attack.suffix
  );
}

type Vulnerable = Extract<RedosVerdict, { kind: 'vulnerable' }>;

function expectVulnerable(verdict: RedosVerdict): Vulnerable {
  if (verdict.kind !== 'vulnerable') throw new Error(`expected vulnerable, got ${JSON.stringify(verdict)}`);
  return verdict;
}

/**
 * Grows the attack from one repetition of its pumps until a call takes SLOW_MS, never past the analysis's
 * own string (whose repetitions are sized for a far slower call): the repetitions where it got slow.
 */
function slowBase(regex: RegExp, verdict: Vulnerable): number | undefined {
  const { attack } = verdict;
  for (let base = 1; ;) {
    if (fastestMs(regex, pumped(attack, base), 1) >= SLOW_MS) return base;
    if (base >= attack.base) return undefined;
    // One repetition more doubles an exponential's time; half again more a polynomial's length.
    base = Math.min(attack.base, verdict.complexity === 'exponential' ? base + 1 : Math.ceil(base * 1.5));
  }
}

/** Strings built to make an e-mail regex backtrack: long runs of what it takes, then what it cannot. */
function hostileStrings(length: number): string[] {
  const run = (unit: string) => unit.repeat(Math.ceil(length / unit.length));
  return [
    `${run('a')}!`,
    `${run('a.')}!`,
    `a@${run('a.')}!`,
    `a@${run('a.')}@`,
    `a@${run('a-')}!`,
    `a@a${run('-')}!`,
    `${run('a')}@${run('a')}!`,
    run('@'),
    `\u0000@\u0000${run('.\u0000')}.@..\u0000`,
    `${run('0.0')}0.00!`,
  ];
}

describe('the ReDoS analysis, checked against the clock', () => {
  // The complexity each is expected to get, and why.
  const vulnerable: readonly {
    source: string;
    flags: string;
    complexity: 'exponential' | 'polynomial';
    degree?: number;
  }[] = [
    { source: '^(a+)+$', flags: '', complexity: 'exponential' },
    // Under i, the two alternatives are one: each a matches twice over.
    { source: '^(a|A)+$', flags: 'i', complexity: 'exponential' },
    // A repetition whose dot is optional: "aaaa" splits into its parts in 2^n ways.
    { source: '^([a-z0-9]+\\.?)*[a-z]+@x$', flags: '', complexity: 'exponential' },
    // An e-mail regex copied from many a tutorial.
    { source: '^\\w+([\\.-]?\\w+)*@\\w+([\\.-]?\\w+)*(\\.\\w{2,3})+$', flags: '', complexity: 'exponential' },
    // Often taken for safe: the domain's [^@\s]+ takes dots too, so each dot is tried as the last (n²).
    { source: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', flags: '', complexity: 'polynomial', degree: 2 },
  ];

  it.each(vulnerable)(
    '/$source/$flags is vulnerable ($complexity), and its attack string really is slow, growing as it says',
    ({ source, flags, complexity, degree }) => {
      const verdict = expectVulnerable(analyseRedos({ source, flags }));
      expect(verdict.complexity).toBe(complexity);
      expect(verdict.degree).toBe(degree);
      expect(pumped(verdict.attack, verdict.attack.base)).toBe(verdict.attack.string);

      const regex = new RegExp(source, flags);
      const base = slowBase(regex, verdict);
      expect(base, 'no call got slow up to the analysis’s own attack string').toBeDefined();
      const slowAt = base ?? verdict.attack.base;
      const slowMs = fastestMs(regex, pumped(verdict.attack, slowAt), 2);
      if (complexity === 'exponential') {
        // Slow on a short string (a linear match of 300 characters takes microseconds), and each
        // repetition fewer takes a good part of the time away (3 fewer: an eighth, for 2^n).
        expect(pumped(verdict.attack, slowAt).length).toBeLessThan(300);
        const fewerMs = fastestMs(regex, pumped(verdict.attack, Math.max(0, slowAt - 3)), 3);
        expect(slowMs / fewerMs).toBeGreaterThan(3);
      } else {
        // A quarter of the repetitions, a 4^degree-th of the time (16th for n²): a linear match keeps a quarter.
        const quarterMs = fastestMs(regex, pumped(verdict.attack, Math.ceil(slowAt / 4)), 3);
        expect(slowMs / quarterMs).toBeGreaterThan(4 ** (degree ?? 2) / 2);
      }
    },
  );

  const safe: readonly { source: string; flags: string }[] = [
    // Without i, the two alternatives never match the same character.
    { source: '^(a|A)+$', flags: '' },
    // Like the second one above, but each repetition must end with the dot: one way to split, linear.
    { source: '^([a-z0-9]+\\.)*[a-z]+@x$', flags: '' },
    // The quadratic one above, mended: the domain's labels cannot take dots.
    { source: '^[^@\\s]+@[^@\\s.]+(?:\\.[^@\\s.]+)+$', flags: '' },
    // The HTML standard's valid e-mail address (the kit's html profile reads the same shape).
    {
      source:
        "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$",
      flags: '',
    },
    // A domain whose last label is letters only cannot take dots: linear, though it looks like the quadratic one.
    { source: '^([a-zA-Z0-9_\\-\\.]+)@([a-zA-Z0-9_\\-\\.]+)\\.([a-zA-Z]{2,5})$', flags: '' },
  ];

  it.each(safe)('/$source/$flags is safe, and stays fast on long hostile strings', ({ source, flags }) => {
    expect(analyseRedos({ source, flags }).kind).toBe('safe');
    const regex = new RegExp(source, flags);
    // Grown tenfold at a time, so that a wrong verdict fails on a short string rather than hang the suite.
    for (let length = 1_000; length <= HOSTILE_MAX_LENGTH; length *= 10) {
      for (const input of hostileStrings(length)) {
        expect(fastestMs(regex, input, 3), `${input.slice(0, 12)}… (${String(input.length)})`).toBeLessThan(FAST_MS);
      }
    }
  });

  it('says it could not tell, and why, when the analysis runs out of time or cannot read the flags', () => {
    const layered = `^${'(?:a|ab|abc|abcd)*'.repeat(40)}$`;
    expect(analyseRedos({ source: layered, flags: '' }, 200)).toEqual({
      kind: 'unknown',
      reason: 'the analysis ran out of its 0.2 s',
    });
    expect(analyseRedos({ source: '^[\\p{L}--[a-z]]+$', flags: 'v' })).toMatchObject({ kind: 'unknown' });
  });

  it('leaves out the d flag (match indices), which changes no match', () => {
    expect(analyseRedos({ source: '^(a+)+$', flags: 'd' })).toEqual(analyseRedos({ source: '^(a+)+$', flags: '' }));
  });
});
