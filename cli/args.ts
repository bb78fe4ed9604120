/**
 * The command line's one argument parser. Each command declares its options as data (names, value
 * placeholder, summary, how a value is read, default), and the same table parses the arguments and
 * writes the help, so what is accepted and what is documented cannot drift.
 *
 * Accepted: `--name value`, `--name=value`, flags, `-` as a positional, and `--` to end the options.
 * Anything else that starts with `-` is an unknown option. Every mistake is a one-line UsageError.
 */
import { isProfileId, unknownProfileMessage, type ProfileId } from '../src/index.ts';
import { UsageError } from './usageError.ts';

interface OptionBase {
  /** The spellings, e.g. `['-h', '--help']`. */
  readonly names: readonly [string, ...string[]];
  /** One line for the help. */
  readonly summary: string;
}

export interface FlagOption extends OptionBase {
  readonly kind: 'flag';
  /** A flag that is the whole request (`--help`, `--version`): when given, the other values are not read. */
  readonly alone: boolean;
}

export interface ValueOption<Value> extends OptionBase {
  readonly kind: 'value';
  /** The value's placeholder in the help, e.g. `<id>`. */
  readonly placeholder: string;
  /** Reads the text given; throws a UsageError, naming the option, for a value it cannot take. */
  readonly parse: (text: string, name: string) => Value;
  /** The value when the option is not given. */
  readonly default: Value;
  /** How the help states the default, when `String(default)` would not say it (absent: the default is not shown). */
  readonly defaultText: string | undefined;
}

export type Option = FlagOption | ValueOption<unknown>;

/** A command's options, by the key its parsed value is read under; the order is the help's. */
export type OptionTable = Readonly<Record<string, Option>>;

/** The parsed values: a flag is a boolean, a value option its parsed value (or its default). */
export type OptionValues<Table extends OptionTable> = {
  readonly [Key in keyof Table]: Table[Key] extends ValueOption<infer Value> ? Value : boolean;
};

export type ParsedArgs<Table extends OptionTable> =
  | { readonly kind: 'alone'; readonly option: keyof Table & string }
  | { readonly kind: 'run'; readonly options: OptionValues<Table>; readonly positionals: readonly string[] };

export function flag(names: FlagOption['names'], summary: string, { alone = false } = {}): FlagOption {
  return { kind: 'flag', names, summary, alone };
}

export function valueOption<Value>(spec: {
  readonly names: ValueOption<Value>['names'];
  readonly placeholder: string;
  readonly summary: string;
  readonly parse: (text: string, name: string) => Value;
  readonly default: Value;
  readonly defaultText?: string;
}): ValueOption<Value> {
  return { kind: 'value', defaultText: undefined, ...spec };
}

// Readers of option values.

/** A profile id, refused with the kit's own message. */
export function profileId(text: string): ProfileId {
  if (!isProfileId(text)) throw new UsageError(unknownProfileMessage(text));
  return text;
}

/** A whole number within bounds, written in plain decimal digits. */
export function wholeNumber({ min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }) {
  return (text: string, name: string): number => {
    const number = Number(text);
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number) || number < min || number > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
      throw new UsageError(`option ${name} takes a whole number ${range}, got ${JSON.stringify(text)}`);
    }
    return number;
  };
}

/** Any text, as given. */
export function anyText(text: string): string {
  return text;
}

// Parsing.

function findOption(table: OptionTable, name: string): [string, Option] | undefined {
  return Object.entries(table).find(([, option]) => option.names.includes(name));
}

/**
 * Parses `args` against `table`. Syntax comes first (an unknown option, a missing value, a value given
 * to a flag); then, unless an `alone` flag was given, each value is read by its option's `parse`.
 */
export function parseArgs<Table extends OptionTable>(table: Table, args: readonly string[]): ParsedArgs<Table> {
  const given = new Map<string, { name: string; text: string | undefined }>();
  const positionals: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const found = findOption(table, name);
    if (found === undefined) throw new UsageError(`unknown option ${name} (see --help)`);
    const [key, option] = found;
    if (option.kind === 'flag') {
      if (equals > 0) throw new UsageError(`option ${name} takes no value`);
      given.set(key, { name, text: undefined });
      continue;
    }
    const text = equals > 0 ? arg.slice(equals + 1) : args[++index];
    if (text === undefined) throw new UsageError(`option ${name} needs a value ${option.placeholder}`);
    given.set(key, { name, text });
  }

  const alone = Object.entries(table).find(([key, option]) => option.kind === 'flag' && option.alone && given.has(key));
  if (alone !== undefined) return { kind: 'alone', option: alone[0] };

  const values: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(table)) {
    const value = given.get(key);
    if (option.kind === 'flag') values[key] = value !== undefined;
    else values[key] = value?.text === undefined ? option.default : option.parse(value.text, value.name);
  }
  // Every key of the table was given its value above, of the type its option declares.
  return { kind: 'run', options: values as OptionValues<Table>, positionals };
}

// Help.

/** How the help spells an option: its names, and its value's placeholder. */
export function optionLabel(option: Option): string {
  return option.kind === 'value' ? `${option.names.join(', ')} ${option.placeholder}` : option.names.join(', ');
}

/** What the help says an option does, with its default when the default can be shown. */
export function optionMeaning(option: Option): string {
  const shown = option.kind === 'value' ? (option.defaultText ?? defaultOf(option.default)) : undefined;
  return shown === undefined ? option.summary : `${option.summary} (default ${shown})`;
}

/** The table as help lines: `  --name <placeholder>  summary (default …)`, aligned. */
export function helpLines(table: OptionTable): string[] {
  const options = Object.values(table);
  const width = Math.max(...options.map((option) => optionLabel(option).length));
  return options.map((option) => `  ${optionLabel(option).padEnd(width)}  ${optionMeaning(option)}`);
}

function defaultOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
