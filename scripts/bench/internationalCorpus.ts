import { seededRandom, type SeededRandom } from './seededRandom.ts';

/**
 * Realistic international addresses for the `international` profile's figure: names and domains in
 * eleven scripts and ASCII, mixed the way sign-ups mix them (an ASCII name at an IDN, a native name at
 * gmail.com), about 80% valid, the rest with one everyday mistake. Generated from a seed like the
 * typical corpus, so every run measures the same strings.
 */

/** Local parts people have, by script: Latin with accents, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Han, Hangul, kana, Thai, and an astral one. */
const LOCALS = [
  'josé',
  'jöran',
  'françoise',
  'łukasz',
  'θανάσης',
  'μαρία',
  'иван',
  'ольга.петрова',
  'אורי',
  'محمد',
  'فاطمة.علي',
  'राम',
  'प्रिया',
  '李雷',
  '用户',
  '김민수',
  'さくら',
  'たなか.ゆき',
  'สมชาย',
  '𠮷野',
  'anna',
  'ben.smith',
] as const;

/** Domains people register, each valid under IDNA2008 (and ASCII ones, which most international addresses still use). */
const DOMAINS = [
  'bücher.de',
  'müller.ch',
  'παράδειγμα.ελ',
  'пример.рф',
  'почта.бел',
  'דוגמה.ישראל',
  'مثال.مصر',
  'उदाहरण.भारत',
  '例子.广告',
  '例え.jp',
  '사례.한국',
  'ตัวอย่าง.ไทย',
  'gmail.com',
  'yandex.ru',
  'qq.com',
  'xn--bcher-kva.de',
] as const;

/** Everyday ways it goes wrong, each applied to a well-formed `local@domain`. */
const MISTAKES: readonly [(local: string, domain: string) => string, ...((local: string, domain: string) => string)[]] =
  [
    (local, domain) => `${local}${domain}`,
    (local, domain) => `${local}@@${domain}`,
    (local, domain) => `${local} @${domain}`,
    (local, domain) => `${local}@${domain}.`,
    (local, domain) => `${local}@${domain.slice(0, domain.lastIndexOf('.'))}`,
    (local, domain) => `${local}..x@${domain}`,
    (local, domain) => `${local}\u200b@${domain}`, // a zero-width space pasted along
    (local, domain) => `${local}@${domain.replace('.', '☕.')}`, // a label browsers accept and IDNA2008 does not
  ];

const MISTAKE_RATE = 0.2;

function internationalAddress(random: SeededRandom): string {
  const local = random.pick(LOCALS);
  const domain = random.pick(DOMAINS);
  return random.chance(MISTAKE_RATE) ? random.pick(MISTAKES)(local, domain) : `${local}@${domain}`;
}

export const INTERNATIONAL_SIZE = 10_000;

export function internationalCorpus(seed: number, size: number = INTERNATIONAL_SIZE): readonly string[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, () => internationalAddress(random));
}
