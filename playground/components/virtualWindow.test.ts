import { describe, expect, it } from 'vitest';
import { positionOf, scrollScale, scrollToReveal, visibleRows } from './virtualWindow.ts';

describe('visibleRows', () => {
  it('covers the viewport plus overscan at the top', () => {
    expect(visibleRows({ scrollTop: 0, viewportHeight: 100, rowHeight: 20, rowCount: 1000, overscan: 3 })).toEqual({
      first: 0,
      last: 9,
    });
  });

  it('follows the scroll position', () => {
    expect(visibleRows({ scrollTop: 2000, viewportHeight: 100, rowHeight: 20, rowCount: 1000, overscan: 3 })).toEqual({
      first: 97,
      last: 109,
    });
  });

  it('never runs past the last row or before the first', () => {
    expect(
      visibleRows({ scrollTop: 1_000_000, viewportHeight: 100, rowHeight: 20, rowCount: 10, overscan: 3 }),
    ).toEqual({ first: 10, last: 10 });
    expect(visibleRows({ scrollTop: -50, viewportHeight: 100, rowHeight: 20, rowCount: 4, overscan: 3 })).toEqual({
      first: 0,
      last: 4,
    });
  });
});

describe('scrollToReveal', () => {
  it('scrolls up to a row above the viewport and down to one below it', () => {
    expect(scrollToReveal({ index: 2, scrollTop: 100, viewportHeight: 100, rowHeight: 20 })).toBe(40);
    expect(scrollToReveal({ index: 12, scrollTop: 100, viewportHeight: 100, rowHeight: 20 })).toBe(160);
  });

  it('stays put for a row already in view', () => {
    expect(scrollToReveal({ index: 6, scrollTop: 100, viewportHeight: 100, rowHeight: 20 })).toBe(100);
  });
});

describe('scrollScale', () => {
  it('maps offsets one to one while the list fits under the cap', () => {
    const scale = scrollScale({ rowCount: 100, rowHeight: 20, viewportHeight: 200, maxSpacerHeight: 10_000 });
    expect(scale.spacerHeight).toBe(2000);
    expect(scale.toListOffset(500)).toBe(500);
  });

  it('scales a list taller than the cap so its last row is still reachable', () => {
    const scale = scrollScale({ rowCount: 1_000_000, rowHeight: 20, viewportHeight: 200, maxSpacerHeight: 10_200 });
    expect(scale.spacerHeight).toBe(10_200);
    expect(scale.toListOffset(10_000)).toBe(20_000_000 - 200);
    expect(scale.toScrollTop(scale.toListOffset(1234))).toBeCloseTo(1234);
  });
});

describe('positionOf', () => {
  it('finds a line among the shown ones, or says it is hidden', () => {
    const shown = Uint32Array.from([2, 5, 9, 14]);
    expect(positionOf(shown, 9)).toBe(2);
    expect(positionOf(shown, 3)).toBe(-1);
    expect(positionOf(null, 7)).toBe(7);
  });
});
