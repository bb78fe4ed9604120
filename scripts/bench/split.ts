import { isValidEmail } from '../../src/index.ts';

/** A corpus split by the standard profile's verdict, each part in its original order. */
export function splitByVerdict(inputs: readonly string[]): { accepted: string[]; rejected: string[] } {
  const accepted: string[] = [];
  const rejected: string[] = [];
  for (const input of inputs) (isValidEmail(input) ? accepted : rejected).push(input);
  return { accepted, rejected };
}

/** The mean length in UTF-16 units, to one decimal. */
export function meanLength(inputs: readonly string[]): string {
  const total = inputs.reduce((sum, input) => sum + input.length, 0);
  return inputs.length === 0 ? 'none' : (total / inputs.length).toFixed(1);
}
