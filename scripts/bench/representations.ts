/**
 * The same strings in the forms V8 keeps them in, which a loop over `charCodeAt` reads at different costs and a
 * regex engine alike (it reaches the characters once per call). The corpora's generator builds each address by
 * concatenation, a rope (a cons string) until its first reads flatten it and a garbage collection replaces it by
 * the flat string; an address from `JSON.parse` is flat from the start, and a line split from a text read from a
 * file is a view into that text (a sliced string, from 13 characters on), read through its parent on every access.
 * The bench measures the typical corpus in all three: in its long runs the ropes read as fast as flat strings.
 */

/** The strings as `JSON.parse` gives them, e.g. from a request body: each a flat sequence of its own. */
export function asParsed(strings: readonly string[]): readonly string[] {
  return JSON.parse(JSON.stringify(strings)) as string[];
}

/** The strings as slices of one text, e.g. a file read and split into lines: views into that text. */
export function asSlices(strings: readonly string[]): readonly string[] {
  const text = strings.join('');
  let start = 0;
  return strings.map((string) => text.slice(start, (start += string.length)));
}
