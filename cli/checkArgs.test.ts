import { describe, expect, it } from 'vitest';
import { parseCheckArgs } from './checkArgs.ts';
import { UsageError } from './usageError.ts';

describe('parseCheckArgs', () => {
  it('defaults to the standard profile, text output, every line, standard input', () => {
    expect(parseCheckArgs([])).toEqual({
      kind: 'check',
      options: { profile: 'standard', json: false, onlyInvalid: false, files: [] },
    });
  });

  it('reads flags, --profile in both spellings, files and "-" in order', () => {
    expect(parseCheckArgs(['a.txt', '--json', '--profile', 'html', '-', '--only-invalid', 'b.txt'])).toEqual({
      kind: 'check',
      options: { profile: 'html', json: true, onlyInvalid: true, files: ['a.txt', '-', 'b.txt'] },
    });
    expect(parseCheckArgs(['--profile=rfc5322'])).toMatchObject({ options: { profile: 'rfc5322' } });
  });

  it('takes everything after -- as a file, even when it looks like an option', () => {
    expect(parseCheckArgs(['--', '--json', '-x'])).toMatchObject({ options: { json: false, files: ['--json', '-x'] } });
  });

  it('answers help and version before anything else', () => {
    expect(parseCheckArgs(['--json', '-h'])).toEqual({ kind: 'help' });
    expect(parseCheckArgs(['--help', '--version'])).toEqual({ kind: 'help' });
    expect(parseCheckArgs(['--version'])).toEqual({ kind: 'version' });
  });

  it.each([
    [['--bogus'], 'unknown option --bogus (see --help)'],
    [['-j'], 'unknown option -j (see --help)'],
    [['--profile', 'strict'], 'Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322'],
    [['--profile'], 'option --profile needs a value <id>'],
    [['--json=yes'], 'option --json takes no value'],
  ])('rejects %j with a one-line usage error', (args, message) => {
    expect(() => parseCheckArgs(args)).toThrow(new UsageError(message));
  });
});
