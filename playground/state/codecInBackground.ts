import type { PlaygroundState } from './playgroundState.ts';
import { decodeState, encodeState, type DecodeResult } from './stateCodec.ts';
import type { CodecRequest, CodecResponse } from './stateCodec.worker.ts';

/** Below this much text, encoding on the page takes under a few milliseconds and a worker is not worth it. */
const BACKGROUND_TEXT_UNITS = 100_000;
/** A hash longer than this may inflate to megabytes: it is decoded and parsed in the worker. */
const BACKGROUND_HASH_UNITS = 20_000;

let worker: Worker | undefined;
let nextId = 1;

function codecWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    worker ??= new Worker(new URL('./stateCodec.worker.ts', import.meta.url), { type: 'module' });
    return worker;
  } catch {
    return undefined;
  }
}

function ask<T>(request: CodecRequest, read: (response: CodecResponse) => T): Promise<T> {
  const codec = codecWorker();
  if (codec === undefined) return Promise.reject(new Error('no worker'));
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<CodecResponse>) => {
      if (event.data.id !== request.id) return;
      detach();
      resolve(read(event.data));
    };
    const onError = () => {
      detach();
      reject(new Error('the encoding worker failed'));
    };
    const detach = () => {
      codec.removeEventListener('message', onMessage);
      codec.removeEventListener('error', onError);
    };
    codec.addEventListener('message', onMessage);
    codec.addEventListener('error', onError);
    codec.postMessage(request);
  });
}

/** encodeState, in a worker for large text (where the browser has workers), on the page otherwise. */
export function encodeStateInBackground(state: PlaygroundState): Promise<string> {
  if (state.text.length < BACKGROUND_TEXT_UNITS || codecWorker() === undefined) return encodeState(state);
  return ask({ id: nextId++, kind: 'encode', state }, (response) =>
    response.kind === 'encoded' ? response.encoded : '',
  ).catch(() => encodeState(state));
}

/** decodeState, in a worker for a long hash, so that inflating and parsing megabytes never holds up the page. */
export function decodeStateInBackground(encoded: string): Promise<DecodeResult> {
  if (encoded.length < BACKGROUND_HASH_UNITS || codecWorker() === undefined) return decodeState(encoded);
  return ask({ id: nextId++, kind: 'decode', encoded }, (response): DecodeResult =>
    response.kind === 'decoded' ? response.result : { ok: false, reason: 'it could not be read' },
  ).catch(() => decodeState(encoded));
}

/** Starts the worker during page load, so that saving or opening a big state later fetches nothing. */
export function prepareBackgroundCodec(): void {
  codecWorker();
}
