/** The rows a scrolled viewport shows, plus `overscan` rows either side so fast scrolling shows no gaps. */
export interface RowWindow {
  readonly first: number;
  /** Exclusive. */
  readonly last: number;
}

export function visibleRows({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): RowWindow {
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visibleCount = Math.ceil(viewportHeight / rowHeight) + 1;
  const first = Math.max(0, Math.min(rowCount, firstVisible - overscan));
  const last = Math.min(rowCount, firstVisible + visibleCount + overscan);
  return { first, last: Math.max(first, last) };
}

/** The scroll offset that brings row `index` into view, or the current one when it already is. */
export function scrollToReveal({
  index,
  scrollTop,
  viewportHeight,
  rowHeight,
}: {
  index: number;
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
}): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}

/**
 * Browsers cap an element's height (about 33 million pixels in Chromium), so past `maxSpacerHeight`
 * the scrollbar is scaled: the spacer stays below the cap and a scroll offset maps proportionally onto
 * the full list. Below the cap both offsets are the same.
 */
export interface ScrollScale {
  readonly spacerHeight: number;
  /** From the container's scrollTop to the offset into the full list. */
  toListOffset(scrollTop: number): number;
  /** From an offset into the full list to the container's scrollTop. */
  toScrollTop(listOffset: number): number;
}

export function scrollScale({
  rowCount,
  rowHeight,
  viewportHeight,
  maxSpacerHeight,
}: {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  maxSpacerHeight: number;
}): ScrollScale {
  const listHeight = rowCount * rowHeight;
  if (listHeight <= maxSpacerHeight) {
    return { spacerHeight: listHeight, toListOffset: (scrollTop) => scrollTop, toScrollTop: (offset) => offset };
  }
  const ratio = Math.max(1, listHeight - viewportHeight) / Math.max(1, maxSpacerHeight - viewportHeight);
  return {
    spacerHeight: maxSpacerHeight,
    toListOffset: (scrollTop) => scrollTop * ratio,
    toScrollTop: (offset) => offset / ratio,
  };
}

/** Where line `lineIndex` stands among the shown lines (ascending), or -1; all lines when `shown` is null. */
export function positionOf(shown: Uint32Array | null, lineIndex: number): number {
  if (shown === null) return lineIndex;
  let low = 0;
  let high = shown.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = shown[middle] ?? 0;
    if (value === lineIndex) return middle;
    if (value < lineIndex) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
