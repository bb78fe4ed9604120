import { describe, expect, it } from 'vitest';
import { parseRegex } from './parser.ts';
import { TermFactory, describeTerm, type Term } from './terms.ts';

const factory = new TermFactory(0xffff);
const literal = (text: string): Term => {
  const unit = text.charCodeAt(0);
  return factory.set([[unit, unit]]);
};
const [a, b, c] = ['a', 'b', 'c'].map(literal) as [Term, Term, Term];
const regex = (source: string): Term => factory.fromSyntax(parseRegex(source, { unicode: false }));
const derive = (term: Term, text: string): Term =>
  Array.from(text).reduce((current, character) => factory.derivative(current, character.charCodeAt(0)), term);

describe('the smart constructors', () => {
  it('let ∅ absorb concatenation and ε vanish from it', () => {
    expect(factory.concat(a, factory.empty)).toBe(factory.empty);
    expect(factory.concat(factory.empty, a)).toBe(factory.empty);
    expect(factory.concat(factory.epsilon, a)).toBe(a);
    expect(factory.concat(a, factory.epsilon)).toBe(a);
  });

  it('nest concatenation to the right', () => {
    expect(factory.concat(factory.concat(a, b), c)).toBe(factory.concat(a, factory.concat(b, c)));
  });

  it('flatten, deduplicate and order alternation, dropping ∅ and merging sets', () => {
    const ab = factory.concat(a, b);
    const bc = factory.concat(b, c);
    expect(factory.alt([ab, factory.alt([bc, ab]), factory.empty])).toBe(factory.alt([bc, ab]));
    expect(factory.alt([a, b])).toBe(factory.set([[0x61, 0x62]]));
    expect(factory.alt([factory.empty])).toBe(factory.empty);
    expect(factory.alt([ab])).toBe(ab);
    expect(factory.alt([bc, factory.epsilon, ab, a])).toBe(factory.alt([ab, a, bc, factory.epsilon]));
  });

  it('simplify stars of ∅, ε and stars', () => {
    expect(factory.star(factory.empty)).toBe(factory.epsilon);
    expect(factory.star(factory.epsilon)).toBe(factory.epsilon);
    expect(factory.star(factory.star(a))).toBe(factory.star(a));
  });

  it('make an empty set ∅', () => {
    expect(factory.set([])).toBe(factory.empty);
    expect(regex('^[]a$')).toBe(factory.empty);
  });

  it('build each term once, so equal structure is the same object', () => {
    expect(regex('^(?:ab|c)*$')).toBe(regex('^(c|ab)*$'));
    expect(regex('^a{2,4}$')).toBe(regex('^aa(?:a(?:a)?)?$'));
    expect(regex('^a{2,}$')).toBe(regex('^aaa*$'));
  });
});

describe('nullable', () => {
  it.each([
    ['^$', true],
    ['^a$', false],
    ['^a?$', true],
    ['^a*$', true],
    ['^a+$', false],
    ['^a{0,2}$', true],
    ['^a{1,2}$', false],
    ['^(?:a|)$', true],
    ['^a?b?$', true],
    ['^a?b$', false],
  ])('%s: %s', (source, expected) => {
    expect(regex(source).nullable).toBe(expected);
  });
});

describe('the derivative', () => {
  it.each([
    ['^abc$', 'a', 'bc'],
    ['^abc$', 'b', '∅'],
    ['^a*b$', 'a', 'a*b'],
    ['^a*b$', 'b', 'ε'],
    ['^a?b$', 'a', 'b'],
    ['^(?:ab)*$', 'a', 'b(ab)*'],
    ['^a+$', 'aaa', 'a*'],
    ['^a{2,3}$', 'aa', '(ε|a)'],
    ['^a{2,3}$', 'aaaa', '∅'],
    ['^(?:ab|ac)$', 'a', '[62-63]'],
  ])('of %s by %j is %s', (source, word, expected) => {
    expect(describeTerm(derive(regex(source), word))).toBe(expected);
  });

  it('takes finitely many values: the derivatives of (a|b)*a(a|b) by any word are a handful', () => {
    const start = regex('^[ab]*a[ab]$');
    const seen = new Set<number>();
    const words = [''];
    for (let length = 0; length < 8; length++) {
      for (const word of words.splice(0)) {
        seen.add(derive(start, word).id);
        words.push(`${word}a`, `${word}b`);
      }
    }
    expect(seen.size).toBeLessThanOrEqual(5);
  });
});

describe('class starts', () => {
  it('split the alphabet where the sets the derivative reads begin and end', () => {
    expect(factory.classStarts(regex('^[b-d]x$'))).toEqual([0, 0x62, 0x65]);
    expect(factory.classStarts(regex('^[b-d]?x$'))).toEqual([0, 0x62, 0x65, 0x78, 0x79]);
    expect(factory.classStarts(regex('^[^\\uffff]$'))).toEqual([0, 0xffff]);
    expect(factory.classStarts(factory.epsilon)).toEqual([0]);
  });
});
