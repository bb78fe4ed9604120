/** What the supported subset holds, said wherever a regex falls outside it (a module of its own: the page loads no oracle for it). */
export const SUBSET_WORDS =
  'whole-line patterns ^…$ of literals, classes, the escapes \\d \\w \\s \\S . \\xHH \\uHHHH, groups ( ) and (?: ), alternation and the quantifiers * + ? {n,m}, with no flag or u';
