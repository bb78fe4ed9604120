/**
 * The rfc5322 profile judges the unsafe characters of a local part with the engine's Unicode, the
 * international profile with its pinned tables (Unicode 17.0.0): on an engine of that Unicode (Node 20.20)
 * both must give the same reason for every code point, so that the two cannot drift apart unseen.
 */
import { describe, expect, it } from 'vitest';
import { international } from '../../src/entries/international.ts';
import { profileById } from '../../src/index.ts';

const diagnoseRfc5322 = profileById('rfc5322').diagnose;

/** The reasons the two profiles share for what a local part may not hold. */
const UNSAFE_REASONS = new Set(['leadingMark', 'invisible', 'privateUse', 'unassigned', 'changesUnderNfc']);

/** ZWNJ and ZWJ: rfc5322 has no joining tables, so it refuses them everywhere as invisible; international asks RFC 5892's CONTEXTJ. */
const JOINERS = new Set([0x200c, 0x200d]);

const reasonOf = (diagnosis: { readonly reason: string } | undefined): string => diagnosis?.reason ?? 'pass';

/** Where the two disagree on `local` as a whole local part, as text for the report; undefined where they agree. */
function disagreement(local: string): string | undefined {
  const input = `${local}@example.com`;
  const rfc5322 = reasonOf(diagnoseRfc5322(input));
  const other = reasonOf(international.diagnose(input));
  // Both judge the character when both fail, or when either gives one of the unsafe reasons.
  const judged = (rfc5322 !== 'pass' && other !== 'pass') || UNSAFE_REASONS.has(rfc5322) || UNSAFE_REASONS.has(other);
  return judged && rfc5322 !== other
    ? `${JSON.stringify(local)}: rfc5322 ${rfc5322}, international ${other}`
    : undefined;
}

const ENGINE_UNICODE = (process.versions as Record<string, string | undefined>).unicode;

describe.skipIf(ENGINE_UNICODE !== '17.0')('rfc5322 and international on an engine of Unicode 17.0', () => {
  it('give the same local-part reason for every non-ASCII code point alone, and for every mark first and after a letter', () => {
    const mark = /^\p{M}$/u;
    const disagreements: string[] = [];
    for (let codePoint = 0x80; codePoint <= 0x10ffff && disagreements.length < 10; codePoint++) {
      if (JOINERS.has(codePoint)) continue;
      const character = String.fromCodePoint(codePoint);
      // Only a mark's place decides its verdict: every other character fails or passes wherever it stands.
      for (const local of mark.test(character) ? [character, `${character}a`, `a${character}`] : [character]) {
        const found = disagreement(local);
        if (found !== undefined) disagreements.push(found);
      }
    }
    expect(disagreements).toEqual([]);
  }, 300_000);

  it('give the same reason for a mark first followed by a letter, and for NFC that breaks the shape', () => {
    const locals = ['\u0301a', '\u093ea', '\u{1d165}a', 'me.\u037e', 'e\u0301\u037e', '\u037e', 'a\u0301'];
    expect(locals.map((local) => disagreement(local))).toEqual(locals.map(() => undefined));
    expect(reasonOf(diagnoseRfc5322('\u0301a@example.com'))).toBe('leadingMark');
    expect(reasonOf(diagnoseRfc5322('me.\u037e@example.com'))).toBe('changesUnderNfc');
  });

  it('differ on the joiners only as documented: invisible under rfc5322, contextJ under international', () => {
    for (const joiner of ['\u200c', '\u200d']) {
      expect(reasonOf(diagnoseRfc5322(`a${joiner}@example.com`))).toBe('invisible');
      expect(reasonOf(international.diagnose(`a${joiner}@example.com`))).toBe('contextJ');
      // After a virama international lets them stand; rfc5322, without the tables, does not.
      expect(reasonOf(international.diagnose(`\u0915\u094d${joiner}@example.com`))).toBe('pass');
      expect(reasonOf(diagnoseRfc5322(`\u0915\u094d${joiner}@example.com`))).toBe('invisible');
    }
  });
});
