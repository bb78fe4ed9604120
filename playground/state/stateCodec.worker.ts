import type { PlaygroundState } from './playgroundState.ts';
import { decodeState, encodeState, type DecodeResult } from './stateCodec.ts';

export type CodecRequest =
  | { readonly id: number; readonly kind: 'encode'; readonly state: PlaygroundState }
  | { readonly id: number; readonly kind: 'decode'; readonly encoded: string };

export type CodecResponse =
  | { readonly id: number; readonly kind: 'encoded'; readonly encoded: string }
  | { readonly id: number; readonly kind: 'decoded'; readonly result: DecodeResult };

// Serialising, deflating, inflating and parsing megabytes takes up to a few hundred milliseconds: done
// here, off the page's thread.
addEventListener('message', (event: MessageEvent<CodecRequest>) => {
  const request = event.data;
  if (request.kind === 'encode') {
    void encodeState(request.state).then((encoded) => {
      postMessage({ id: request.id, kind: 'encoded', encoded } satisfies CodecResponse);
    });
  } else {
    void decodeState(request.encoded).then((result) => {
      postMessage({ id: request.id, kind: 'decoded', result } satisfies CodecResponse);
    });
  }
});
