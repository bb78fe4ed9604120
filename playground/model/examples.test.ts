import { describe, expect, it } from 'vitest';
import { LIMITS, PROFILES, international, validateEmail } from '../../src/index.ts';
import { EXAMPLES, addressOfLength } from './examples.ts';

const example = (id: string) => EXAMPLES.find((candidate) => candidate.id === id)?.lines ?? [];

describe('the Examples menu', () => {
  it('builds an address of any length whose only possible fault is its length', () => {
    for (const length of [80, 200, LIMITS.total - 1, LIMITS.total, LIMITS.total + 1, 300]) {
      const report = validateEmail(addressOfLength(length));
      expect(report.measured.total).toBe(length);
      expect(report.failed).toEqual(length > LIMITS.total ? ['tooLong'] : []);
    }
  });

  it('puts each bound at its limit, one under and one over, as the kit measures them', () => {
    const measured = example('bounds').map((line) => validateEmail(line).measured);
    expect(measured.map((lengths) => lengths.total).slice(0, 3)).toEqual([253, 254, 255]);
    expect(measured.map((lengths) => lengths.local).slice(3, 6)).toEqual([63, 64, 65]);
    expect(measured.map((lengths) => lengths.label).slice(6, 9)).toEqual([62, 63, 64]);
    expect(example('bounds').map((line) => validateEmail(line).failed[0] ?? 'valid')).toEqual([
      'valid',
      'valid',
      'tooLong',
      'valid',
      'valid',
      'localTooLong',
      'valid',
      'valid',
      'labelTooLong',
    ]);
  });

  it("quotes every address the profiles' quirks mention", () => {
    const quirks = example('quirks');
    expect(quirks).toContain('a`b@example.com');
    expect(quirks).toContain('a@localhost');
    expect(quirks).toContain('"john doe"@example.com');
    const mentioned = PROFILES.flatMap((profile) => profile.quirks).join(' ');
    for (const line of quirks) expect(mentioned).toContain(line);
  });

  it('shows international addresses passing and failing each way the international profile tells apart', () => {
    const profile = international;
    const verdicts = example('international').map((line) => {
      const deciding = validateEmail(line, { profile }).deciding;
      return deciding?.reason ?? deciding?.rule ?? 'valid';
    });
    expect(verdicts).toEqual([
      ...Array<string>(5).fill('valid'),
      'disallowed',
      'disallowed',
      'hyphen34',
      'contextO',
      'contextJ',
      'localTooLong',
      'labelTooLong',
    ]);
  });

  it('gives every list lines', () => {
    for (const { id, lines } of EXAMPLES) expect(lines.length, id).toBeGreaterThan(2);
  });
});
