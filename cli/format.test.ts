import { describe, expect, it } from 'vitest';
import { formatJson, formatText } from './format.ts';
import { judgeLine, type LineToJudge } from './verdict.ts';

const line = (text: string, cut?: LineToJudge['cut']): LineToJudge => ({ source: 'list.txt', line: 7, text, cut });
const local65 = `${'a'.repeat(65)}@example.com`;

describe('the text form', () => {
  it('prints location, verdict and input for a valid line', () => {
    expect(formatText(judgeLine(line('jane@example.com'), 'standard'))).toBe('list.txt:7\tvalid\tjane@example.com');
  });

  it('adds the repaired address as a last column where one passes', () => {
    expect(formatText(judgeLine(line('Jane <jane@example.com>'), 'standard'))).toBe(
      'list.txt:7\tinvalid\tJane <jane@example.com>\tpattern: A display name (Jane) and angle brackets, as a mail client writes an address: the address inside is jane@example.com, which passes on its own\tsuggestion: jane@example.com',
    );
    expect(formatText(judgeLine(line('jane@bücher.de'), 'standard'))).toMatch(/\tsuggestion: jane@xn--bcher-kva\.de$/);
    expect(formatText(judgeLine(line('jane@localhost.'), 'standard'))).not.toContain('suggestion');
  });

  it('adds the rule that fires with its catalogue message', () => {
    expect(formatText(judgeLine(line(local65), 'standard'))).toBe(
      `list.txt:7\tinvalid\t${local65}\tlocalTooLong: 65 characters before the @; the limit is 64`,
    );
  });

  it('escapes control characters, so a hostile line cannot break the columns or drive the terminal', () => {
    expect(formatText(judgeLine(line('a\tb\u001b[31m@x.com'), 'standard'))).toBe(
      'list.txt:7\tinvalid\ta\\u{9}b\\u{1b}[31m@x.com\tpattern: White space U+0009 CHARACTER TABULATION at character 2',
    );
  });

  it('escapes the bidirectional controls and the line and paragraph separators, so a row shows in its own order', () => {
    // Printed raw, U+202E would show the rest of the row right to left.
    expect(formatText(judgeLine(line('moc.elpmaxe@\u202eenaj'), 'standard'))).toBe(
      'list.txt:7\tinvalid\tmoc.elpmaxe@\\u{202e}enaj\tpattern: U+202E RIGHT-TO-LEFT OVERRIDE at character 13; the standard profile accepts an ASCII domain only; the domain has no ASCII form under IDNA2008: Invisible U+202E RIGHT-TO-LEFT OVERRIDE at character 13: a format character that can hide or reorder what is shown',
    );
    expect(formatText(judgeLine(line('a\u2066\u200e\u061c\u2028\u2029@x.com'), 'standard'))).toMatch(
      /^list\.txt:7\tinvalid\ta\\u\{2066\}\\u\{200e\}\\u\{61c\}\\u\{2028\}\\u\{2029\}@x\.com\t/,
    );
    // White space other than SPACE and the invisible marks are shown by their code point.
    expect(formatText(judgeLine(line('a@\u2003b\u00a0\u200b\ufeff\u00ad.com'), 'standard'))).toMatch(
      /^list\.txt:7\tinvalid\ta@\\u\{2003\}b\\u\{a0\}\\u\{200b\}\\u\{feff\}\\u\{ad\}\.com\t/,
    );
    // Characters that do not reorder or break the row, and the joiners that shape scripts, are shown as they are.
    expect(formatText(judgeLine(line('jöhn\u200d@x.com'), 'rfc5322'))).toMatch(/^list\.txt:7\t\w+\tjöhn\u200d@x\.com/);
  });

  it('escapes control characters in the file name too, so the columns hold', () => {
    const named = { ...line('jane@example.com'), source: 'a\tb\nc\u001b[2J.txt' };
    expect(formatText(judgeLine(named, 'standard'))).toBe('a\\u{9}b\\u{a}c\\u{1b}[2J.txt:7\tvalid\tjane@example.com');
  });

  it('never cuts a shortened input inside a surrogate pair', () => {
    // 508 units are shown: 254 pairs fit whole; after one more unit, the 254th pair would be cut, so it goes.
    for (const [prefix, pairs] of [
      ['', 254],
      ['x', 253],
    ] as const) {
      const long = prefix + '😀'.repeat(600);
      const [, , shown] = formatText(judgeLine(line(long), 'standard')).split('\t');
      const head = shown?.slice(0, shown.indexOf('…')) ?? '';
      expect(head).toBe(prefix + '😀'.repeat(pairs));
      expect(head).not.toMatch(/\p{Cs}/u);
      expect(shown).toContain(`… (${600 + prefix.length} characters)`);
    }
  });

  it('shortens an input longer than any valid address could be, with its size', () => {
    const long = 'x'.repeat(1000);
    const [, , shown] = formatText(judgeLine(line(long), 'standard')).split('\t');
    expect(shown).toBe(`${'x'.repeat(508)}… (1000 characters)`);
  });

  it("shortens an input with its size in the profile's unit: octets under international", () => {
    const long = `${'é'.repeat(600)}@example.com`;
    const [, , shown] = formatText(judgeLine(line(long), 'international')).split('\t');
    expect(shown).toBe(`${'é'.repeat(508)}… (1212 octets)`);
  });

  it('judges a cut line by its octets under international, its characters beside', () => {
    const cut = { codePoints: 3_000_000, utf16: 3_000_000, utf8: 6_000_000 };
    const verdict = judgeLine(line('é'.repeat(600), cut), 'international');
    expect(formatText(verdict)).toMatch(
      /\ttooLong: 6000000 octets in all \(3000000 characters\); the limit is 254 octets \(line too long to hold: judged by its length alone\)$/,
    );
    expect(JSON.parse(formatJson(verdict))).toMatchObject({
      lengths: { total: 6_000_000, local: null, label: null, utf16: 3_000_000, utf8: 6_000_000 },
      units: { total: 'utf8Octets', local: 'utf8Octets', label: 'aLabelOctets' },
      normalized: null,
      asciiDomain: null,
      ascii: null,
      smtputf8: null,
    });
    const ascii = { codePoints: 3_000_000, utf16: 3_000_000, utf8: 3_000_000 };
    expect(formatText(judgeLine(line('x'.repeat(600), ascii), 'international'))).toContain(
      '\ttooLong: 3000000 octets in all; the limit is 254 octets (',
    );
  });

  it('says when a line too long to hold was judged by its length alone', () => {
    const verdict = judgeLine(
      line('x'.repeat(600), { codePoints: 3_000_000, utf16: 3_000_000, utf8: 3_000_000 }),
      'standard',
    );
    expect(formatText(verdict)).toMatch(
      /\ttooLong: 3000000 characters in all; the limit is 254 \(line too long to hold: judged by its length alone\)$/,
    );
  });
});

describe('the JSON form', () => {
  it('gives input, verdict, every failing rule, the first with its message, and the measured lengths', () => {
    expect(JSON.parse(formatJson(judgeLine(line(local65.replace('example', 'b'.repeat(64))), 'standard')))).toEqual({
      source: 'list.txt',
      line: 7,
      input: `${'a'.repeat(65)}@${'b'.repeat(64)}.com`,
      valid: false,
      failed: ['localTooLong', 'labelTooLong'],
      rule: 'localTooLong',
      message: '65 characters before the @; the limit is 64',
      reason: null,
      at: null,
      // The part localTooLong measured.
      span: [0, 65],
      suggestion: null,
      lengths: { total: 134, local: 65, label: 64, utf16: 134, utf8: 134 },
      units: { total: 'codePoints', local: 'codePoints', label: 'codePoints' },
      normalized: `${'a'.repeat(65)}@${'b'.repeat(64)}.com`,
      asciiDomain: `${'b'.repeat(64)}.com`,
      ascii: `${'a'.repeat(65)}@${'b'.repeat(64)}.com`,
      smtputf8: false,
    });
  });

  it('gives the suggestion where a repair passes, escaped as JSON', () => {
    expect(JSON.parse(formatJson(judgeLine(line('"x" <jane@example.com>'), 'standard')))).toMatchObject({
      reason: 'displayName',
      suggestion: 'jane@example.com',
    });
  });

  it('gives the span a person would fix, the whole construct, where `at` is where the shape stopped', () => {
    expect(JSON.parse(formatJson(judgeLine(line('Jane Doe <jane@example.com>'), 'standard')))).toMatchObject({
      reason: 'displayName',
      at: 4,
      span: [0, 27],
    });
    expect(JSON.parse(formatJson(judgeLine(line('😀😀..a@example.com'), 'rfc5322')))).toMatchObject({
      reason: 'doubleDot',
      at: 5,
      span: [5, 6],
    });
  });

  it('uses null for what does not apply: no rule when valid, no parts without an at-sign', () => {
    expect(JSON.parse(formatJson(judgeLine(line('😀@ex.com'), 'rfc5322')))).toMatchObject({
      valid: true,
      failed: [],
      rule: null,
      message: null,
      reason: null,
      at: null,
      span: null,
      suggestion: null,
      lengths: { total: 8, local: 1, utf16: 9, utf8: 11 },
    });
    expect(JSON.parse(formatJson(judgeLine(line(''), 'standard')))).toMatchObject({
      failed: ['empty', 'pattern'],
      rule: 'empty',
      span: null,
      lengths: { total: 0, local: null, label: null },
    });
  });

  it('marks a cut line: tooLong fires, the rules after it are listed as not judged', () => {
    const verdict = JSON.parse(
      formatJson(
        judgeLine(line('x'.repeat(600), { codePoints: 3_000_000, utf16: 3_000_001, utf8: 3_000_002 }), 'standard'),
      ),
    ) as unknown;
    expect(verdict).toMatchObject({
      valid: false,
      failed: ['tooLong'],
      rule: 'tooLong',
      // The part tooLong measured: the whole line, not the part of it kept.
      span: [0, 3_000_001],
      lengths: { total: 3_000_000, local: null, label: null, utf16: 3_000_001, utf8: 3_000_002 },
      unjudged: ['pattern', 'localTooLong', 'labelTooLong'],
    });
  });

  it('refuses to judge a cut line that is not over the tooLong limit', () => {
    expect(() => judgeLine(line('x'.repeat(10), { codePoints: 254, utf16: 254, utf8: 254 }), 'standard')).toThrow(
      RangeError,
    );
  });
});
