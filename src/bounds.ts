/**
 * The three numbers the product is built on, written here and nowhere else: the rule catalogue
 * (rules.ts) takes its limits from them, and so does everything that reads the catalogue. A module of its
 * own, so that a profile's boolean check (email-rules/standard and its siblings) ships without the
 * catalogue's texts.
 */

/**
 * The three bounds, one word each everywhere (catalogue, report, generators, CLI, playground): the whole
 * address (`total`), the part before the at-sign (`local`) and each label of the domain (`label`).
 */
export type Bound = 'total' | 'local' | 'label';

export type Limits = Readonly<Record<Bound, number>>;

/** In code points: the whole address, the part before the at-sign, each label of the domain. */
export const LIMITS: Limits = Object.freeze({ total: 254, local: 64, label: 63 });
