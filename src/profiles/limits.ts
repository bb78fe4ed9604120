/** Length limits a scanner may check while it scans, in characters; `NO_LIMITS` makes it a pure shape check. */
export interface Limits {
  readonly total: number;
  readonly local: number;
  readonly label: number;
}

export const NO_LIMITS: Limits = Object.freeze({ total: Infinity, local: Infinity, label: Infinity });
