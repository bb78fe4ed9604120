import { describe, expect, it } from 'vitest';
import { flag, helpLines, parseArgs, profileId, valueOption, wholeNumber } from './args.ts';
import { availableParallelism } from 'node:os';
import { DEFAULT_MAX_JOBS, MAX_JOBS, parseCheckArgs } from './check.ts';
import { UsageError } from './usageError.ts';

const TABLE = {
  count: valueOption({
    names: ['--count', '-c'],
    placeholder: '<n>',
    summary: 'how many',
    parse: wholeNumber({ min: 1, max: 9 }),
    default: 3,
  }),
  name: valueOption<string | undefined>({
    names: ['--name'],
    placeholder: '<text>',
    summary: 'a name',
    parse: (text) => text,
    default: undefined,
    defaultText: 'none',
  }),
  profile: valueOption({
    names: ['--profile'],
    placeholder: '<id>',
    summary: 'a profile',
    parse: profileId,
    default: 'standard',
  }),
  loud: flag(['--loud'], 'shout'),
  help: flag(['-h', '--help'], 'show this help', { alone: true }),
  version: flag(['--version'], 'print the version', { alone: true }),
};

describe('parseArgs', () => {
  it('gives every option its default when none is given', () => {
    expect(parseArgs(TABLE, [])).toEqual({
      kind: 'run',
      options: { count: 3, name: undefined, profile: 'standard', loud: false, help: false, version: false },
      positionals: [],
    });
  });

  it('reads --name value, --name=value, other spellings and flags, keeping positionals in order', () => {
    expect(parseArgs(TABLE, ['a', '--count', '5', '-', '--name=x=y', '--loud', 'b', '-c', '7'])).toEqual({
      kind: 'run',
      options: { count: 7, name: 'x=y', profile: 'standard', loud: true, help: false, version: false },
      positionals: ['a', '-', 'b'],
    });
  });

  it('takes the next argument as the value even when it starts with a dash', () => {
    expect(parseArgs(TABLE, ['--name', '-x'])).toMatchObject({ options: { name: '-x' } });
    expect(parseArgs(TABLE, ['--name='])).toMatchObject({ options: { name: '' } });
  });

  it('takes everything after -- as a positional, even when it looks like an option', () => {
    expect(parseArgs(TABLE, ['--loud', '--', '--count', '-x', '--'])).toMatchObject({
      options: { loud: true, count: 3 },
      positionals: ['--count', '-x', '--'],
    });
  });

  it('answers an alone flag before reading any value, the first in table order winning', () => {
    expect(parseArgs(TABLE, ['--count', '99', '--version', '-h'])).toEqual({ kind: 'alone', option: 'help' });
    expect(parseArgs(TABLE, ['--profile', 'nope', '--version'])).toEqual({ kind: 'alone', option: 'version' });
  });

  it.each([
    [['--bogus'], 'unknown option --bogus (see --help)'],
    [['--bogus=1'], 'unknown option --bogus (see --help)'],
    [['-x'], 'unknown option -x (see --help)'],
    [['-c=5'], 'unknown option -c=5 (see --help)'],
    [['--help', '--bogus'], 'unknown option --bogus (see --help)'],
    [['--count'], 'option --count needs a value <n>'],
    [['a', '-c'], 'option -c needs a value <n>'],
    [['--loud=yes'], 'option --loud takes no value'],
    [['--count', '0'], 'option --count takes a whole number from 1 to 9, got "0"'],
    [['--count=10'], 'option --count takes a whole number from 1 to 9, got "10"'],
    [['--count', '1e0'], 'option --count takes a whole number from 1 to 9, got "1e0"'],
    [['-c', ' 2'], 'option -c takes a whole number from 1 to 9, got " 2"'],
    [
      ['--profile', 'strict'],
      'Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322, international',
    ],
  ])('refuses %j with a one-line usage error', (args, message) => {
    expect(() => parseArgs(TABLE, args)).toThrow(new UsageError(message));
  });

  it('writes the help from the same table, aligned, with the defaults it can state', () => {
    expect(helpLines(TABLE)).toEqual([
      '  --count, -c <n>  how many (default 3)',
      '  --name <text>    a name (default none)',
      '  --profile <id>   a profile (default standard)',
      '  --loud           shout',
      '  -h, --help       show this help',
      '  --version        print the version',
    ]);
  });
});

describe('wholeNumber', () => {
  it('states an open range as "at least"', () => {
    expect(() => wholeNumber({ min: 1 })('-1', '--runs')).toThrow(
      new UsageError('option --runs takes a whole number of at least 1, got "-1"'),
    );
    expect(wholeNumber({ min: -5 })('-5', '--seed')).toBe(-5);
  });
});

describe('parseCheckArgs', () => {
  it('defaults to the standard profile, text output, every line, standard input', () => {
    expect(parseCheckArgs([])).toEqual({
      kind: 'check',
      options: {
        profile: 'standard',
        json: false,
        onlyInvalid: false,
        encoding: 'utf-8',
        jobs: Math.min(availableParallelism(), DEFAULT_MAX_JOBS),
        files: [],
      },
    });
  });

  it('reads flags, --profile in both spellings, files and "-" in order', () => {
    expect(
      parseCheckArgs(['a.txt', '--json', '--profile', 'html', '-', '--only-invalid', '--jobs', '3', 'b.txt']),
    ).toEqual({
      kind: 'check',
      options: {
        profile: 'html',
        json: true,
        onlyInvalid: true,
        encoding: 'utf-8',
        jobs: 3,
        files: ['a.txt', '-', 'b.txt'],
      },
    });
    expect(parseCheckArgs(['--encoding', 'Windows-1252'])).toMatchObject({ options: { encoding: 'windows-1252' } });
    expect(parseCheckArgs(['--profile=rfc5322'])).toMatchObject({ options: { profile: 'rfc5322' } });
  });

  it.each(['0', 'x', '1.5', '-2', '', String(MAX_JOBS + 1), '1e3'])('refuses --jobs %j in one line', (jobs) => {
    expect(() => parseCheckArgs(['--jobs', jobs])).toThrow(
      new UsageError(`option --jobs takes a whole number from 1 to ${MAX_JOBS}, got ${JSON.stringify(jobs)}`),
    );
  });

  it('takes --jobs up to the cap, in both spellings', () => {
    expect(parseCheckArgs([`--jobs=${MAX_JOBS}`])).toMatchObject({ options: { jobs: MAX_JOBS } });
    expect(parseCheckArgs(['--jobs', '1'])).toMatchObject({ options: { jobs: 1 } });
  });

  it('takes everything after -- as a file, even when it looks like an option', () => {
    expect(parseCheckArgs(['--', '--json', '-x'])).toMatchObject({ options: { json: false, files: ['--json', '-x'] } });
  });

  it('answers help and version before anything else', () => {
    expect(parseCheckArgs(['--json', '-h'])).toEqual({ kind: 'help' });
    expect(parseCheckArgs(['--help', '--version'])).toEqual({ kind: 'help' });
    expect(parseCheckArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseCheckArgs(['--profile', 'strict', '--version'])).toEqual({ kind: 'version' });
  });

  it.each([
    [['--bogus'], 'unknown option --bogus (see --help)'],
    [['-j'], 'unknown option -j (see --help)'],
    [
      ['--profile', 'strict'],
      'Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322, international',
    ],
    [['--profile'], 'option --profile needs a value <id>'],
    [['--json=yes'], 'option --json takes no value'],
  ])('rejects %j with a one-line usage error', (args, message) => {
    expect(() => parseCheckArgs(args)).toThrow(new UsageError(message));
  });
});
