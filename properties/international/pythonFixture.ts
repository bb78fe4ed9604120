/**
 * python email-validator 2.3.0's answers on 4,000 international addresses
 * (`properties/fixtures/python-email-validator-2.3.0/`, README there for how they were made).
 */
import { readFileSync } from 'node:fs';

export interface PythonCase {
  /** 1-based line in the fixture. */
  readonly line: number;
  readonly input: string;
  readonly valid: boolean;
  /** Python's message when invalid. */
  readonly error: string | null;
  /** When valid: the local part in NFC, `@`, the domain in Unicode (U-labels). */
  readonly normalized?: string;
  /** When valid: the address in ASCII, or null when the local part is not ASCII. */
  readonly ascii_email?: string | null;
  readonly local_part?: string;
  /** When valid: the domain in Unicode (U-labels), as python normalizes it. */
  readonly domain?: string;
  readonly ascii_domain?: string;
  readonly smtputf8?: boolean;
  /** How the case was drawn: `plain`, `local:U+200D`, `domain:U+00B7`, `separator:U+3002`. */
  readonly kind: string;
}

const FIXTURE = new URL(
  '../fixtures/python-email-validator-2.3.0/python-email-validator-2.3.0-international.jsonl',
  import.meta.url,
);

export function readPythonCases(): PythonCase[] {
  return readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => ({ ...(JSON.parse(line) as Omit<PythonCase, 'line'>), line: index + 1 }));
}
