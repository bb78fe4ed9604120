import { describe, expect, it } from 'vitest';
import { compressToBase64Url } from './compression.ts';
import { INITIAL_STATE, type PlaygroundState } from './playgroundState.ts';
import { MAX_EXPECTATIONS } from '../model/expectations.ts';
import { decodeState, encodeSettings, encodeState, encodeStatePlain } from './stateCodec.ts';

const state: PlaygroundState = {
  text: 'a@b.c\n<img src=x onerror=alert(1)>@x.com\n\ud800😀',
  profile: 'rfc5322',
  ruleFilter: 'pattern',
  reasonFilter: 'doubleDot',
  failingOnly: true,
  seed: 1234,
  bound: 'label',
  caseCount: 7,
  compare: true,
  disagreementsOnly: true,
  customRegex: { name: 'ours', source: '^[^@]+@[^@]+$', flags: 'u' },
  expectations: [
    [0, 'valid'],
    [1, 'reason:doubleDot'],
    [2, 'rule:localTooLong'],
  ],
  surprisesOnly: true,
};

async function encodeRaw(value: unknown): Promise<string> {
  return `v1.${await compressToBase64Url(JSON.stringify(value))}`;
}

describe('the state in a link', () => {
  it('round-trips every field, lone surrogates included', async () => {
    expect(await decodeState(await encodeState(state))).toEqual({ ok: true, state, withLines: true });
  });

  it.each([
    ['', 'it was not written by this playground'],
    ['hello', 'it was not written by this playground'],
    ['v1.%%%', 'it is not base64url text'],
    ['v1.AAAA', 'it is not compressed data'],
  ])('refuses %j with a reason', async (hash, reason) => {
    expect(await decodeState(hash)).toEqual({ ok: false, reason });
  });

  it('refuses JSON that is not a state, naming the field', async () => {
    expect(await decodeState(await encodeRaw([1, 2]))).toEqual({ ok: false, reason: 'it is not an object' });
    expect(await decodeState(await encodeRaw({ ...INITIAL_STATE, profile: 'evil' }))).toEqual({
      ok: false,
      reason: '"profile" is not a known profile',
    });
    expect(await decodeState(await encodeRaw({ ...INITIAL_STATE, seed: 1.5 }))).toEqual({
      ok: false,
      reason: '"seed" is not a whole number in range',
    });
    expect(
      await decodeState(await encodeRaw({ ...INITIAL_STATE, customRegex: { name: 'x', source: 'a', flags: 'zz' } })),
    ).toEqual({ ok: false, reason: '"customRegex.flags" is not a set of regex flags' });
    expect(await decodeState(await encodeRaw({ ...INITIAL_STATE, ruleFilter: '__proto__' }))).toEqual({
      ok: false,
      reason: '"ruleFilter" is not a known rule',
    });
    expect(await decodeState(await encodeRaw({ ...INITIAL_STATE, reasonFilter: 'toString' }))).toEqual({
      ok: false,
      reason: '"reasonFilter" is not a known reason',
    });
  });

  it('opens a link made before the reason filter and compare mode existed, with neither', async () => {
    const older: Record<string, unknown> = { ...state };
    delete older.reasonFilter;
    delete older.compare;
    delete older.disagreementsOnly;
    delete older.customRegex;
    delete older.expectations;
    delete older.surprisesOnly;
    expect(await decodeState(await encodeRaw(older))).toEqual({
      ok: true,
      state: {
        ...state,
        reasonFilter: null,
        compare: false,
        disagreementsOnly: false,
        customRegex: null,
        expectations: [],
        surprisesOnly: false,
      },
      withLines: true,
    });
  });

  it('writes a settings-only link without the lines, read back as such', async () => {
    const encoded = await encodeSettings({ ...state, text: 'x'.repeat(500_000) });
    expect(encoded.length).toBeLessThan(300);
    // The marks belong to the lines: a link without them carries none.
    expect(await decodeState(encoded)).toEqual({
      ok: true,
      state: { ...state, text: '', expectations: [] },
      withLines: false,
    });
  });

  it('reads back the uncompressed form a page writes as it is left, and refuses it when too long', async () => {
    const state = { ...INITIAL_STATE, text: 'typed@example.com\n\ud800', profile: 'html' as const };
    expect(await decodeState(encodeStatePlain(state))).toEqual({ ok: true, state, withLines: true });
    expect(await decodeState(`p1.${'x'.repeat(24_000_001)}`)).toEqual({ ok: false, reason: 'it is too long' });
    expect(await decodeState('p1.{')).toEqual({ ok: false, reason: 'it is not valid JSON' });
  });

  it('refuses marks that are unknown, out of order or too many, naming the field', async () => {
    const refused = async (expectations: unknown) => {
      const result = await decodeState(await encodeRaw({ ...INITIAL_STATE, expectations }));
      return result.ok ? 'read' : result.reason;
    };
    expect(await refused([[0, 'rule:notARule']])).toBe('"expectations" holds an expectation that is not known');
    expect(
      await refused([
        [3, 'valid'],
        [1, 'valid'],
      ]),
    ).toBe('"expectations" holds a line number out of order or out of range');
    expect(await refused([[-1, 'valid']])).toBe('"expectations" holds a line number out of order or out of range');
    expect(await refused(Array.from({ length: MAX_EXPECTATIONS + 1 }, (_, line) => [line, 'valid']))).toBe(
      '"expectations" holds more than 10,000 marks',
    );
    expect(await refused({ 0: 'valid' })).toBe('"expectations" is not a list');
  });

  it('refuses text that is not JSON', async () => {
    expect(await decodeState(`v1.${await compressToBase64Url('{not json')}`)).toEqual({
      ok: false,
      reason: 'it is not valid JSON',
    });
  });
});
