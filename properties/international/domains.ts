/**
 * Domains for the differential suites: labels drawn from code point pools across scripts (left-to-right,
 * right-to-left, Arabic-Indic digits, scripts with viramas), sprinkled with the characters IDNA treats
 * specially, then near misses made by one mutation (a random code point, a joiner, a middle dot, hyphens
 * in positions 3–4, an edit inside an `xn--` label).
 */
import fc from 'fast-check';
import { internationalAddress, internationalBoundaryAddress, internationalNearMiss } from '../arbitraries/index.ts';
import { tr46Strict } from './tr46.ts';

const POOLS: readonly string[] = [
  'abcdefghijklmnopqrstuvwxyz0123456789',
  'abcdefghijklmnopqrstuvwxyzäöüßéçñøłğ',
  'αβγδεζηθικλμνξοπρστυφχψως',
  'абвгдежзийклмнопрстуфхцчшщыэюя',
  'אבגדהוזחטיכלמנסעפצקרשת',
  'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
  'ابتثجحخد٠١٢٣٤٥٦٧٨٩',
  'ابتثجحخد۰۱۲۳۴۵۶۷۸۹',
  'कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह\u094D\u093E\u093F',
  '中文字用户例子广告电邮件网络',
  '한국어메일주소도메인',
  'あいうえおかきくけこアイウエオ\u30FB',
  'กขคงจฉชซญดตถทนบปผพฟภมยรลวศสหอฮ',
];

/**
 * What IDNA2008 and UTS 46 treat specially: joiners, CONTEXTO characters, marks, characters both map
 * (capitals, fullwidth), characters only UTS 46 maps or ignores (`ﬁ`, `ℕ`, U+0345, Cherokee, soft hyphen),
 * NV8 symbols, separators, ASCII outside LDH, unassigned and private-use code points.
 */
export const SPECIALS: readonly string[] = [
  '-',
  '\u200D',
  '\u200C',
  '\u00B7',
  '\u0375',
  '\u05F3',
  '\u05F4',
  '\u30FB',
  '\u0301',
  '\u0308',
  '\u094D',
  'A',
  'Ü',
  '\u03A3',
  '\u13A0',
  '\uAB70',
  '\u0345',
  '\uFF21',
  '\uFB01',
  '\u2460',
  '\u2115',
  '\u00AA',
  '\u00B2',
  '\u017F',
  '\u0130',
  '\u2615',
  '\u{1F600}',
  '\u00A9',
  '_',
  '\u00AD',
  '\u200B',
  '\u2060',
  '\uFE0F',
  '\u0378',
  '\uE000',
  ' ',
  '@',
  '\u3002',
  '\uFF0E',
  '\uFF61',
  '\u03C2',
  '\u0640',
  '\u2010',
  '\uFF0D',
  '\u2024',
  '1',
  '0',
];

const TOP_LABELS: readonly string[] = ['com', 'de', 'рф', '中国', 'קום', 'مصر', 'भारत', '한국', 'ελ', 'co.jp'];

const fromPool = (pool: string): fc.Arbitrary<string> => fc.constantFrom(...pool);

/** A label: characters of one script, now and then one of the specials. */
const label: fc.Arbitrary<string> = fc
  .constantFrom(...POOLS)
  .chain((pool) =>
    fc.array(
      fc.oneof({ arbitrary: fromPool(pool), weight: 12 }, { arbitrary: fc.constantFrom(...SPECIALS), weight: 1 }),
      {
        minLength: 1,
        maxLength: 10,
      },
    ),
  )
  .map((characters) => characters.join(''));

/** One to three labels and a top label. */
export const domain: fc.Arbitrary<string> = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom(...TOP_LABELS))
  .map(([labels, top]) => [...labels, top].join('.'));

const insertAt = (text: string, index: number, inserted: string): string => {
  const characters = [...text];
  const at = index % (characters.length + 1);
  return [...characters.slice(0, at), inserted, ...characters.slice(at)].join('');
};

/** Any code point, lone surrogates and unassigned ones included. */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));

interface ALabelEdit {
  readonly edit: 'delete' | 'insert' | 'replace' | 'upper' | 'random';
  /** What `insert` and `replace` put in. */
  readonly digit: string;
  /** The body of a random `xn--` label, for `random` and for a label with no A-label. */
  readonly random: string;
}

/** An edit of an `xn--` label: of the domain's label at `index` once encoded (tr46), or of a random one. */
const aLabelEdit: fc.Arbitrary<ALabelEdit> = fc.record({
  edit: fc.constantFrom('delete', 'insert', 'replace', 'upper', 'random'),
  digit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'),
  random: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
});

function editALabel(text: string, index: number, { edit, digit, random }: ALabelEdit): string {
  const labels = text.split('.');
  const which = index % labels.length;
  const ascii = tr46Strict(labels[which] ?? '');
  const aLabel = ascii?.startsWith('xn--') === true ? ascii : `xn--${random}`;
  const body = aLabel.slice(4);
  const at = index % Math.max(1, body.length);
  const edited = {
    delete: body.slice(0, at) + body.slice(at + 1),
    insert: body.slice(0, at) + digit + body.slice(at),
    replace: body.slice(0, at) + digit + body.slice(at + 1),
    upper: body.toUpperCase(),
    random,
  }[edit];
  labels[which] = `xn--${edited}`;
  return labels.join('.');
}

/** Hyphens in positions 3–4 of the label at `index`. */
function hyphens34(text: string, index: number): string {
  const labels = text.split('.');
  const which = index % labels.length;
  labels[which] = insertAt(labels[which] ?? '', 2, '--');
  return labels.join('.');
}

/** One mutation of a domain into a near miss (or, now and then, into something still valid). */
export const nearMiss: fc.Arbitrary<string> = fc
  .tuple(
    domain,
    fc.nat(),
    fc.oneof(
      anyCodePoint.map((inserted) => ({ kind: 'insert' as const, inserted })),
      fc
        .constantFrom('\u200D', '\u200C', '\u00B7', 'l\u00B7l')
        .map((inserted) => ({ kind: 'insert' as const, inserted })),
      fc.constant({ kind: 'hyphens34' as const }),
      aLabelEdit.map((edit) => ({ kind: 'aLabel' as const, edit })),
    ),
  )
  .map(([text, index, mutation]) => {
    switch (mutation.kind) {
      case 'insert':
        return insertAt(text, index, mutation.inserted);
      case 'hyphens34':
        return hyphens34(text, index);
      case 'aLabel':
        return editALabel(text, index, mutation.edit);
    }
  });

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

/**
 * The domains of the published international generators (`email-rules/arbitraries`), a second source
 * written apart from the pools above: valid addresses, labels whose A-label is 62, 63 or 64 octets, and
 * near misses spoiled in the domain.
 */
export const publishedDomain: fc.Arbitrary<string> = fc.oneof(
  internationalAddress().map(domainOf),
  internationalBoundaryAddress({ bound: 'label' }).map(domainOf),
  internationalNearMiss()
    .filter((miss) => miss.part === 'domain')
    .map((miss) => domainOf(miss.address)),
);
