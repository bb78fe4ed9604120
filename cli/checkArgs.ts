/**
 * The arguments of `email-rules check`, parsed from a table of options that also writes the help,
 * so what is accepted and what is documented cannot drift.
 */
import { DEFAULT_PROFILE, PROFILE_IDS, isProfileId, unknownProfileMessage, type ProfileId } from '../src/index.ts';
import { UsageError } from './usageError.ts';

export interface CheckOptions {
  readonly profile: ProfileId;
  readonly json: boolean;
  readonly onlyInvalid: boolean;
  /** Paths to read, in order; `-` is standard input. Empty means standard input. */
  readonly files: readonly string[];
}

export type CheckRequest =
  { readonly kind: 'check'; readonly options: CheckOptions } | { readonly kind: 'help' } | { readonly kind: 'version' };

type FlagName = 'json' | 'onlyInvalid' | 'help' | 'version';

interface OptionSpec {
  readonly names: readonly string[];
  readonly summary: string;
  /** Placeholder of the value the option takes; absent for a flag. */
  readonly value?: string;
  /** The flag it sets, for an option without a value. */
  readonly flag?: FlagName;
}

export const CHECK_OPTIONS: readonly OptionSpec[] = [
  {
    names: ['--profile'],
    value: '<id>',
    summary: `the address pattern: ${PROFILE_IDS.join(', ')} (default ${DEFAULT_PROFILE})`,
  },
  { names: ['--json'], flag: 'json', summary: 'one JSON object per line instead of text' },
  { names: ['--only-invalid'], flag: 'onlyInvalid', summary: 'print only the lines that fail' },
  { names: ['-h', '--help'], flag: 'help', summary: 'show this help' },
  { names: ['--version'], flag: 'version', summary: 'print the version' },
];

function specFor(name: string): OptionSpec {
  const spec = CHECK_OPTIONS.find((candidate) => candidate.names.includes(name));
  if (spec === undefined) throw new UsageError(`unknown option ${name} (see --help)`);
  return spec;
}

function parseProfile(value: string): ProfileId {
  if (!isProfileId(value)) throw new UsageError(unknownProfileMessage(value));
  return value;
}

/** Parses the arguments after `check`; throws a UsageError for anything it does not understand. */
export function parseCheckArgs(args: readonly string[]): CheckRequest {
  const flags = new Set<FlagName>();
  const files: string[] = [];
  let profile: ProfileId = DEFAULT_PROFILE;
  let optionsEnded = false;

  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
    const spec = specFor(name);
    if (spec.flag !== undefined) {
      if (name !== arg) throw new UsageError(`option ${name} takes no value`);
      flags.add(spec.flag);
      continue;
    }
    const value = name !== arg ? arg.slice(equals + 1) : args[++index];
    if (value === undefined) throw new UsageError(`option ${name} needs a value ${spec.value ?? ''}`.trimEnd());
    // --profile is the one option with a value.
    profile = parseProfile(value);
  }

  if (flags.has('help')) return { kind: 'help' };
  if (flags.has('version')) return { kind: 'version' };
  return { kind: 'check', options: { profile, json: flags.has('json'), onlyInvalid: flags.has('onlyInvalid'), files } };
}
