import { describe, expect, it } from 'vitest';
import { compactText } from './peerAuditFormat.ts';

describe('compactText', () => {
  it('writes runs of five or more as x{n} and keeps shorter runs', () => {
    expect(compactText(`${'a'.repeat(64)}@bbbb.com`)).toBe('a{64}@bbbb.com');
  });

  it('escapes what cannot be printed, and the characters Markdown would read', () => {
    expect(compactText('\ud800a\u0000|`')).toBe('\\ud800a\\u0000\\|\\`');
    expect(compactText('a b\u3000c\u00a0d\u200be')).toBe('a b\\u3000c\\u00a0d\\u200be');
  });

  it('counts astral characters as one', () => {
    expect(compactText('😀'.repeat(6))).toBe('😀{6}');
  });
});
