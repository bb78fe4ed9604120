import { LIMITS, PROFILES } from '../../src/index.ts';
import { INITIAL_STATE } from '../state/playgroundState.ts';

/** A ready-made list for the Examples menu. */
export interface Example {
  readonly id: string;
  readonly title: string;
  readonly lines: readonly string[];
}

const LABEL_FILL = 50;

/**
 * An address of exactly `length` characters whose local part and labels are all within their limits, so
 * only the whole address's length can fail: a full local part, then labels of LABEL_FILL characters.
 */
export function addressOfLength(length: number): string {
  const local = 'a'.repeat(LIMITS.local);
  // Room for the labels before ".com", with the dots between them.
  let remaining = length - local.length - '@'.length - '.com'.length;
  const labels: string[] = [];
  while (remaining > 0) {
    // A full label and its dot, unless that would leave no room for the next label.
    const take = remaining <= LABEL_FILL ? remaining : remaining === LABEL_FILL + 1 ? LABEL_FILL - 1 : LABEL_FILL;
    labels.push('b'.repeat(take));
    remaining -= take + 1;
  }
  return `${local}@${labels.join('.')}.com`;
}

/** Each bound at its limit, one under and one over. */
function boundLines(): string[] {
  const around = (limit: number) => [limit - 1, limit, limit + 1];
  return [
    ...around(LIMITS.total).map(addressOfLength),
    ...around(LIMITS.local).map((length) => `${'x'.repeat(length)}@example.com`),
    ...around(LIMITS.label).map((length) => `user@${'l'.repeat(length)}.example.com`),
  ];
}

/** The code spans of a Markdown sentence: `a` and, for text with a backtick in it, `` a`b ``. */
function codeSpans(sentence: string): string[] {
  const doubled = [...sentence.matchAll(/`` (.+?) ``/g)].map((match) => match[1] ?? '');
  const single = [...sentence.replace(/`` .+? ``/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return [...doubled, ...single];
}

/** The addresses the profiles' quirks quote: each code span with an at-sign. */
function quirkLines(): string[] {
  const quoted = PROFILES.flatMap((profile) => profile.quirks.flatMap(codeSpans));
  return [...new Set(quoted.filter((span) => span.includes('@')))];
}

export const EXAMPLES: readonly Example[] = [
  { id: 'sample', title: 'The sample lines', lines: INITIAL_STATE.text.split('\n') },
  { id: 'bounds', title: 'Each bound at ±1', lines: boundLines() },
  {
    id: 'lookalikes',
    title: 'Look-alikes and invisible characters',
    lines: [
      'support＠example.com',
      'jane﹫example.com',
      'jane@example。com',
      'j\u0430ne@example.com',
      'john\u00a0doe@example.com',
      'jane\u200b@example.com',
      'jane@ex\u00adample.com',
    ],
  },
  {
    id: 'quoted',
    title: 'Quoted local parts',
    lines: [
      '"john doe"@example.com',
      '"a@b"@example.com',
      '"a\\"b"@example.com',
      '""@example.com',
      '"unterminated@example.com',
      '"a"b@example.com',
    ],
  },
  {
    id: 'international',
    title: 'International addresses (for the international profile)',
    lines: [
      '用户@例子.广告',
      'Jöran@Bücher.DE',
      'δοκιμή@παράδειγμα.δοκιμή',
      'user@מבחן.ישראל',
      'a@xn--fsqu00a.xn--4rr70v',
      'a@☕.example',
      'a@ﬁ.com',
      'a@ab--cd.com',
      'a@a·b.com',
      'jane\u200d@example.com',
      `${'é'.repeat(LIMITS.local / 2 + 1)}@example.com`,
      `a@${'中'.repeat(58)}.com`,
    ],
  },
  { id: 'quirks', title: "The profiles' quirks", lines: quirkLines() },
];
