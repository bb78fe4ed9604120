import { describe, expect, it } from 'vitest';
import { CLI_CONTENDERS, argsFor } from './cliContenders.ts';
import { typicalCorpus } from './corpora.ts';
import { cutIntoParts, typicalFileText } from './cliRuns.ts';

describe('the command-line benchmark file', () => {
  it('repeats the seeded typical corpus, one address per line, each line ended', () => {
    const text = typicalFileText(25_000);
    const lines = text.split('\n');
    expect(lines).toHaveLength(25_001);
    expect(lines.at(-1)).toBe('');
    const corpus = typicalCorpus();
    expect(lines.slice(0, 3)).toEqual(corpus.slice(0, 3));
    expect(lines[10_000]).toBe(corpus[0]);
    expect(typicalFileText(25_000)).toBe(text);
  });
});

describe('the command-line contenders', () => {
  it('run the script and the built command on the file given', () => {
    expect(CLI_CONTENDERS.map((contender) => argsFor(contender, 'f.txt').slice(1))).toEqual([
      ['f.txt'],
      ['f.txt', '--json'],
      ['check', 'f.txt'],
      ['check', '--json', 'f.txt'],
      ['check', '--jobs', '1', 'f.txt'],
      ['check', '--jobs', '1', 'f.txt'],
    ]);
    expect(CLI_CONTENDERS.map((contender) => contender.parts)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      2,
    ]);
  });
});

describe('cutIntoParts', () => {
  it('cuts a text into parts of whole lines, as even as line ends allow, that join back into it', () => {
    const text = typicalFileText(1_001);
    for (const parts of [1, 2, 3, 7]) {
      const pieces = cutIntoParts(text, parts);
      expect(pieces).toHaveLength(parts);
      expect(pieces.join('')).toBe(text);
      for (const piece of pieces) {
        expect(piece.endsWith('\n')).toBe(true);
        expect(Math.abs(piece.length - text.length / parts)).toBeLessThan(300);
      }
    }
    expect(cutIntoParts('a\nb\n', 2)).toEqual(['a\n', 'b\n']);
    expect(cutIntoParts('ab\n', 2)).toEqual(['ab\n', '']);
    expect(cutIntoParts('a\nb', 2)).toEqual(['a\n', 'b']);
  });
});
