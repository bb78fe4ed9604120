import { isEmailValid } from '@sideway/address';
import emailValidator from 'email-validator';
import * as valibot from 'valibot';
import validator from 'validator';
import { z } from 'zod';
import { isValidEmail as internationalEntryCheck } from '../../src/entries/international.ts';
import { PROFILE_IDS, isValidEmail, profileById, validateEmail, type ProfileId } from '../../src/index.ts';
import { compilePairTable, pairWalk } from '../../src/profiles/pairWalk.ts';
import { STANDARD_TABLE } from '../../src/profiles/standard.ts';

/** Every contender answers the same question, "is this an address?", so each is a boolean check. */
export interface Contender {
  readonly id: string;
  readonly label: string;
  /**
   * `kit` for this project, `peer` for a validator a user would pick instead, `regex` for a bare pattern, `floor`
   * for what a check cannot go below (CORPUS_CONTENDERS).
   */
  readonly family: 'kit' | 'peer' | 'regex' | 'floor';
  readonly check: (input: string) => boolean;
}

/** The WHATWG HTML "valid e-mail address" regex, as the spec writes it (with its `{0,61}` label bound). */
export const WHATWG_REGEX =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The widespread permissive regex the `permissive` profile replaces; known quadratic, here to show the cap at work. */
export const PERMISSIVE_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REFERENCE_ID = 'email-validator';
export const WHATWG_ID = 'whatwg-regex';
export const booleanId = (profile: ProfileId): string => `isValidEmail:${profile}`;
export const reportId = (profile: ProfileId): string => `validateEmail:${profile}`;

const zodEmail = z.email();
const valibotEmail = valibot.pipe(valibot.string(), valibot.email());

const kitContenders: readonly Contender[] = PROFILE_IDS.flatMap((profile): Contender[] => {
  // Passed as a value, which works for every profile (international has no id the package entry resolves).
  const options = { profile: profileById(profile) };
  return [
    {
      id: booleanId(profile),
      label: `isValidEmail (${profile})`,
      family: 'kit',
      check: (input) => isValidEmail(input, options),
    },
    {
      id: reportId(profile),
      label: `validateEmail (${profile}, full report)`,
      family: 'kit',
      check: (input) => validateEmail(input, options).valid,
    },
  ];
});

/** `email-rules/international`'s own check, which leaves out the package entry's quick verdict to stay within 5 kB. */
export const INTERNATIONAL_ENTRY_ID = 'entry:international';

export const CONTENDERS: readonly Contender[] = [
  ...kitContenders,
  {
    id: INTERNATIONAL_ENTRY_ID,
    label: 'isValidEmail from email-rules/international',
    family: 'kit',
    check: (input) => internationalEntryCheck(input),
  },
  {
    id: REFERENCE_ID,
    label: 'email-validator 2.0.4 validate',
    family: 'peer',
    check: (input) => emailValidator.validate(input),
  },
  { id: 'validator', label: 'validator 13.15.35 isEmail', family: 'peer', check: (input) => validator.isEmail(input) },
  {
    id: 'sideway-address',
    label: '@sideway/address 5.0.0 isEmailValid',
    family: 'peer',
    check: (input) => isEmailValid(input),
  },
  {
    id: 'zod',
    label: 'zod 4 z.email() safeParse',
    family: 'peer',
    check: (input) => zodEmail.safeParse(input).success,
  },
  {
    id: 'valibot',
    label: 'valibot 1.5 email() safeParse',
    family: 'peer',
    check: (input) => valibot.safeParse(valibotEmail, input).success,
  },
  { id: WHATWG_ID, label: 'WHATWG regex (bare)', family: 'regex', check: (input) => WHATWG_REGEX.test(input) },
  {
    id: 'permissive-regex',
    label: 'permissive regex (bare)',
    family: 'regex',
    check: (input) => PERMISSIVE_REGEX.test(input),
  },
];

/**
 * Not a validator: every character read, two a step as the boolean path reads them, and nothing judged. What
 * a walk in JavaScript cannot go below, timed beside the others so that issue 28's goal for isValidEmail reads
 * against it. Its answer (whether the input is ASCII) needs every character, so none can be skipped.
 */
export function readEveryCharacter(input: string): boolean {
  const last = input.length - 1;
  let units = 0;
  let index = 0;
  for (; index < last; index += 2) units |= input.charCodeAt(index) | input.charCodeAt(index + 1);
  if (index === last) units |= input.charCodeAt(index);
  return units < 0x80;
}

export const READ_FLOOR_ID = 'read-floor';

/**
 * Not a validator: an at-sign between two runs of anything else, the least a regex can judge of an address.
 * What irregexp takes to read one, against the WHATWG regex's shape and label bounds.
 */
export const AT_SIGN_REGEX = /^[^@]+@[^@]+$/;
export const REGEX_FLOOR_ID = 'regex-floor';

/** The standard shape's table read two characters a step, as isValidEmail reads it, without the limits or the option and profile lookup. */
const standardPairs = compilePairTable(STANDARD_TABLE);
export const PAIR_WALK_ID = 'pair-walk:standard';

/**
 * The corpora's contenders: the validators, and the floors that issue 28's goal for isValidEmail reads against
 * (what the regex engine and a JavaScript loop take to read an address, and the standard shape's walk alone).
 * Hostile input times the validators only.
 */
export const CORPUS_CONTENDERS: readonly Contender[] = [
  ...CONTENDERS,
  {
    id: READ_FLOOR_ID,
    label: 'every character read, nothing judged (the floor of a walk)',
    family: 'floor',
    check: readEveryCharacter,
  },
  {
    id: REGEX_FLOOR_ID,
    label: 'an at-sign between two runs, /^[^@]+@[^@]+$/ (the floor of a regex)',
    family: 'floor',
    check: (input) => AT_SIGN_REGEX.test(input),
  },
  {
    id: PAIR_WALK_ID,
    label: "the standard shape's pair walk alone, no limits and no lookup",
    family: 'floor',
    check: (input) => pairWalk(standardPairs, input) === true,
  },
];

export function contenderById(id: string): Contender {
  const contender = CONTENDERS.find((candidate) => candidate.id === id);
  if (contender === undefined) throw new RangeError(`Unknown contender ${JSON.stringify(id)}`);
  return contender;
}
