/**
 * The `international` profile's domain check against tr46 6.0.0 (UTS 46) with every check on, on
 * generated domains and near misses (domains.ts, and the published international generators). UTS 46 with CheckHyphens, CheckBidi, CheckJoiners, UseSTD3ASCIIRules
 * and VerifyDnsLength is IDNA2008 at lookup level with a wider repertoire and mapping, so:
 * - where the kit accepts, tr46 accepts with the same A-label form;
 * - where tr46 rejects, the kit rejects;
 * - where the kit rejects and tr46 accepts, the reason is one of the differences of the research (§4) that
 *   survive the strict flags (differences.ts says how each is recognized):
 *   - repertoire (§4.1): a code point UTS 46 marks valid but NV8/XV8 (`☕`, `©`), or maps to one (`ㄱ`);
 *   - compatibility mapping (§4.2) and ignored characters (§4.3): a code point UTS 46 maps or drops and
 *     RFC 5895's mapping does not reach (`ﬁ`, `ℕ`, U+0345, U+00AD, Cherokee letters, which toLowerCase and
 *     UTS 46 case in opposite directions);
 *   - CONTEXTO (§4.7): `contextO` of a CONTEXTO code point (UTS 46 tests only CONTEXTJ);
 *   the kit names the first two `disallowed` (`invisible` for a format character, `leadingMark` for a mark
 *   that starts a label), and inside an `xn--` label any of the three `badALabel`.
 *   Not among them: `hyphen34` (CheckHyphens is UTS 46's V2), ASCII outside LDH (UseSTD3ASCIIRules),
 *   lengths (VerifyDnsLength), bidi and joiners (CheckBidi, CheckJoiners), the ASCII fallback and the IPv4
 *   parser (§4.8, §4.9: the URL parser's, not UTS 46's); the last test shows tr46 rejecting those too.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { runsOr } from '../runs.ts';
import { domain, nearMiss, publishedDomain } from './domains.ts';
import { DIFFERENCES, documentedDifference, type Difference } from './differences.ts';
import { kitDomain } from './kitDomain.ts';
import { tr46Strict } from './tr46.ts';

type Relation = 'both valid' | 'both reject' | Difference | 'kit only' | 'undocumented' | 'different A-label';

function relation(text: string): Relation {
  const kit = kitDomain(text);
  const oracle = tr46Strict(text);
  if (kit.valid) return oracle === null ? 'kit only' : oracle === kit.ascii ? 'both valid' : 'different A-label';
  if (oracle === null) return 'both reject';
  return documentedDifference(text, kit) ?? 'undocumented';
}

const anyDomain = fc.oneof(domain, nearMiss, publishedDomain);
const runs = runsOr(1000);

type Sampled = Relation | 'kit threw';

/** What the draws cover, from a fixed sample, so that a property passing only because it never meets its case shows. */
function coverageOf(count: number): Map<Sampled, number> {
  const seen = new Map<Sampled, number>();
  for (const text of fc.sample(anyDomain, { seed: 46, numRuns: count })) {
    let each: Sampled;
    try {
      each = relation(text);
    } catch {
      each = 'kit threw';
    }
    seen.set(each, (seen.get(each) ?? 0) + 1);
  }
  return seen;
}

const SAMPLE = 1000;
const seen = coverageOf(SAMPLE);
const count = (each: Sampled): number => seen.get(each) ?? 0;
const summary = [...seen.entries()]
  .sort(([, a], [, b]) => b - a)
  .map(([each, n]) => `${n} ${each}`)
  .join(', ');

describe('the international domain check against tr46 6.0.0 strict (UTS 46, every check on)', () => {
  test.prop([anyDomain], { numRuns: runs })('kit valid ⇒ tr46 strict gives the same A-label', (text) => {
    const kit = kitDomain(text);
    if (kit.valid) expect(tr46Strict(text)).toBe(kit.ascii);
  });

  test.prop([anyDomain], { numRuns: runs })('tr46 strict rejects ⇒ the kit rejects', (text) => {
    if (tr46Strict(text) === null) expect(kitDomain(text).valid).toBe(false);
  });

  test.prop([anyDomain], { numRuns: runs })(
    'kit rejects while tr46 accepts ⇒ a documented UTS 46 difference (NV8/XV8, UTS 46-only mapping, CONTEXTO)',
    (text) => {
      const kit = kitDomain(text);
      if (kit.valid || tr46Strict(text) === null) return;
      const described = `${text}: kit ${kit.reason} at ${kit.at} (U+${(kit.codePoint ?? 0).toString(16).toUpperCase()}), tr46 accepts`;
      expect(documentedDifference(text, kit), described).toBeDefined();
    },
  );

  test(`the draws meet every case (seed 46, ${SAMPLE} draws: ${summary})`, () => {
    expect(count('kit only') + count('undocumented') + count('different A-label') + count('kit threw'), summary).toBe(
      0,
    );
    // Each side of each property is met often, and each documented difference at least a few times.
    expect(count('both valid'), summary).toBeGreaterThan(SAMPLE / 10);
    expect(count('both reject'), summary).toBeGreaterThan(SAMPLE / 10);
    for (const difference of DIFFERENCES) expect(count(difference), summary).toBeGreaterThanOrEqual(5);
  });
});

describe('each documented difference is real: tr46 strict accepts, the kit rejects', () => {
  const examples: readonly (readonly [string, Difference, string])[] = [
    ['a\u2615.com', 'repertoire', 'disallowed'],
    ['\u00A9.example', 'repertoire', 'disallowed'],
    ['\u3131a.com', 'repertoire', 'disallowed'],
    ['\uFB01.com', 'mapping', 'disallowed'],
    ['\u2115.com', 'mapping', 'disallowed'],
    ['b\u00FC\u00ADcher.de', 'mapping', 'invisible'],
    ['\u13A0.com', 'mapping', 'disallowed'],
    ['a\u00B7b.com', 'contextO', 'contextO'],
    ['\u30FB.com', 'contextO', 'contextO'],
    ['xn--53h.com', 'repertoire', 'badALabel'],
    ['xn--ab-0ea.com', 'contextO', 'badALabel'],
  ];
  test.each(examples)('%s: %s (%s)', (text, difference, reason) => {
    const kit = kitDomain(text);
    expect(tr46Strict(text)).not.toBeNull();
    expect(kit.valid ? 'valid' : kit.reason).toBe(reason);
    expect(documentedDifference(text, kit)).toBe(difference);
  });

  test.each([
    'ab--cd.com',
    'a_b.com',
    '-a.com',
    `${'b'.repeat(64)}.com`,
    'a\u200Db.com',
    '1\u0645\u062B\u0627\u0644.com',
  ])('not a difference under the strict flags: tr46 rejects %s too', (text) => {
    expect(tr46Strict(text)).toBeNull();
    expect(kitDomain(text).valid).toBe(false);
  });
});
