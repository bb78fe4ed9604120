import { EMPTY_SET, contains, setKey, union, type CharSet } from './charSet.ts';
import { UNBOUNDED, type Syntax } from './parser.ts';

/**
 * Regular expressions as Brzozowski terms, hash-consed: a factory builds each distinct term once, so a
 * term's id names its structure (children are compared by id) and equal terms are the same object.
 * The smart constructors normalise as they build:
 * - ∅ absorbs concatenation and vanishes from alternation; ε is neutral in concatenation;
 * - concatenation nests to the right, so (a·b)·c and a·(b·c) are one term;
 * - alternation is flattened, its character sets merged into one, its options deduplicated and
 *   ordered by id (associativity, commutativity and idempotence: derivatives stay finitely many);
 * - a set with no characters is ∅; the star of ∅ or ε is ε; a star of a star is that star.
 * So no term but ∅ denotes the empty language (a set is non-empty, and every other constructor keeps
 * a non-empty language from non-empty parts), which makes "no continuation can match" the same as
 * "the derivative IS the ∅ node".
 */

interface TermBase {
  /** Unique per structure within a factory: the canonical key of the term. */
  readonly id: number;
  readonly nullable: boolean;
}

export type Term =
  | (TermBase & { readonly kind: 'empty' })
  | (TermBase & { readonly kind: 'epsilon' })
  | (TermBase & { readonly kind: 'set'; readonly set: CharSet })
  | (TermBase & { readonly kind: 'concat'; readonly head: Term; readonly tail: Term })
  | (TermBase & { readonly kind: 'alt'; readonly options: readonly Term[] })
  | (TermBase & { readonly kind: 'star'; readonly body: Term });

type TermShape = Term extends infer Each ? (Each extends Term ? Omit<Each, 'id'> : never) : never;

/** Bounded repetition unrolls into copies; past this it is surely a mistake, not a profile regex. */
const MAX_UNROLLED_REPEAT = 1000;

export class TermFactory {
  private readonly byKey = new Map<string, Term>();
  private readonly classStartsById = new Map<number, readonly number[]>();
  readonly empty: Term;
  readonly epsilon: Term;

  /** `alphabetEnd`: the largest character, 0xFFFF for code units or 0x10FFFF for code points. */
  constructor(readonly alphabetEnd: number) {
    this.empty = this.intern('∅', { kind: 'empty', nullable: false });
    this.epsilon = this.intern('ε', { kind: 'epsilon', nullable: true });
  }

  /** How many distinct terms exist so far. */
  get size(): number {
    return this.byKey.size;
  }

  set(set: CharSet): Term {
    return set.length === 0 ? this.empty : this.intern(`[${setKey(set)}]`, { kind: 'set', set, nullable: false });
  }

  concat(head: Term, tail: Term): Term {
    if (head.kind === 'empty' || tail.kind === 'empty') return this.empty;
    if (head.kind === 'epsilon') return tail;
    if (tail.kind === 'epsilon') return head;
    if (head.kind === 'concat') return this.concat(head.head, this.concat(head.tail, tail));
    return this.intern(`(${head.id}·${tail.id})`, {
      kind: 'concat',
      head,
      tail,
      nullable: head.nullable && tail.nullable,
    });
  }

  alt(options: readonly Term[]): Term {
    const distinct = new Map<number, Term>();
    let characters: CharSet = EMPTY_SET;
    const collect = (option: Term): void => {
      if (option.kind === 'alt') option.options.forEach(collect);
      else if (option.kind === 'set') characters = union(characters, option.set);
      else if (option.kind !== 'empty') distinct.set(option.id, option);
    };
    options.forEach(collect);
    if (characters.length > 0) {
      const merged = this.set(characters);
      distinct.set(merged.id, merged);
    }
    const ordered = [...distinct.values()].sort((left, right) => left.id - right.id);
    const [first] = ordered;
    if (first === undefined) return this.empty;
    if (ordered.length === 1) return first;
    return this.intern(`(${ordered.map((option) => option.id).join('|')})`, {
      kind: 'alt',
      options: ordered,
      nullable: ordered.some((option) => option.nullable),
    });
  }

  star(body: Term): Term {
    if (body.kind === 'empty' || body.kind === 'epsilon') return this.epsilon;
    if (body.kind === 'star') return body;
    return this.intern(`(${body.id})*`, { kind: 'star', body, nullable: true });
  }

  /** `body{min,max}` (max may be UNBOUNDED): min copies, then a star or nested optional copies `(b(b)?)?`. */
  repeat(body: Term, min: number, max: number): Term {
    const optionalCount = max - min;
    if (min > MAX_UNROLLED_REPEAT || (max !== UNBOUNDED && optionalCount > MAX_UNROLLED_REPEAT)) {
      throw new RangeError(`repetition {${min},${max}} is too large to unroll`);
    }
    let rest = this.epsilon;
    if (max === UNBOUNDED) rest = this.star(body);
    else for (let copy = 0; copy < optionalCount; copy++) rest = this.alt([this.epsilon, this.concat(body, rest)]);
    for (let copy = 0; copy < min; copy++) rest = this.concat(body, rest);
    return rest;
  }

  fromSyntax(syntax: Syntax): Term {
    switch (syntax.kind) {
      case 'set':
        return this.set(syntax.set);
      case 'sequence':
        return syntax.items.reduceRight<Term>((rest, item) => this.concat(this.fromSyntax(item), rest), this.epsilon);
      case 'choice':
        return this.alt(syntax.options.map((option) => this.fromSyntax(option)));
      case 'repeat':
        return this.repeat(this.fromSyntax(syntax.body), syntax.min, syntax.max);
    }
  }

  /** The Brzozowski derivative: the words w such that `character` w is in the term's language. */
  derivative(term: Term, character: number): Term {
    switch (term.kind) {
      case 'empty':
      case 'epsilon':
        return this.empty;
      case 'set':
        return contains(term.set, character) ? this.epsilon : this.empty;
      case 'concat': {
        const throughHead = this.concat(this.derivative(term.head, character), term.tail);
        return term.head.nullable ? this.alt([throughHead, this.derivative(term.tail, character)]) : throughHead;
      }
      case 'alt':
        return this.alt(term.options.map((option) => this.derivative(option, character)));
      case 'star':
        return this.concat(this.derivative(term.body, character), term);
    }
  }

  /**
   * The first character of each class of characters the term cannot tell apart: sorted, starting at 0.
   * The derivative is the same for every character from one start up to the next, because every set
   * the derivative looks at begins or ends only at these points.
   */
  classStarts(term: Term): readonly number[] {
    const cached = this.classStartsById.get(term.id);
    if (cached !== undefined) return cached;
    const starts = this.computeClassStarts(term);
    this.classStartsById.set(term.id, starts);
    return starts;
  }

  private computeClassStarts(term: Term): readonly number[] {
    switch (term.kind) {
      case 'empty':
      case 'epsilon':
        return [0];
      case 'set':
        return mergeSorted([
          [0],
          ...term.set.map(([from, to]) => [from, to + 1].filter((point) => point <= this.alphabetEnd)),
        ]);
      case 'concat':
        return term.head.nullable
          ? mergeSorted([this.classStarts(term.head), this.classStarts(term.tail)])
          : this.classStarts(term.head);
      case 'alt':
        return mergeSorted(term.options.map((option) => this.classStarts(option)));
      case 'star':
        return this.classStarts(term.body);
    }
  }

  private intern(key: string, shape: TermShape): Term {
    const existing = this.byKey.get(key);
    if (existing !== undefined) return existing;
    const term = { ...shape, id: this.byKey.size } as Term;
    this.byKey.set(key, term);
    return term;
  }
}

/** The sorted union of sorted lists, without repeats. */
function mergeSorted(lists: readonly (readonly number[])[]): readonly number[] {
  return [...new Set(lists.flat())].sort((left, right) => left - right);
}

/** The term as regex-like text, for tests and debugging: `∅`, `ε`, `[61-63]`, `(a·b)`, `(a|b)`, `a*`. */
export function describeTerm(term: Term): string {
  switch (term.kind) {
    case 'empty':
      return '∅';
    case 'epsilon':
      return 'ε';
    case 'set': {
      const [only] = term.set;
      const single = term.set.length === 1 && only !== undefined && only[0] === only[1];
      return single ? String.fromCodePoint(only[0]) : `[${setKey(term.set)}]`;
    }
    case 'concat':
      return `${describeTerm(term.head)}${describeTerm(term.tail)}`;
    case 'alt':
      return `(${term.options.map(describeTerm).join('|')})`;
    case 'star': {
      const body = describeTerm(term.body);
      return term.body.kind === 'concat' ? `(${body})*` : `${body}*`;
    }
  }
}
