/** A mistake in how the command line was used or what it was given: reported in one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
