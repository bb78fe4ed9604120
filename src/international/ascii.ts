/** Any non-ASCII code point: the test every international module makes before doing Unicode work; one regex in the bundle. */
export const NON_ASCII = /[^\0-\x7f]/;
