import { describe, expect, it } from 'vitest';
import { CLI_CONTENDERS, argsFor } from './cliContenders.ts';
import { typicalCorpus } from './corpora.ts';
import { typicalFileText } from './cliRuns.ts';

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
    ]);
  });
});
