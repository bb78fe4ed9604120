// Unmounts rendered trees between tests (vitest runs without globals, so RTL cannot do it itself).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom does no layout and leaves out Range's geometry; CodeMirror measures ranges to scroll the caret
// into view. Empty rectangles stand in (the browser tests check real scrolling).
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [] as unknown as DOMRectList,
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  });
}
