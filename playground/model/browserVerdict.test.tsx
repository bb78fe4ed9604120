import { describe, expect, it } from 'vitest';
import { browserVerdict } from './browserVerdict.ts';

describe('browserVerdict (jsdom implements the HTML email check)', () => {
  it('accepts what the HTML pattern accepts, including a single label', () => {
    expect(browserVerdict('jane@example.com')).toBe('accepts');
    expect(browserVerdict('a@localhost')).toBe('accepts');
  });

  it('rejects a malformed value', () => {
    expect(browserVerdict('a@@b')).toBe('rejects');
  });

  it('trims white space before judging, as browsers do', () => {
    expect(browserVerdict('  jane@example.com ')).toBe('accepts');
  });

  it('calls an empty value empty, not malformed', () => {
    expect(browserVerdict('')).toBe('empty');
  });
});
