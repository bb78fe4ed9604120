/**
 * `email-rules/text`: the text handling the kit's front ends share with anyone who judges lists of
 * addresses: what a line is, surrogates and code points (counted as the rules count them), JavaScript's white space, what a character is called (and what it
 * looks like), and how a received value is named.
 */
export { LineSplitter, splitLines } from './lines.ts';
export type { Line } from './lines.ts';
export { isHighSurrogate, isLowSurrogate } from './characters.ts';
export { countCodePoints } from './anatomy.ts';
export { isJavaScriptWhitespace } from './profiles/whitespace.ts';
export { describeReceived, isRecord, typeName } from './values.ts';
export { codePointLabel, looksLikeOf, nameCharacter } from './characterNames.ts';
export type { CharacterName } from './characterNames.ts';
