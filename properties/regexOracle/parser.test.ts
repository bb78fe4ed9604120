import { describe, expect, it } from 'vitest';
import { complement, type CharSet } from './charSet.ts';
import { JS_WHITESPACE } from './jsWhitespace.ts';
import { UNBOUNDED, parseRegex, type Syntax } from './parser.ts';

const BYTES = { unicode: false };
const CODE_POINTS = { unicode: true };
const set = (...ranges: [number, number][]): Syntax => ({ kind: 'set', set: ranges });
const char = (text: string): Syntax => {
  const codePoint = text.codePointAt(0) ?? Number.NaN;
  return set([codePoint, codePoint]);
};
const sequence = (...items: Syntax[]): Syntax => ({ kind: 'sequence', items });
const choice = (...options: Syntax[]): Syntax => ({ kind: 'choice', options });
const repeat = (body: Syntax, min: number, max: number): Syntax => ({ kind: 'repeat', body, min, max });
const parse = (source: string): Syntax => parseRegex(source, BYTES);

describe('parseRegex', () => {
  it('reads literals in sequence, and the empty pattern as the empty sequence', () => {
    expect(parse('^ab$')).toEqual(sequence(char('a'), char('b')));
    expect(parse('^a$')).toEqual(char('a'));
    expect(parse('^$')).toEqual(sequence());
  });

  it('reads escapes of syntax characters, \\s, \\xHH and \\uHHHH', () => {
    expect(parse('^\\.\\/\\-\\\\\\$\\^\\(\\)\\[\\]\\{\\}\\|\\*\\+\\?$')).toEqual(
      sequence(...Array.from('./-\\$^()[]{}|*+?', char)),
    );
    expect(parse('^\\s$')).toEqual({ kind: 'set', set: JS_WHITESPACE });
    expect(parse('^\\x41\\u00e9$')).toEqual(sequence(char('A'), char('é')));
  });

  it('reads \\u{…} and escaped surrogate pairs as one code point under u, as the unit pair without it', () => {
    expect(parseRegex('^\\u{1F600}\\u{41}$', CODE_POINTS)).toEqual(sequence(char('😀'), char('A')));
    expect(parseRegex('^\\uD83D\\uDE00$', CODE_POINTS)).toEqual(char('😀'));
    expect(parseRegex('^\\uD83D\\u0041$', CODE_POINTS)).toEqual(sequence(set([0xd83d, 0xd83d]), char('A')));
    expect(parse('^\\uD83D\\uDE00$')).toEqual(sequence(set([0xd83d, 0xd83d]), set([0xde00, 0xde00])));
  });

  it('reads a literal astral character as one code point under u, as two units without it', () => {
    expect(parseRegex('^😀$', CODE_POINTS)).toEqual(char('😀'));
    expect(parse('^😀$')).toEqual(sequence(set([0xd83d, 0xd83d]), set([0xde00, 0xde00])));
  });

  it('reads classes: ranges, single characters, escapes, a literal hyphen at either end, negation', () => {
    expect(parse('^[a-cx0-9]$')).toEqual(set([0x30, 0x39], [0x61, 0x63], [0x78, 0x78]));
    expect(parse('^[-a\\-]$')).toEqual(set([0x2d, 0x2d], [0x61, 0x61]));
    expect(parse('^[a-]$')).toEqual(set([0x2d, 0x2d], [0x61, 0x61]));
    expect(parse('^[\\x20\\x23-\\x5b\\]]$')).toEqual(set([0x20, 0x20], [0x23, 0x5b], [0x5d, 0x5d]));
    expect(parse('^[.$^{|}/]$')).toEqual(set([0x24, 0x24], [0x2e, 0x2f], [0x5e, 0x5e], [0x7b, 0x7d]));
    const notWhitespaceOrAt: CharSet = complement(
      [...JS_WHITESPACE.slice(0, 2), [0x40, 0x40], ...JS_WHITESPACE.slice(2)],
      0xffff,
    );
    expect(parse('^[^\\s@]$')).toEqual({ kind: 'set', set: notWhitespaceOrAt });
    expect(parseRegex('^[^a]$', CODE_POINTS)).toEqual(set([0, 0x60], [0x62, 0x10ffff]));
    expect(parseRegex('^[\\u{A0}-\\u{D7FF}\\u{E000}-\\u{10FFFF}]$', CODE_POINTS)).toEqual(
      set([0xa0, 0xd7ff], [0xe000, 0x10ffff]),
    );
    expect(parse('^[]$')).toEqual(set());
  });

  it('reads groups, capturing or not, as their contents, and alternation inside them', () => {
    expect(parse('^(a)(?:b)$')).toEqual(sequence(char('a'), char('b')));
    expect(parse('^(?:a|bc|)$')).toEqual(choice(char('a'), sequence(char('b'), char('c')), sequence()));
    expect(parse('^(a|(b|c))$')).toEqual(choice(char('a'), choice(char('b'), char('c'))));
  });

  it('reads every quantifier, lazy ones included, binding tighter than sequence', () => {
    const a = char('a');
    expect(parse('^a*a+a?$')).toEqual(sequence(repeat(a, 0, UNBOUNDED), repeat(a, 1, UNBOUNDED), repeat(a, 0, 1)));
    expect(parse('^a{3}a{2,}a{0,61}$')).toEqual(sequence(repeat(a, 3, 3), repeat(a, 2, UNBOUNDED), repeat(a, 0, 61)));
    expect(parse('^a*?b+?$')).toEqual(sequence(repeat(a, 0, UNBOUNDED), repeat(char('b'), 1, UNBOUNDED)));
    expect(parse('^(?:ab)*$')).toEqual(repeat(sequence(a, char('b')), 0, UNBOUNDED));
  });

  it.each([
    ['a', 'must start with ^'],
    ['^a', 'must end with $'],
    ['^a$b$', '$ is supported only at the very end'],
    ['^a|b$', 'alternation at the top level'],
    ['^a^$', '^ is supported only at the very start'],
    ['^(?!a)b$', 'only ( ) and (?: ) groups'],
    ['^(?=a)b$', 'only ( ) and (?: ) groups'],
    ['^(a', 'unterminated group'],
    ['^(a$', '$ is supported only at the very end'],
    ['^a)$', 'must end with $'],
    ['^[ab$', 'unterminated character class'],
    ['^[b-a]$', 'range out of order'],
    ['^[\\s-a]$', 'a class escape cannot bound a range'],
    ['^a{2,1}$', 'numbers out of order'],
    ['^a{,2}$', 'malformed {} quantifier'],
    ['^a**$', 'nothing to repeat'],
    ['^*$', 'must be escaped'],
    ['^.$', '. is not supported'],
    ['^\\d$', 'the escape \\d is not supported'],
    ['^\\x4$', 'expected 2 hex digits'],
    ['^\\u{41}$', '\\u{…} needs the u flag'],
  ])('refuses %j: %s', (source, reason) => {
    expect(() => parse(source)).toThrow(reason);
  });

  it('refuses, under u, what V8 refuses there', () => {
    const escapedHyphen = '^\\-$';
    expect(() => parseRegex(escapedHyphen, CODE_POINTS)).toThrow('the escape \\- is not supported');
    expect(() => new RegExp(escapedHyphen, 'u')).toThrow(SyntaxError);
    expect(() => parseRegex('^\\u{110000}$', CODE_POINTS)).toThrow('malformed \\u{…}');
  });

  describe('opt-in common escapes', () => {
    const COMMON = { unicode: false, commonEscapes: true };
    const readsAs = (source: string, flags = COMMON) => parseRegex(`^${source}$`, flags);
    const setOf = (syntax: Syntax): CharSet => (syntax.kind === 'set' ? syntax.set : []);

    it('reads . \\d \\D \\w \\W \\S and control escapes as V8 does, on every code unit', () => {
      const sources = ['.', '\\d', '\\D', '\\w', '\\W', '\\S', '\\t', '\\n', '\\r', '\\f', '\\v', '[\\w.-]', '[^\\d]'];
      for (const source of sources) {
        const engine = new RegExp(`^${source}$`);
        const set = setOf(readsAs(source));
        for (let unit = 0; unit <= 0xffff; unit += unit < 0x3000 ? 1 : 97) {
          const inSet = set.some(([from, to]) => from <= unit && unit <= to);
          if (inSet !== engine.test(String.fromCharCode(unit)))
            throw new Error(`${source} differs on ${unit.toString(16)}`);
        }
      }
    });

    it('reaches to U+10FFFF for the complements under u, and stays off without the option', () => {
      expect(setOf(readsAs('\\D', { unicode: true, commonEscapes: true }))).toEqual(
        complement([[0x30, 0x39]], 0x10ffff),
      );
      expect(() => parse('^.$')).toThrow('. is not supported');
      expect(() => parse('^\\w$')).toThrow('the escape \\w is not supported');
    });
  });

  it('tells where each atom, quantified atom and group came from, in UTF-16 offsets', () => {
    const spans: string[] = [];
    const source = '^(?:\u{1F600}b|c)+[d-f]{2}$';
    parseRegex(source, CODE_POINTS, (_syntax, [start, end]) => {
      spans.push(source.slice(start, end));
    });
    expect(spans).toEqual([
      '\u{1F600}',
      '\u{1F600}',
      'b',
      'b',
      'c',
      'c',
      '(?:\u{1F600}b|c)',
      '(?:\u{1F600}b|c)+',
      '[d-f]',
      '[d-f]{2}',
    ]);
    const astral = '^😀a$';
    const astralSpans: number[][] = [];
    parseRegex(astral, CODE_POINTS, (_syntax, span) => {
      astralSpans.push([...span]);
    });
    expect(astralSpans).toEqual([
      [1, 3],
      [1, 3],
      [3, 4],
      [3, 4],
    ]);
  });
});
