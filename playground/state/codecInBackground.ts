import type { PlaygroundState } from './playgroundState.ts';
import { encodeState } from './stateCodec.ts';

/** Below this much text, encoding on the page takes under a few milliseconds and a worker is not worth it. */
const BACKGROUND_TEXT_UNITS = 100_000;

let worker: Worker | undefined;
let nextId = 1;

/** encodeState, in a worker for large text (where the browser has workers), on the page otherwise. */
export function encodeStateInBackground(state: PlaygroundState): Promise<string> {
  if (state.text.length < BACKGROUND_TEXT_UNITS || typeof Worker === 'undefined') return encodeState(state);
  try {
    worker ??= new Worker(new URL('./encodeState.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return encodeState(state);
  }
  const encoding = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ readonly id: number; readonly encoded: string }>) => {
      if (event.data.id !== id) return;
      encoding.removeEventListener('message', onMessage);
      encoding.removeEventListener('error', onError);
      resolve(event.data.encoded);
    };
    const onError = () => {
      encoding.removeEventListener('message', onMessage);
      encoding.removeEventListener('error', onError);
      reject(new Error('the encoding worker failed'));
    };
    encoding.addEventListener('message', onMessage);
    encoding.addEventListener('error', onError);
    encoding.postMessage({ id, state });
  });
}

/** Starts the worker during page load, so that saving a big paste later fetches nothing. */
export function prepareBackgroundEncoder(): void {
  if (typeof Worker === 'undefined') return;
  try {
    worker ??= new Worker(new URL('./encodeState.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // Encoding then happens on the page.
  }
}
