import { describe, expect, it } from 'vitest';
import type { Diagnosis } from './profiles/diagnosis.ts';
import type { ReasonId } from './reasons.ts';
import { repairOf, type AtSigns } from './repairs.ts';

/** The at-signs as the anatomy finds them: the last, and how many. */
const atSignsOf = (input: string): AtSigns => ({ at: input.lastIndexOf('@'), count: input.split('@').length - 1 });

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
    expect(repairOf(input, atSignsOf(input), failing(reason))).toBe(repaired);
  });

  it('writes the domain in the ASCII form the idna option gave, after the last at-sign', () => {
    expect(repairOf('a@b@bücher.de', atSignsOf('a@b@bücher.de'), failing('nonAsciiDomain', 'xn--bcher-kva.de'))).toBe(
      'a@b@xn--bcher-kva.de',
    );
    expect(repairOf('jane@bücher.de', atSignsOf('jane@bücher.de'), failing('nonAsciiDomain'))).toBeUndefined();
  });

  it('offers nothing where the repair changes nothing, or the reason has none', () => {
    expect(repairOf('jane@exa_mple.com', atSignsOf('jane@exa_mple.com'), failing('domainCharacter'))).toBeUndefined();
    expect(repairOf('jane,doe', atSignsOf('jane,doe'), failing('domainCharacter'))).toBeUndefined();
    expect(repairOf('a@b@c', atSignsOf('a@b@c'), failing('secondAt'))).toBeUndefined();
    expect(repairOf('ja ne@example.com', atSignsOf('ja ne@example.com'), failing('whitespace'))).toBeUndefined();
    expect(
      repairOf('jane@exa\uff3fmple.com', atSignsOf('jane@exa\uff3fmple.com'), failing('lookalike')),
    ).toBeUndefined();
    expect(repairOf('a.b', atSignsOf('a.b'), failing('doubleDot'))).toBeUndefined();
    expect(repairOf('jane@.example.com', atSignsOf('jane@.example.com'), failing('emptyLabel'))).toBeUndefined();
    expect(repairOf('jane@localhost', atSignsOf('jane@localhost'), failing('singleLabel'))).toBeUndefined();
    expect(repairOf('ja,ne@localhost', atSignsOf('ja,ne@localhost'), failing('singleLabel'))).toBeUndefined();
    for (const reason of ['noAt', 'displayName', 'localCharacter'] as const)
      expect(repairOf('jane..@@example.com ', atSignsOf('jane..@@example.com '), failing(reason))).toBeUndefined();
  });
});
