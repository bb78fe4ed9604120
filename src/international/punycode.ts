/**
 * RFC 3492 Punycode (base 36, tmin 1, tmax 26, skew 38, damp 700, initial bias 72, initial n 128, delimiter `-`),
 * in O(n log n) on any input. The RFC's loops cost O(n × distinct code points) to encode and O(n²) to decode
 * (array insertion); Fenwick trees (binary indexed trees) over positions replace both.
 */

export type PunycodeError =
  /** A character that is not a base-36 digit, or a non-ASCII one before the delimiter, at its UTF-16 index. */
  | { readonly problem: 'digit'; readonly index: number }
  /** The text ends inside a variable-length integer. */
  | { readonly problem: 'truncated' }
  /** A delta that takes a code point beyond U+10FFFF. */
  | { readonly problem: 'overflow' }
  /** A decoded code point in U+D800–U+DFFF. */
  | { readonly problem: 'surrogate' };

/** The digit threshold t of RFC 3492 §6.2 for the digit at weight position k. */
export const threshold = (k: number, bias: number): number => Math.min(26, Math.max(1, k - bias));

/** RFC 3492 §6.1. Deltas can pass 2³¹ when encoding, hence division rather than shifts. */
export function adapt(delta: number, points: number, first: boolean): number {
  let scaled = Math.floor(delta / (first ? 700 : 2));
  scaled += Math.floor(scaled / points);
  let k = 0;
  // 455 = ((base − tmin) × tmax) / 2
  for (; scaled > 455; k += 36) scaled = Math.floor(scaled / 35);
  return k + Math.floor((36 * scaled) / (scaled + 38));
}

/** The lowercase character code of a digit 0..35: a-z, then 0-9. */
const digit = (value: number): number => value + (value < 26 ? 97 : 22);

/** Marks 0-based slot `slot` of a Fenwick tree (1-based, `tree[0]` unused) as present. */
function mark(tree: Int32Array, slot: number): void {
  // Stryker disable next-line EqualityOperator: equivalent, `<=` only adds a write at tree.length, which a typed array drops
  for (let node = slot + 1; node < tree.length; node += node & -node) tree[node] = (tree[node] ?? 0) + 1;
}

/** The sum over slots `0 .. end - 1`. */
function prefix(tree: Int32Array, end: number): number {
  let sum = 0;
  for (let node = end; node > 0; node -= node & -node) sum += tree[node] ?? 0;
  return sum;
}

/** Where an encoding keeps its state and its output. */
interface Buffers {
  /** Slots of the code points already in the decoder's output (the basic ones, then each as it is encoded), as a Fenwick tree. */
  readonly present: Int32Array;
  /** (code point, position) of each non-basic code point in one exact number: a numeric sort visits them in the order the RFC emits them. */
  readonly keys: Float64Array;
  /** The output's character codes. */
  readonly output: Uint8Array;
}

/**
 * Buffers for `length` code points. The output holds one code per basic code point, the delimiter, then at most
 * 17 digits per delta (each digit after the first multiplies the weight by 10 or more, and deltas stay below 2⁵³):
 * capacity never written is never touched, where a growing array of a million numbers would cost more than all the
 * rest. A Fenwick tree larger than the slots answers alike: the nodes past them are never read.
 */
const buffersOf = (length: number): Buffers => ({
  present: new Int32Array(length + 1),
  keys: new Float64Array(length),
  // Stryker disable next-line ArithmeticOperator: the `-` variant is equivalent, two octets fewer are never reached (17 a delta is far above what one takes); the `/` variant fails punycode.reference.test.ts (checked by hand)
  output: new Uint8Array(17 * length + 1),
});

/**
 * Buffers for up to this many code points, every label DNS takes, made once and reused: three typed arrays made
 * per call cost more than the encoding of a usual label (a tenth of an international report). Nothing the encoder
 * calls can encode again, so one set serves every call.
 */
const REUSED = 64;
const REUSED_BUFFERS = buffersOf(REUSED);

/** The buffers of an encoding of `length` code points: the reused ones, cleared, where they are large enough. */
function buffersFor(length: number): Buffers {
  // Buffers made for every length give the same text, slower: the variants that always make them are equivalent;
  // the ones that reuse them for a longer label fail punycode.reference.test.ts (checked by hand).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, see above
  if (length > REUSED) return buffersOf(length);
  REUSED_BUFFERS.present.fill(0);
  return REUSED_BUFFERS;
}

/**
 * RFC 3492 encoding of code points (no `xn--`); O(n log n) in the number of code points. Code points are integers
 * in 0..0x10FFFF; a lone surrogate is encoded like any other number (the decoder is the one that refuses it).
 */
export function punycodeEncode(codePoints: readonly number[]): string {
  const length = codePoints.length;
  const { present, keys, output } = buffersFor(length);
  let count = 0;
  let size = 0;
  for (let position = 0; position < length; position++) {
    const codePoint = codePoints[position] ?? 0;
    if (codePoint < 0x80) {
      output[size++] = codePoint;
      mark(present, position);
    } else keys[count++] = codePoint * length + position;
  }
  const basic = size;
  if (basic > 0) output[size++] = 0x2d;
  // The decoder's state: code point n, insertion index i (0 only before the first delta), into `handled` code points.
  let n = 128;
  let i = 0;
  let bias = 72;
  let handled = basic;
  for (const key of keys.subarray(0, count).sort()) {
    const codePoint = Math.floor(key / length);
    const position = key - codePoint * length;
    const index = prefix(present, position);
    const delta = (codePoint - n) * (handled + 1) + index - i;
    let q = delta;
    for (let k = 36; ; k += 36) {
      const t = threshold(k, bias);
      if (q < t) break;
      // q = t + (q − t) mod (36 − t) as this digit, then ⌊(q − t) / (36 − t)⌋ carried (no float `%`: slow).
      const rest = Math.floor((q - t) / (36 - t));
      output[size++] = digit(q - rest * (36 - t));
      q = rest;
    }
    output[size++] = digit(q);
    bias = adapt(delta, handled + 1, i === 0);
    mark(present, position);
    handled++;
    n = codePoint;
    i = index + 1;
  }
  const used = output.subarray(0, size);
  let text = '';
  // Stryker disable next-line EqualityOperator: equivalent, `<=` only adds a chunk at start = size, which is ''
  for (let start = 0; start < size; start += 8192) {
    text += Reflect.apply(String.fromCharCode, undefined, used.subarray(start, start + 8192)) as string;
  }
  return text;
}

/** The value of a digit character (either case), or 36 for any other UTF-16 unit. */
export function digitValue(unit: number): number {
  const lower = unit | 32;
  if (unit >= 48 && unit <= 57) return unit - 22;
  return lower >= 97 && lower <= 122 ? lower - 97 : 36;
}

/** RFC 3492 decoding of the part after `xn--`; O(n log n). */
export function punycodeDecode(text: string): readonly number[] | PunycodeError {
  // The basic code points: everything before the last delimiter.
  const basic = Math.max(0, text.lastIndexOf('-'));
  // Stryker disable next-line EqualityOperator: equivalent, `<=` also reads text[basic]: the delimiter (ASCII), or with basic = 0 a first character the digit loop reports alike
  for (let index = 0; index < basic; index++) {
    if (text.charCodeAt(index) >= 0x80) return { problem: 'digit', index };
  }
  // Each insertion: its code point, and its index into the output as it then was.
  const points = new Int32Array(text.length);
  const indices = new Int32Array(text.length);
  let count = 0;
  let n = 128;
  let i = 0;
  let bias = 72;
  let length = basic;
  // With no basic code points, a leading delimiter is not consumed: the RFC reads it as a (bad) digit.
  for (let index = basic > 0 ? basic + 1 : 0; index < text.length; length++) {
    const start = i;
    // i reaching this makes n + ⌊i / (length + 1)⌋ pass 0x10FFFF. Checked per digit, so nothing grows unbounded: a
    // continuing digit is at least 1, so w ≤ 35 × i.
    const limit = (0x110000 - n) * (length + 1);
    for (let k = 36, w = 1; ; k += 36) {
      if (index === text.length) return { problem: 'truncated' };
      const value = digitValue(text.charCodeAt(index));
      if (value === 36) return { problem: 'digit', index };
      index++;
      i += value * w;
      if (i >= limit) return { problem: 'overflow' };
      const t = threshold(k, bias);
      if (value < t) break;
      w *= 36 - t;
    }
    bias = adapt(i - start, length + 1, start === 0);
    n += Math.floor(i / (length + 1));
    i %= length + 1;
    if (n >= 0xd800 && n <= 0xdfff) return { problem: 'surrogate' };
    points[count] = n;
    indices[count++] = i++;
  }
  // Replayed backwards, each insertion lands in the index-th slot still free in the final output (later ones took
  // theirs); the basic code points fill the slots left, in order. `free` starts full (a node counts its own range)
  // and spans twice the top step, so the descent never reads past its end: the slots past `length` are free ones
  // that it never reaches, since rank < the free slots before `length`. (`| 1`: an empty output gets one node.)
  const top = 1 << (31 - Math.clz32(length | 1));
  const free = new Int32Array(2 * top).map((_, node) => node & -node);
  // 0 marks a slot left to the basic code points (an inserted one is at least 0x80).
  const output: number[] = new Array<number>(length).fill(0);
  for (let insertion = count - 1; insertion >= 0; insertion--) {
    let slot = 0;
    let rank = indices[insertion] ?? 0;
    for (let step = top; step > 0; step >>= 1) {
      const size = free[slot + step] ?? 0;
      if (size <= rank) {
        slot += step;
        rank -= size;
      } else free[slot + step] = size - 1; // a node not stepped over holds the slot found: it is taken
    }
    output[slot] = points[insertion] ?? 0;
  }
  let next = 0;
  output.forEach((codePoint, slot) => {
    if (codePoint === 0) output[slot] = text.charCodeAt(next++);
  });
  return output;
}
