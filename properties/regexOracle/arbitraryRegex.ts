import fc from 'fast-check';

/**
 * Random whole-input regexes `^…$` in the parser's subset, each with strings to try it on: words of its
 * language (built alongside the regex), the same words damaged, and strings at random. The tests hold the
 * oracle to V8's own regex engine on these, far beyond the four profile regexes.
 */

interface Atom {
  readonly source: string;
  /** Some words the atom matches. */
  readonly words: readonly string[];
}

const BYTE_ATOMS: readonly Atom[] = [
  { source: 'a', words: ['a'] },
  { source: 'b', words: ['b'] },
  { source: '[ab]', words: ['a', 'b'] },
  { source: '[^a]', words: ['b', ' ', '\uD83D'] },
  { source: '[a-c]', words: ['a', 'c'] },
  { source: '\\s', words: [' ', '\t'] },
  { source: ' ', words: [' '] },
  { source: '\\x62', words: ['b'] },
  { source: '(?:)', words: [''] },
  { source: '[\\uD83D]', words: ['\uD83D'] },
  { source: '\\uDE00', words: ['\uDE00'] },
];
const CODE_POINT_ATOMS: readonly Atom[] = [
  { source: 'a', words: ['a'] },
  { source: 'b', words: ['b'] },
  { source: '[ab]', words: ['a', 'b'] },
  { source: '😀', words: ['😀'] },
  { source: '[😀-😂]', words: ['😀', '😂'] },
  { source: '\\u{1F601}', words: ['😁'] },
  { source: '\\uD83D\\uDE02', words: ['😂'] },
  { source: '\\s', words: [' ', '\u3000'] },
  { source: 'ö', words: ['ö'] },
  { source: '[a\\u{1F600}]', words: ['a', '😀'] },
  { source: '(?:)', words: [''] },
];
const QUANTIFIERS = [
  { text: '*', min: 0, max: Number.POSITIVE_INFINITY },
  { text: '+', min: 1, max: Number.POSITIVE_INFINITY },
  { text: '?', min: 0, max: 1 },
  { text: '{2}', min: 2, max: 2 },
  { text: '{0,2}', min: 0, max: 2 },
  { text: '{1,}', min: 1, max: Number.POSITIVE_INFINITY },
  { text: '*?', min: 0, max: Number.POSITIVE_INFINITY },
] as const;

type Tree =
  | { readonly kind: 'atom'; readonly atom: Atom }
  | { readonly kind: 'sequence'; readonly first: Tree; readonly second: Tree }
  | { readonly kind: 'choice'; readonly first: Tree; readonly second: Tree }
  | { readonly kind: 'repeat'; readonly body: Tree; readonly quantifier: (typeof QUANTIFIERS)[number] };

/** The characters the random regexes are tried on, lone surrogates included. */
export const BYTE_TEST_CHARACTERS = ['a', 'b', 'c', ' ', '\uD83D', '\uDE00'];
export const CODE_POINT_TEST_CHARACTERS = ['a', 'b', ' ', 'ö', '😀', '😁', '😂', '\uD83D', '\uDE00'];

function sourceOf(tree: Tree): string {
  switch (tree.kind) {
    case 'atom':
      return tree.atom.source;
    case 'sequence':
      return sourceOf(tree.first) + sourceOf(tree.second);
    case 'choice':
      return `(?:${sourceOf(tree.first)}|${sourceOf(tree.second)})`;
    case 'repeat':
      return `(?:${sourceOf(tree.body)})${tree.quantifier.text}`;
  }
}

function wordOf(tree: Tree): fc.Arbitrary<string> {
  switch (tree.kind) {
    case 'atom':
      return fc.constantFrom(...tree.atom.words);
    case 'sequence':
      return fc.tuple(wordOf(tree.first), wordOf(tree.second)).map(([first, second]) => first + second);
    case 'choice':
      return fc.oneof(wordOf(tree.first), wordOf(tree.second));
    case 'repeat': {
      const { min, max } = tree.quantifier;
      const copies = { minLength: min, maxLength: Math.min(max, min + 3) };
      return fc.array(wordOf(tree.body), copies).map((words) => words.join(''));
    }
  }
}

/** A word with one character inserted, removed or replaced (by UTF-16 unit: splitting a pair is a damage too). */
function damaged(word: fc.Arbitrary<string>, characters: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(word, fc.nat(), fc.constantFrom(...characters), fc.constantFrom('insert', 'remove', 'replace'))
    .map(([text, position, character, damage]) => {
      const at = position % (text.length + 1);
      if (damage === 'insert') return text.slice(0, at) + character + text.slice(at);
      return text.slice(0, at) + (damage === 'replace' ? character : '') + text.slice(at + 1);
    });
}

export interface RegexCase {
  readonly source: string;
  readonly inputs: readonly string[];
}

export function arbitraryRegexCase(options: { readonly unicode: boolean }): fc.Arbitrary<RegexCase> {
  const atom = fc
    .constantFrom(...(options.unicode ? CODE_POINT_ATOMS : BYTE_ATOMS))
    .map((chosen): Tree => ({ kind: 'atom', atom: chosen }));
  const { tree } = fc.letrec<{ tree: Tree; sequence: Tree; choice: Tree; repeat: Tree }>((tie) => ({
    tree: fc.oneof(
      { maxDepth: 5, depthSize: 'small', withCrossShrink: true },
      atom,
      tie('sequence'),
      tie('choice'),
      tie('repeat'),
    ),
    sequence: fc.tuple(tie('tree'), tie('tree')).map(([first, second]): Tree => ({ kind: 'sequence', first, second })),
    choice: fc.tuple(tie('tree'), tie('tree')).map(([first, second]): Tree => ({ kind: 'choice', first, second })),
    repeat: fc
      .tuple(tie('tree'), fc.constantFrom(...QUANTIFIERS))
      .map(([body, quantifier]): Tree => ({ kind: 'repeat', body, quantifier })),
  }));
  const characters = options.unicode ? CODE_POINT_TEST_CHARACTERS : BYTE_TEST_CHARACTERS;
  return tree.chain((chosen) => {
    const word = wordOf(chosen);
    const input = fc.oneof(word, damaged(word, characters), arbitraryTestString({ ...options, maxLength: 8 }));
    return fc
      .array(input, { minLength: 1, maxLength: 8 })
      .map((inputs) => ({ source: `^${sourceOf(chosen)}$`, inputs }));
  });
}

export function arbitraryTestString(options: {
  readonly unicode: boolean;
  readonly maxLength: number;
}): fc.Arbitrary<string> {
  const characters = options.unicode ? CODE_POINT_TEST_CHARACTERS : BYTE_TEST_CHARACTERS;
  return fc.array(fc.constantFrom(...characters), { maxLength: options.maxLength }).map((parts) => parts.join(''));
}
