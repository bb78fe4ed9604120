import { describe, expect, it } from 'vitest';
import { diagnoseRfc5322 } from './rfc5322Diagnosis.ts';
import { ENGINE_UNICODE, changedUnderNfc, leadingMark, pairsIntoText, unsafeCharacter } from './rfc5322Unsafe.ts';

describe('the rfc5322 diagnosis of unsafe local parts', () => {
  it('names a right-to-left override as invisible, as the issue asks', () => {
    expect(diagnoseRfc5322('\u202eevil@example.com')).toEqual({
      reason: 'invisible',
      at: 0,
      span: [0, 1],
      details: { character: 'U+202E RIGHT-TO-LEFT OVERRIDE', codePoint: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE' },
    });
  });

  it('fails a local part that NFC makes invalid, at the typed code point, naming what it becomes', () => {
    expect(diagnoseRfc5322('me.\u037e@example.com')).toEqual({
      reason: 'changesUnderNfc',
      at: 3,
      span: [3, 4],
      details: { becomes: '`;` U+003B SEMICOLON', character: '`\u037e` U+037E', codePoint: 'U+037E' },
    });
    // After a piece NFC composes: the span is the Greek question mark alone.
    expect(diagnoseRfc5322('e\u0301\u037e@example.com')).toMatchObject({ reason: 'changesUnderNfc', span: [2, 3] });
    // NFC that leaves the shape valid is no failure, quoted or not.
    expect(diagnoseRfc5322('e\u0301@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"me.\u037e"@example.com')).toBeUndefined();
  });

  it('names a mark first, in the local part or first inside its quotes', () => {
    expect(diagnoseRfc5322('\u0301a@example.com')).toEqual({
      reason: 'leadingMark',
      at: 0,
      span: [0, 1],
      details: { part: 'the local part', character: '`\u0301` U+0301', codePoint: 'U+0301' },
    });
    expect(diagnoseRfc5322('"\u{1d165}a"@example.com')).toMatchObject({ reason: 'leadingMark', at: 1, span: [1, 3] });
    expect(leadingMark('a\u0301@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('a.\u0301b@example.com')).toBeUndefined();
  });

  it.each([
    ['a\u200bb@example.com', 'invisible', [1, 2]],
    ['"a\u200bb"@example.com', 'invisible', [2, 3]],
    ['"\\\u202e"@example.com', 'invisible', [2, 3]],
    ['a\u00ad@example.com', 'invisible', [1, 2]],
    ['a\ufeff@example.com', 'invisible', [1, 2]],
    ['a\u200d@example.com', 'invisible', [1, 2]],
    ['a\u{1d173}@example.com', 'invisible', [1, 3]],
    ['a\u{e0001}@example.com', 'invisible', [1, 3]],
    ['a\ue000@example.com', 'privateUse', [1, 2]],
    ['"a\u{f0000}"@example.com', 'privateUse', [2, 4]],
    ['a\u{10fffd}@example.com', 'privateUse', [1, 3]],
    ['a\u0378@example.com', 'unassigned', [1, 2]],
    ['a\ufdd0@example.com', 'unassigned', [1, 2]],
    ['a\u{40000}@example.com', 'unassigned', [1, 3]],
  ] as const)('%j fails with %s at %j', (input, reason, span) => {
    expect(diagnoseRfc5322(input)).toMatchObject({ reason, at: span[0], span });
  });

  it('says which Unicode the engine judged an unassigned code point by', () => {
    expect(unsafeCharacter('a\u0378', 1)).toEqual({
      reason: 'unassigned',
      at: 1,
      span: [1, 2],
      details: { unicodeVersion: ENGINE_UNICODE, character: 'U+0378', codePoint: 'U+0378' },
    });
    expect(ENGINE_UNICODE).toBe('as this JavaScript engine knows it');
    expect(unsafeCharacter('a\u00e9', 1)).toBeUndefined();
    expect(unsafeCharacter('a\ue000', 1)?.details).toEqual({ character: 'U+E000', codePoint: 'U+E000' });
  });

  it('keeps the other reasons for what is not unsafe', () => {
    expect(diagnoseRfc5322('a\u3000b@example.com')).toMatchObject({ reason: 'whitespace', at: 1 });
    expect(diagnoseRfc5322('a\u0085b@example.com')).toMatchObject({ reason: 'control', at: 1 });
    expect(diagnoseRfc5322('"\\\u00e9"@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"\\\u3000"@example.com')).toMatchObject({ reason: 'whitespace', at: 2 });
  });
});

describe('lone high surrogates under rfc5322', () => {
  it('are completable only where some low surrogate makes text of them', () => {
    // U+1F600 and its plane: text anywhere.
    expect(diagnoseRfc5322('a\ud83dx@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 2, span: [1, 2] });
    // Plane 15 is all private use, plane 4 all unassigned: the surrogate itself is where the address stops.
    expect(diagnoseRfc5322('a\udb80x@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 1, span: [1, 2] });
    expect(diagnoseRfc5322('a\ud8c0x@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 1, span: [1, 2] });
    // Plane 14 holds only marks as text (variation selectors): not first, but after a letter.
    expect(diagnoseRfc5322('\udb40x@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 0 });
    expect(diagnoseRfc5322('"\udb40x"@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 1 });
    expect(diagnoseRfc5322('a\udb40x@example.com')).toMatchObject({ reason: 'loneSurrogate', at: 2 });
  });

  it('pair into text by plane and place', () => {
    expect(pairsIntoText(0xd83d, false)).toBe(true);
    expect(pairsIntoText(0xd83d, true)).toBe(true);
    expect(pairsIntoText(0xdb80, false)).toBe(false);
    expect(pairsIntoText(0xdbff, false)).toBe(false);
    expect(pairsIntoText(0xd8c0, false)).toBe(false);
    expect(pairsIntoText(0xdb40, false)).toBe(true);
    expect(pairsIntoText(0xdb40, true)).toBe(false);
    // Plane 3's first range, CJK, holds text; U+16400–U+167FF none, though the range after it starts with a letter.
    expect(pairsIntoText(0xd880, true)).toBe(true);
    expect(pairsIntoText(0xd819, false)).toBe(false);
    expect(pairsIntoText(0xd81a, false)).toBe(true);
  });
});

describe('changedUnderNfc', () => {
  it('asks the diagnosis of the normalized input only when NFC changes it', () => {
    const asked: string[] = [];
    const diagnose = (input: string) => {
      asked.push(input);
      return undefined;
    };
    expect(changedUnderNfc('e\u0301@example.com', diagnose)).toBeUndefined();
    expect(asked).toEqual(['\u00e9@example.com']);
  });
});
