/**
 * fast-check generators of e-mail addresses at and around the 254 / 64 / 63 bounds, of wrong
 * shapes and of hostile text. Published as `email-rules/arbitraries` (fast-check is a peer).
 */
export { SHAPES, SHAPE_IDS, characterFrom, shapeOf } from './shapes.ts';
export type { Shape, ShapeChoice, ShapeId, Pools } from './shapes.ts';
export { exactText } from './exactText.ts';
export { nearMiss, applyEdit, firstChangedCharacter } from './nearMiss.ts';
export type { NearMiss, Edit } from './nearMiss.ts';
export { localPart, label, domainOfLabels, domainOfLength, labelLengths, shortestDomain } from './parts.ts';
export {
  BOUNDS,
  LABEL_POSITIONS,
  addressOfLength,
  boundaryAddress,
  boundaryCase,
  lengthAround,
  shortestAddress,
  validAddress,
} from './addresses.ts';
export type { Bound, BoundaryCase, BoundaryOptions, LabelPosition } from './addresses.ts';
export { CORRUPTIONS, corruptionsFor, wrongShape } from './wrongShapes.ts';
export type { CorruptionKind, WrongShape } from './wrongShapes.ts';
export { HOSTILE_CHARACTERS, addressWithHostileCharacter, hostileCharacter, hostileText } from './hostileText.ts';
export { SHAPE_CHARACTERS, addressishString, shapeCharacter } from './addressish.ts';
export { SCRIPTS, SCRIPT_IDS } from './internationalPools.ts';
export type { ScriptId, ScriptPool } from './internationalPools.ts';
export {
  internationalAddress,
  internationalLabel,
  internationalLocalPart,
  internationalParts,
  joinParts,
} from './international.ts';
export type { InternationalOptions, InternationalParts } from './international.ts';
export {
  LOCAL_FORMS,
  TOTAL_FORMS,
  internationalBoundaryAddress,
  internationalBoundaryCase,
  localPartOfOctets,
  uLabelOfALength,
} from './internationalBounds.ts';
export type {
  InternationalBoundaryCase,
  InternationalBoundaryOptions,
  LocalForm,
  TotalForm,
} from './internationalBounds.ts';
export { INTERNATIONAL_REASONS, internationalNearMiss } from './internationalNearMiss.ts';
export type { InternationalNearMiss, InternationalReason } from './internationalNearMiss.ts';
export {
  addressListCase,
  addressLiteralCase,
  commentCase,
  constructCase,
  displayNameCase,
  mailtoCase,
  trailingDotCase,
} from './constructs.ts';
export type { ConstructCase } from './constructs.ts';
export { slip } from './slips.ts';
export type { Slip, SlipKind } from './slips.ts';
