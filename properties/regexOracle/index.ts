/**
 * An oracle for each profile's shape that shares no code with src/: a Brzozowski-derivative DFA built
 * from the profile's regex text, deciding whether an input matches, whether a prefix can still be
 * completed to a match, and where the longest such prefix of an input ends.
 */
import type { ProfileId } from '../../src/index.ts';
import { compileOracle, type ShapeOracle } from './oracle.ts';
import { SHAPE_REGEX_SOURCES } from './sources.ts';

export { compileOracle, type ShapeOracle } from './oracle.ts';
export { SHAPE_REGEX_SOURCES, type RegexSource } from './sources.ts';

const oracleFor = (profile: ProfileId): ShapeOracle =>
  compileOracle(SHAPE_REGEX_SOURCES[profile].source, { unicode: SHAPE_REGEX_SOURCES[profile].unicode });

export const PROFILE_ORACLES: Readonly<Record<ProfileId, ShapeOracle>> = Object.freeze({
  standard: oracleFor('standard'),
  permissive: oracleFor('permissive'),
  html: oracleFor('html'),
  rfc5322: oracleFor('rfc5322'),
});
