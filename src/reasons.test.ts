import { describe, expect, it } from 'vitest';
import { PROFILES } from './profiles/index.ts';
import { CONSTRUCT_REASON_IDS, REASONS, REASON_IDS, reasonById } from './reasons.ts';

/** The parameters a pattern failure always carries, and those a reason's own details may add. */
const PARAMETERS = [
  'at',
  'position',
  'place',
  'profile',
  'character',
  'codePoint',
  'name',
  'looksLike',
  'domain',
  'asciiDomain',
  'label',
  'part',
  'unicodeVersion',
  'becomes',
  'rule',
  'condition',
  'hint',
  'problem',
  'address',
  'displayName',
  'construct',
  'verdict',
  'count',
  'separator',
  'comment',
  'word',
  'local',
  'literalKind',
];

describe('the reason catalogue', () => {
  it('lists each reason once, with a title and a message', () => {
    expect(new Set(REASON_IDS).size).toBe(REASONS.length);
    expect(REASON_IDS).toEqual(REASONS.map((reason) => reason.id));
    for (const reason of REASONS) {
      expect(reason.title.length).toBeGreaterThan(0);
      expect(reason.message).toMatch(/^[A-Z{]/);
    }
  });

  it('has messages that name only parameters a failure carries', () => {
    for (const reason of REASONS) {
      const named = [...reason.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect([reason.id, named.filter((name) => !PARAMETERS.includes(name ?? ''))]).toEqual([reason.id, []]);
    }
  });

  it('is used whole by the profiles and the constructs, each profile listing its reasons in catalogue order', () => {
    const used = new Set([...PROFILES.flatMap((profile) => profile.reasons), ...CONSTRUCT_REASON_IDS]);
    expect(REASON_IDS.filter((id) => !used.has(id))).toEqual([]);
    for (const profile of PROFILES) {
      expect(profile.reasons).toEqual(REASON_IDS.filter((id) => profile.reasons.includes(id)));
    }
  });

  it('lists the constructs apart from every profile diagnosis, in catalogue order', () => {
    for (const profile of PROFILES)
      expect(profile.reasons.filter((id) => CONSTRUCT_REASON_IDS.includes(id as never))).toEqual([]);
    expect(CONSTRUCT_REASON_IDS).toEqual(REASON_IDS.filter((id) => CONSTRUCT_REASON_IDS.includes(id as never)));
  });

  it('finds a reason by id and refuses an unknown one', () => {
    expect(reasonById('doubleDot').title).toBe('two dots');
    expect(() => reasonById('nope' as never)).toThrow(new RangeError('Unknown reason id: nope'));
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(REASONS)).toBe(true);
    expect(Object.isFrozen(REASON_IDS)).toBe(true);
    for (const reason of REASONS) expect(Object.isFrozen(reason)).toBe(true);
  });
});
