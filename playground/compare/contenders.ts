import * as valibot from 'valibot';
import validator from 'validator';
import { z } from 'zod';
import type { LibraryId } from './libraryIds.ts';
import { LIBRARY_VERSIONS } from './libraryVersions.ts';

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

const zodEmail = z.email();
const valibotEmail = valibot.pipe(valibot.string(), valibot.email());

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
