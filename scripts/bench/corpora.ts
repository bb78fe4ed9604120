import { seededRandom, type SeededRandom } from './seededRandom.ts';

/**
 * The inputs the benchmark feeds every contender: generated, never stored, and the same for a
 * given seed, so a run on another day or machine measures the same strings.
 */

export const DEFAULT_SEED = 20_240_601;
export const TYPICAL_SIZE = 10_000;
/** The share of typical addresses given one everyday mistake: about 20%, so about 80% stay valid. */
const MISTAKE_RATE = 0.2;

export interface NamedInput {
  readonly name: string;
  readonly input: string;
}

const FIRST_NAMES = [
  'anna',
  'ben',
  'carla',
  'david',
  'emma',
  'farid',
  'grace',
  'hiro',
  'ines',
  'jonas',
  'kofi',
  'lena',
  'mateo',
  'nora',
  'olga',
  'pablo',
  'qiang',
  'rosa',
  'sven',
  'tara',
] as const;
const LAST_NAMES = [
  'smith',
  'garcia',
  'mueller',
  'rossi',
  'nguyen',
  'kowalski',
  'oconnor',
  'haddad',
  'silva',
  'tanaka',
  'johansson',
  'dubois',
  'okafor',
  'petrov',
  'schmidt',
] as const;
const ROLES = ['info', 'support', 'sales', 'contact', 'noreply', 'billing', 'hr', 'admin'] as const;
const PROVIDERS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'proton.me',
  'gmx.de',
  'web.de',
  'yahoo.co.uk',
  'mail.ru',
  'qq.com',
  'orange.fr',
] as const;
const COMPANY_WORDS = [
  'acme',
  'globex',
  'initech',
  'umbrella',
  'stark',
  'wayne',
  'tyrell',
  'cyberdyne',
  'soylent',
  'hooli',
  'pied',
  'piper',
  'vandelay',
  'wonka',
] as const;
const TOP_LEVELS = ['com', 'org', 'net', 'io', 'co.uk', 'de', 'fr', 'com.au', 'edu', 'dev', 'ch', 'nl'] as const;
const SUBDOMAINS = ['mail', 'eu', 'cs', 'research', 'corp'] as const;

function capitalizeSometimes(random: SeededRandom, word: string): string {
  return random.chance(0.1) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function realisticLocal(random: SeededRandom): string {
  const first = capitalizeSometimes(random, random.pick(FIRST_NAMES));
  const last = capitalizeSometimes(random, random.pick(LAST_NAMES));
  const year = String(random.integer(1950, 2010));
  const patterns: readonly [() => string, ...(() => string)[]] = [
    () => `${first}.${last}`,
    () => `${first}${last}`,
    () => `${first.charAt(0)}.${last}`,
    () => `${first}_${last}`,
    () => `${first}-${last}`,
    () => `${first}+${random.pick(['news', 'shop', 'work'])}`,
    () => `${first}.${last}${String(random.integer(1, 99))}`,
    () => `${first}${year}`,
    () => first,
    () => random.pick(ROLES),
  ];
  return random.pick(patterns)();
}

function realisticDomain(random: SeededRandom): string {
  if (random.chance(0.6)) return random.pick(PROVIDERS);
  const company = random.chance(0.3)
    ? `${random.pick(COMPANY_WORDS)}-${random.pick(COMPANY_WORDS)}`
    : random.pick(COMPANY_WORDS);
  const subdomain = random.chance(0.15) ? `${random.pick(SUBDOMAINS)}.` : '';
  return `${subdomain}${company}.${random.pick(TOP_LEVELS)}`;
}

/** Everyday ways a typed address goes wrong, each applied to a well-formed `local@domain`. */
const MISTAKES: readonly [
  (local: string, domain: string, random: SeededRandom) => string,
  ...((local: string, domain: string, random: SeededRandom) => string)[],
] = [
  (local, domain) => `${local}${domain}`, // at-sign forgotten
  (local, domain) => `${local}@@${domain}`,
  (local, domain) => `${local} @${domain}`,
  (local, domain) => ` ${local}@${domain}`,
  (local, domain) => `${local}@${domain}.`,
  (local, domain) => `${local}@${domain.slice(0, domain.lastIndexOf('.'))}`, // top-level domain forgotten
  (local, domain) => `${local}@${domain.replace('.', ',')}`,
  (local, domain) => `${local}..x@${domain}`,
  (local, domain) => `.${local}@${domain}`,
  (local, domain) => `${local.replace(/o|a|e/u, 'ö')}@${domain}`,
  (local, domain, random) => `${capitalizeSometimes(random, local)} Doe <${local}@${domain}>`,
  (local, domain) => `${local}@${domain.replace('.', '..')}`,
];

/** One realistic address: about 80% well-formed, the rest carrying one everyday mistake. */
function typicalAddress(random: SeededRandom): string {
  const local = realisticLocal(random);
  const domain = realisticDomain(random);
  return random.chance(MISTAKE_RATE) ? random.pick(MISTAKES)(local, domain, random) : `${local}@${domain}`;
}

export function typicalCorpus(seed: number = DEFAULT_SEED, size: number = TYPICAL_SIZE): readonly string[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, () => typicalAddress(random));
}

/** Labels of at most 63 characters, joined by dots, ending in `com`: a well-formed domain of exactly `length` (5 or more) characters. */
export function domainOfLength(length: number): string {
  const topLevel = 'com';
  const labels: string[] = [];
  let remaining = length - topLevel.length;
  while (remaining > 0) {
    // Each label costs its characters plus one dot; never leave a lone dot's worth behind.
    let labelLength = Math.min(63, remaining - 1);
    if (remaining - (labelLength + 1) === 1) labelLength -= 1;
    labels.push('b'.repeat(labelLength));
    remaining -= labelLength + 1;
  }
  return [...labels, topLevel].join('.');
}

/** Well-formed addresses at, just under and just over each of the three limits. */
export function boundaryCorpus(): readonly NamedInput[] {
  const totals = [253, 254, 255].map((total) => ({
    name: `total ${total}`,
    input: `${'a'.repeat(64)}@${domainOfLength(total - 65)}`,
  }));
  const locals = [63, 64, 65].map((local) => ({ name: `local ${local}`, input: `${'a'.repeat(local)}@example.com` }));
  const labels = [62, 63, 64].map((label) => ({ name: `label ${label}`, input: `user@${'b'.repeat(label)}.com` }));
  return [...totals, ...locals, ...labels];
}

export const HOSTILE_SIZES: readonly number[] = [250, 1_000, 10_000, 100_000, 1_000_000];

export interface HostileShape {
  readonly id: string;
  /** Where the shape comes from, for the report. */
  readonly description: string;
  /** The hostile string of exactly `size` UTF-16 units (all ASCII, so also `size` characters). */
  readonly build: (size: number) => string;
}

/** Shapes of the inputs in public ReDoS reports on e-mail regexes; each fails every profile. */
export const HOSTILE_SHAPES: readonly HostileShape[] = [
  {
    id: 'dots-then-space',
    description: "`'a@' + '.'.repeat(n) + ' '`: quadratic for `/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/`",
    build: (size) => `a@${'.'.repeat(size - 3)} `,
  },
  {
    id: 'atext-without-at',
    description: "`'a'.repeat(n)`: a long run of atext and no at-sign, for nested quantifiers over the local part",
    build: (size) => 'a'.repeat(size),
  },
  {
    id: 'unclosed-quote',
    description: "`'\"' + 'a'.repeat(n) + '@x.com'`: a quoted local part that never closes",
    build: (size) => `"${'a'.repeat(size - 7)}@x.com`,
  },
  {
    id: 'many-labels',
    description:
      "`'a'.repeat(n) + '@' + 'a.'.repeat(n) + '!'`: long local part, many one-letter labels, a bad last character",
    build: (size) => {
      const local = 'a'.repeat(Math.floor(size / 2));
      const domainLength = size - local.length - 1;
      return `${local}@${'a.'.repeat(domainLength).slice(0, domainLength - 1)}!`;
    },
  },
  {
    id: 'hyphen-run',
    description:
      "`'a@' + 'a-'.repeat(n) + '!'`: alternating letters and hyphens, for label patterns with optional hyphens",
    build: (size) => `a@${'a-'.repeat(size).slice(0, size - 3)}!`,
  },
  // What a failing report reads for constructs (src/constructs): nothing it does may grow faster than the input.
  {
    id: 'open-parens',
    description: "`'('.repeat(n)`: a comment that never closes, nested as deep as the input",
    build: (size) => '('.repeat(size),
  },
  {
    id: 'open-angles',
    description: "`'<'.repeat(n)`: angle brackets of a display name that never close",
    build: (size) => '<'.repeat(size),
  },
  {
    id: 'nested-comment',
    description: "`'('.repeat(k) + 'a@b' + ')'.repeat(k)`: an address inside comments nested as deep as the input",
    build: (size) => {
      const depth = Math.floor((size - 3) / 2);
      return `${'('.repeat(depth)}a@b${')'.repeat(size - 3 - depth)}`;
    },
  },
  {
    id: 'address-commas',
    description: "`'a@b.co,'.repeat(n)`: a pasted list of addresses as long as the input",
    build: (size) => 'a@b.co,'.repeat(Math.ceil(size / 7)).slice(0, size),
  },
];

export function hostileShapeById(id: string): HostileShape {
  const shape = HOSTILE_SHAPES.find((candidate) => candidate.id === id);
  if (shape === undefined) throw new RangeError(`Unknown hostile shape ${JSON.stringify(id)}`);
  return shape;
}
