import { describe, expect, it } from 'vitest';
import type { Diagnosis } from './profiles/diagnosis.ts';
import type { ReasonId } from './reasons.ts';
import { anatomize, type AnatomyNotes } from './anatomy.ts';
import { readingOf, readingRepair, repairOf } from './repairs.ts';

/** repairOf as validate.ts calls it: with the input's anatomy and its notes. */
const repair = (input: string, diagnosis: Diagnosis): string | undefined => {
  const notes: AnatomyNotes = { atSigns: 0, firstWatched: -1 };
  return repairOf(input, anatomize(input, {}, notes).at, notes, diagnosis);
};

const failing = (reason: ReasonId, asciiDomain?: string): Diagnosis => ({
  reason,
  at: 0,
  span: [0, 1],
  details: asciiDomain === undefined ? {} : { asciiDomain },
});

describe('repairOf', () => {
  it.each([
    ['lookalike', 'jane\uff20example\uff0ecom', 'jane@example.com'],
    ['lookalike', 'jane@example\u3002co\uff61uk', 'jane@example.co.uk'],
    ['lookalike', 'j\uff41ne\uff20example.com', 'j\uff41ne@example.com'],
    ['lookalike', '\u{1d41a}@example\u2024com', '\u{1d41a}@example.com'],
    ['whitespace', '  jane@example.com\t', 'jane@example.com'],
    ['whitespace', 'jane @ example.com', 'jane@example.com'],
    ['whitespace', 'jane\u00a0@\u3000example.com', 'jane@example.com'],
    ['whitespace', 'ja ne @ex ample.com', 'ja ne@ex ample.com'],
    ['whitespace', 'a @ b @ c', 'a@b@c'],
    ['whitespace', 'a @b@c', 'a@b@c'],
    ['whitespace', '@ example.com', '@example.com'],
    ['whitespace', ' jane @example.com ', 'jane@example.com'],
    ['whitespace', ' ja ne@ex ample.com\n', 'ja ne@ex ample.com'],
    ['domainCharacter', 'jane@gmail,com', 'jane@gmail.com'],
    ['domainCharacter', '@gmail,com', '@gmail.com'],
    ['domainCharacter', 'ja,ne@gmail,co,uk', 'ja,ne@gmail.co.uk'],
    ['singleLabel', 'jane@gmail,com', 'jane@gmail.com'],
    ['emptyLabel', 'jane@example..com', 'jane@example.com'],
    ['secondAt', 'jane@@@example.com', 'jane@example.com'],
    ['secondAt', 'a@@b@@c', 'a@b@c'],
    ['doubleDot', 'ja..ne@example...com', 'ja.ne@example.com'],
    ['doubleDot', '..ja.ne@example.com...', '.ja.ne@example.com.'],
    ['secondAt', '@@jane@@', '@jane@'],
  ] as const)('%s: %j becomes %j', (reason, input, repaired) => {
    expect(repair(input, failing(reason))).toBe(repaired);
  });

  it('writes the domain in the ASCII form the idna option gave, after the last at-sign', () => {
    expect(repair('a@b@bücher.de', failing('nonAsciiDomain', 'xn--bcher-kva.de'))).toBe('a@b@xn--bcher-kva.de');
    expect(repair('jane@bücher.de', failing('nonAsciiDomain'))).toBeUndefined();
  });

  it('offers nothing where the repair changes nothing, or the reason has none', () => {
    expect(repair('jane@exa_mple.com', failing('domainCharacter'))).toBeUndefined();
    expect(repair('jane,doe', failing('domainCharacter'))).toBeUndefined();
    expect(repair('a@b@c', failing('secondAt'))).toBeUndefined();
    expect(repair('ja ne@example.com', failing('whitespace'))).toBeUndefined();
    expect(repair('jane@exa\uff3fmple.com', failing('lookalike'))).toBeUndefined();
    expect(repair('a.b', failing('doubleDot'))).toBeUndefined();
    expect(repair('jane@.example.com', failing('emptyLabel'))).toBeUndefined();
    expect(repair('jane@localhost', failing('singleLabel'))).toBeUndefined();
    expect(repair('ja,ne@localhost', failing('singleLabel'))).toBeUndefined();
    for (const reason of ['noAt', 'displayName', 'localCharacter'] as const)
      expect(repair('jane..@@example.com ', failing(reason))).toBeUndefined();
  });
});

describe('readingOf', () => {
  it.each([
    ['domainCharacter', 'commasAsDots'],
    ['singleLabel', 'commasAsDots'],
    ['secondAt', 'singleAtSigns'],
    ['doubleDot', 'singleDots'],
    ['emptyLabel', 'singleDots'],
    ['whitespace', undefined],
    ['lookalike', undefined],
    ['noAt', undefined],
  ] as const)('reads a %s slip as %s', (reason, reading) => {
    expect(readingOf(failing(reason))).toBe(reading);
  });

  it('leaves the idna option ASCII domain to repairOf', () => {
    expect(readingOf(failing('domainCharacter', 'xn--bcher-kva.de'))).toBeUndefined();
  });
});

describe('readingRepair, the same repair as repairOf gives for the reading', () => {
  it.each([
    ['jane@gmail,com', 'commasAsDots', 'jane@gmail.com'],
    ['ja,ne@gmail.com', 'commasAsDots', undefined],
    ['jane@@example.com', 'singleAtSigns', 'jane@example.com'],
    ['jane@example.com', 'singleAtSigns', undefined],
    ['jane..doe@example.com', 'singleDots', 'jane.doe@example.com'],
    ['jane.doe@example.com', 'singleDots', undefined],
  ] as const)('%s read with %s: %s', (input, reading, repaired) => {
    const at = input.lastIndexOf('@');
    expect(readingRepair(input, at, reading)).toBe(repaired);
    const reason = reading === 'commasAsDots' ? 'domainCharacter' : reading === 'singleDots' ? 'doubleDot' : 'secondAt';
    expect(repair(input, failing(reason))).toBe(repaired);
  });
});
