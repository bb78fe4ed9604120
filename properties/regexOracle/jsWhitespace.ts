import { charSet, type CharRange, type CharSet } from './charSet.ts';

/**
 * JavaScript's `\s`, read from the engine itself: every UTF-16 unit `/\s/` matches, as ranges. Nothing
 * above U+FFFF is white space, so the same set serves code units and code points. Asking the engine keeps
 * the oracle independent of the kit's own list (src/profiles/whitespace.ts) without writing a second one.
 */
function engineWhitespace(): CharSet {
  const ranges: CharRange[] = [];
  for (let unit = 0; unit <= 0xffff; unit++) {
    if (!/\s/.test(String.fromCharCode(unit))) continue;
    const last = ranges.at(-1);
    if (last !== undefined && last[1] === unit - 1) ranges[ranges.length - 1] = [last[0], unit];
    else ranges.push([unit, unit]);
  }
  return charSet(ranges);
}

export const JS_WHITESPACE: CharSet = engineWhitespace();
