import type { PlaygroundState } from './playgroundState.ts';
import { encodeState } from './stateCodec.ts';

// Serialising and deflating megabytes takes a few hundred milliseconds: done here, off the page's thread.
addEventListener('message', (event: MessageEvent<{ readonly id: number; readonly state: PlaygroundState }>) => {
  const { id, state } = event.data;
  void encodeState(state).then((encoded) => {
    postMessage({ id, encoded });
  });
});
