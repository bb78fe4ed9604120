import { describe, expect, it } from 'vitest';
import { explainer } from './explainJob.ts';

describe('explainer', () => {
  it("explains a profile's regex by its id, and the person's by its text", () => {
    const answer = explainer();
    expect(answer({ kind: 'explain', regex: { profile: 'permissive' } })).toMatchObject({
      kind: 'explained',
      regex: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: '' },
      explanation: { example: 'a@a.a' },
    });
    expect(answer({ kind: 'explain', regex: { source: '^a|b$', flags: '' } })).toMatchObject({ kind: 'outside' });
  });

  it('says too complex past the bound, and reads the next regex afresh', () => {
    const answer = explainer();
    expect(answer({ kind: 'explain', regex: { source: '^(a|b)*a(a|b){12}$', flags: '' } })).toEqual({
      kind: 'tooComplex',
      reason: 'its automaton grew past the bound (more than 2,000 states)',
    });
    expect(answer({ kind: 'explain', regex: { source: '^a{2000}$', flags: '' } })).toMatchObject({
      kind: 'tooComplex',
      reason: 'its automaton grew past the bound (repetition {2000,2000} is too large to unroll)',
    });
    expect(answer({ kind: 'explain', regex: { source: '^a+$', flags: '' } })).toMatchObject({ kind: 'explained' });
  });

  it('says where each line stops under the same regex, read once', () => {
    const answer = explainer();
    const regex = { source: '^[a-z]+@[a-z]+\\.[a-z]{2,}$', flags: '' };
    expect(answer({ kind: 'stops', regex, line: 'jane@example.com' })).toEqual({
      kind: 'verdict',
      verdict: { kind: 'matches' },
    });
    expect(answer({ kind: 'stops', regex, line: 'jane@example.c' })).toEqual({
      kind: 'verdict',
      verdict: {
        kind: 'stops',
        culprit: [14, 14],
        place: 15,
        expected: 'a lowercase letter',
        found: 'the end of the line',
      },
    });
    expect(answer({ kind: 'stops', regex: { source: '^(a)\\1$', flags: '' }, line: 'aa' })).toMatchObject({
      kind: 'outside',
    });
  });
});
