import type { Finding, InvariantName } from '../../properties/audit.ts';
import type { CustomRegex } from './customRegex.ts';
import type { LibraryId } from './libraryIds.ts';

/** What the in-page audit checks: one of the libraries, or the person's own regex. */
export type AuditTarget =
  { readonly kind: 'library'; readonly id: LibraryId } | { readonly kind: 'regex'; readonly regex: CustomRegex };

/** A call that got no answer in time, in the invariant at `index`: the next worker reports it. */
export interface StalledCall {
  readonly index: number;
  readonly input: string;
  readonly problem: string;
}

export interface AuditRequest {
  readonly jobId: number;
  readonly target: AuditTarget;
  readonly seed: number;
  readonly runs: number;
  /** The invariant to start at: those before it are done (a worker that stalled was replaced). */
  readonly from: number;
  readonly stalled?: StalledCall | undefined;
}

/**
 * What the worker says: the invariants once, then around each call `calling` and `answered` (the page
 * holds the clock, as the command line does), a finding per invariant, and `done`.
 */
export type AuditResponse =
  | {
      readonly jobId: number;
      readonly kind: 'invariants';
      readonly names: readonly InvariantName[];
      /** How long a call may take: email-rules/audit's DEFAULT_CALL_LIMIT_MS, as on the command line. */
      readonly callLimitMs: number;
    }
  | { readonly jobId: number; readonly kind: 'calling'; readonly index: number; readonly input: string }
  | { readonly jobId: number; readonly kind: 'answered' }
  | { readonly jobId: number; readonly kind: 'finding'; readonly index: number; readonly finding: Finding }
  | { readonly jobId: number; readonly kind: 'done' }
  | { readonly jobId: number; readonly kind: 'failed'; readonly message: string };
