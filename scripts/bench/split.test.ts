import { describe, expect, it } from 'vitest';
import { meanLength, splitByVerdict } from './split.ts';

describe('splitting a corpus by verdict', () => {
  it('keeps each part in order and loses nothing', () => {
    expect(splitByVerdict(['a@example.com', 'nope', 'b@example.org', ''])).toEqual({
      accepted: ['a@example.com', 'b@example.org'],
      rejected: ['nope', ''],
    });
  });

  it('gives the mean length, or none for no inputs', () => {
    expect(meanLength(['ab', 'abcd', 'abc'])).toBe('3.0');
    expect(meanLength([])).toBe('none');
  });
});
