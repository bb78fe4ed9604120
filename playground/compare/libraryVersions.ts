import type { LibraryId } from './libraryIds.ts';

declare const __COMPARED_VERSIONS__: Readonly<Record<LibraryId, string>>;

/**
 * Their versions, as package.json pins them (vite.config.ts writes them in at build time), so the page
 * names them without loading the libraries.
 */
export const LIBRARY_VERSIONS: Readonly<Record<LibraryId, string>> = __COMPARED_VERSIONS__;
