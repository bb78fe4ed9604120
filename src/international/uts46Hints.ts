/**
 * What UTS 46 (browsers, WHATWG URL) accepts that IDNA2008 does not, for the hint of a `disallowed` diagnosis.
 * A module of its own, so that a bundle of the boolean check does not ship its table.
 */
import { BROWSERS_ACCEPT_RUNS, runValue } from './unicodeTables.generated.ts';

/** UTS 46 valid (or deviation) with NV8/XV8 in IdnaMappingTable.txt 17.0.0: browsers accept, IDNA2008 does not. */
export function browsersAccept(codePoint: number): boolean {
  return runValue(BROWSERS_ACCEPT_RUNS, codePoint) !== 0;
}
