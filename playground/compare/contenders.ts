import * as valibot from 'valibot';
import validator from 'validator';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * The e-mail checks people ship, called exactly as their documentation says, for the compare columns. They
 * are loaded in the compare worker only, never in the page's first load.
 */
export interface Contender {
  readonly id: LibraryId;
  /** The name and the version installed, as the column heading says. */
  readonly title: string;
  readonly accepts: (line: string) => boolean;
}

export const LIBRARY_IDS = ['zod', 'valibot', 'validator'] as const;
export type LibraryId = (typeof LIBRARY_IDS)[number];

const zodEmail = z.email();
const valibotEmail = valibot.pipe(valibot.string(), valibot.email());

/** The versions installed, as package.json pins them (exact versions, no ranges). */
export const LIBRARY_VERSIONS: Readonly<Record<LibraryId, string>> = {
  zod: packageJson.devDependencies.zod,
  valibot: packageJson.devDependencies.valibot,
  validator: packageJson.devDependencies.validator,
};

export const LIBRARY_CONTENDERS: readonly Contender[] = [
  {
    id: 'zod',
    title: `zod ${LIBRARY_VERSIONS.zod}`,
    accepts: (line) => zodEmail.safeParse(line).success,
  },
  {
    id: 'valibot',
    title: `valibot ${LIBRARY_VERSIONS.valibot}`,
    accepts: (line) => valibot.safeParse(valibotEmail, line).success,
  },
  {
    id: 'validator',
    title: `validator ${LIBRARY_VERSIONS.validator}`,
    accepts: (line) => validator.isEmail(line),
  },
];
