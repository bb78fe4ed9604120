import { compressToBase64Url, decompressFromBase64Url } from './compression.ts';
import { isRecord } from '../../src/text.ts';
import { parseState, type PlaygroundState } from './playgroundState.ts';

/** The version tag in front of every encoded state, so a future format can tell old links apart. */
const PREFIX = 'v1.';
/** A longer hash did not come from this page: refuse it before decoding anything. */
export const MAX_ENCODED_LENGTH = 8_000_000;
/** A 10 MB paste plus room; a decoded state larger than this is hostile. */
const MAX_DECODED_BYTES = 24_000_000;

/** Uncompressed, for the one save that cannot wait for compression: when the page is being left. */
const PLAIN_PREFIX = 'p1.';

export async function encodeState(state: PlaygroundState): Promise<string> {
  return PREFIX + (await compressToBase64Url(JSON.stringify(state)));
}

/** The state as it stands, at once and uncompressed: kept in this browser only, never put in a link. */
export function encodeStatePlain(state: PlaygroundState): string {
  return PLAIN_PREFIX + JSON.stringify(state);
}

/** The state without its lines: for a link when the lines are too many for one. */
export async function encodeSettings(state: PlaygroundState): Promise<string> {
  // JSON leaves out a property whose value is undefined. The marks go with the lines: on other lines they would be wrong.
  return PREFIX + (await compressToBase64Url(JSON.stringify({ ...state, text: undefined, expectations: undefined })));
}

export interface DecodedState {
  readonly ok: true;
  readonly state: PlaygroundState;
  /** False for a link that carries the settings only; its `text` is then empty. */
  readonly withLines: boolean;
}

export type DecodeResult = DecodedState | { readonly ok: false; readonly reason: string };

/** Reads an encoded state (a URL hash without its '#', or a stored value); never throws. */
export async function decodeState(encoded: string): Promise<DecodeResult> {
  const plain = encoded.startsWith(PLAIN_PREFIX);
  if (!plain && !encoded.startsWith(PREFIX)) return { ok: false, reason: 'it was not written by this playground' };
  if (encoded.length > (plain ? MAX_DECODED_BYTES : MAX_ENCODED_LENGTH)) return { ok: false, reason: 'it is too long' };
  let json: string;
  try {
    json = plain
      ? encoded.slice(PLAIN_PREFIX.length)
      : await decompressFromBase64Url(encoded.slice(PREFIX.length), MAX_DECODED_BYTES);
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'it is not valid JSON' };
  }
  try {
    // A settings-only link is an object without "text"; anything else is read (and refused) as it is.
    if (isRecord(value) && !Array.isArray(value) && value.text === undefined)
      return { ok: true, state: parseState({ ...value, text: '' }), withLines: false };
    return { ok: true, state: parseState(value), withLines: true };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'it could not be read';
}
