/** The e-mail checks compare mode runs beside the kit's profiles (their npm package names). */
export const LIBRARY_IDS = ['zod', 'valibot', 'validator'] as const;
export type LibraryId = (typeof LIBRARY_IDS)[number];
