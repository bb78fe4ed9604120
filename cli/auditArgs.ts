/** The arguments of `email-rules audit`, from a table of options that also writes the help. */
import { PROFILE_IDS, isProfileId, unknownProfileMessage, type ProfileId } from '../src/index.ts';
import { UsageError } from './usageError.ts';

export interface AuditRequestOptions {
  readonly validator: string;
  readonly runs: number;
  readonly seed: number | undefined;
  readonly profile: ProfileId | undefined;
  readonly only: string | undefined;
  readonly path: string | undefined;
  readonly json: boolean;
}

export type AuditRequest =
  { readonly kind: 'audit'; readonly options: AuditRequestOptions } | { readonly kind: 'help' };

type ValueName = 'runs' | 'seed' | 'profile' | 'only' | 'path';

interface AuditOption {
  readonly names: readonly string[];
  readonly summary: string;
  readonly value?: string;
  readonly sets: ValueName | 'json' | 'help';
}

export const AUDIT_OPTIONS: readonly AuditOption[] = [
  { names: ['--runs'], value: '<n>', sets: 'runs', summary: 'runs per invariant (default 100)' },
  {
    names: ['--seed'],
    value: '<s>',
    sets: 'seed',
    summary: 'seed of the draws, to replay a finding (default: random, printed)',
  },
  {
    names: ['--profile'],
    value: '<id>',
    sets: 'profile',
    summary: `also demand agreement with email-rules under ${PROFILE_IDS.join(', ')}`,
  },
  { names: ['--only'], value: '<invariant>', sets: 'only', summary: 'run one invariant, by id' },
  {
    names: ['--path'],
    value: '<path>',
    sets: 'path',
    summary: 'replay a printed shrink path (with --seed and --only)',
  },
  { names: ['--json'], sets: 'json', summary: 'one JSON document instead of text' },
  { names: ['-h', '--help'], sets: 'help', summary: 'show this help' },
];

function wholeNumber(name: string, value: string, { min }: { min: number }): number {
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number) || number < min)
    throw new UsageError(`option ${name} takes a whole number of at least ${min}, got ${JSON.stringify(value)}`);
  return number;
}

export function parseAuditArgs(args: readonly string[]): AuditRequest {
  const values = new Map<ValueName, string>();
  const positional: string[] = [];
  let json = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const option = AUDIT_OPTIONS.find((candidate) => candidate.names.includes(name));
    if (option === undefined) throw new UsageError(`unknown option ${name} (see email-rules audit --help)`);
    if (option.sets === 'help') return { kind: 'help' };
    if (option.sets === 'json') {
      json = true;
      continue;
    }
    const value = equals > 0 ? arg.slice(equals + 1) : args[++index];
    if (value === undefined) throw new UsageError(`option ${name} needs a value ${option.value ?? ''}`.trimEnd());
    values.set(option.sets, value);
  }
  const [validator, ...extra] = positional;
  if (validator === undefined) throw new UsageError('audit needs a validator: email-rules audit <module>[#exportName]');
  if (extra.length > 0) throw new UsageError(`audit takes one validator, got also ${extra.join(' ')}`);
  const profile = values.get('profile');
  if (profile !== undefined && !isProfileId(profile)) throw new UsageError(unknownProfileMessage(profile));
  const seed = values.get('seed');
  const runs = values.get('runs');
  return {
    kind: 'audit',
    options: {
      validator,
      runs: runs === undefined ? 100 : wholeNumber('--runs', runs, { min: 1 }),
      seed: seed === undefined ? undefined : wholeNumber('--seed', seed, { min: -0x80000000 }),
      profile,
      only: values.get('only'),
      path: values.get('path'),
      json,
    },
  };
}
