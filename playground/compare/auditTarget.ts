import type { CustomRegex } from './customRegex.ts';
import type { LibraryId } from './libraryIds.ts';

/** What the in-page audit checks: one of the libraries, or the person's own regex. */
export type AuditTarget =
  { readonly kind: 'library'; readonly id: LibraryId } | { readonly kind: 'regex'; readonly regex: CustomRegex };

export interface AuditRequest {
  readonly jobId: number;
  readonly target: AuditTarget;
  readonly seed: number;
  readonly runs: number;
}
