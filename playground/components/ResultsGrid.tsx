import { memo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { RULES, reasonById } from '../../src/index.ts';
import { BROWSER_CHECK_MAX_UNITS, useBrowserAnswer } from '../model/browserVerdict.ts';
import { lineView, patternCulprit, type JudgedText, type RuleView } from '../model/judgedText.ts';
import { windowStart } from '../model/segments.ts';
import { COLUMN_IDS, isProfileColumn } from '../compare/columns.ts';
import { CompareCells, CompareHeaders, type CompareView } from './CompareCells.tsx';
import { HighlightedInput } from './HighlightedInput.tsx';
import { ExpectationBadge } from './Expectations.tsx';
import type { Expected } from '../model/expectations.ts';
import { positionOf, scrollScale, scrollToReveal, visibleRows } from './virtualWindow.ts';
import { cellCount, formatCount } from '../model/wording.ts';

/** Row height in CSS pixels; the stylesheet's .grid-row height must match. */
export const ROW_HEIGHT = 34;
/** The sticky header row covers this much of the viewport's top: rows must be revealed below it. */
const HEADER_HEIGHT = ROW_HEIGHT;
const OVERSCAN = 6;
/** Until the grid has been measured (and in jsdom, which does no layout). */
const FALLBACK_VIEWPORT = 480;
/** Well under Chromium's ~33.5 million pixel cap on an element's height. */
const MAX_SPACER_HEIGHT = 15_000_000;
/** A row shows at most this much of a line; the details panel shows more. */
const ROW_DISPLAY_UNITS = 300;
/**
 * About what the input column shows at its narrowest; a highlight further in is brought into view, with
 * this much context before it (so the 65th character of a local part is seen, not cut off).
 */
const ROW_WINDOW = { visible: 40, context: 16 };

/** How many compare columns of each width the stylesheet lays out: a profile's names a rule, the others do not. */
const PROFILE_COLUMN_COUNT = COLUMN_IDS.filter(isProfileColumn).length;
const COMPARE_COLUMN_COUNTS = {
  '--profile-columns': PROFILE_COLUMN_COUNT,
  '--other-columns': COLUMN_IDS.length - PROFILE_COLUMN_COUNT,
} as CSSProperties;

const STATUS_SYMBOL = { pass: '✓', fail: '✗', skip: '–' } as const;

export function lineRowId(lineIndex: number): string {
  return `line-row-${String(lineIndex)}`;
}

function RuleCell({ result }: { result: RuleView }) {
  const measured =
    result.length !== undefined && result.limit !== undefined
      ? ` ${cellCount(result.length)}/${formatCount(result.limit)}`
      : '';
  return (
    <div
      role="gridcell"
      className={`cell-rule status-${result.status}`}
      data-rule={result.rule}
      data-status={result.status}
      title={result.message}
    >
      <span aria-hidden="true">{STATUS_SYMBOL[result.status]}</span>
      <span className="visually-hidden">{result.status}</span>
      {measured}
      {result.reason !== undefined && (
        <span className="cell-reason" data-reason={result.reason}>
          {' '}
          {reasonById(result.reason).title}
        </span>
      )}
    </div>
  );
}

/** What this browser's own check says, asked only where it answers quickly. */
function BrowserCell({ line }: { line: string }) {
  const answer = useBrowserAnswer(line);
  if (answer.kind === 'verdict') {
    return (
      <div role="gridcell" className={`cell-browser browser-${answer.verdict}`} data-browser={answer.verdict}>
        {answer.verdict}
      </div>
    );
  }
  if (answer.kind === 'pending') {
    return (
      <div role="gridcell" className="cell-browser browser-pending" data-browser="pending">
        …
      </div>
    );
  }
  const why = `not asked: longer than ${BROWSER_CHECK_MAX_UNITS.toLocaleString('en')} characters, where the browser's own check gets too slow`;
  return (
    <div role="gridcell" className="cell-browser browser-not-asked" data-browser="not-asked" title={why}>
      <span aria-hidden="true">not asked</span>
      <span className="visually-hidden">{why}</span>
    </div>
  );
}

const GridRow = memo(function GridRow({
  lineIndex,
  position,
  top,
  judged,
  selected,
  onSelect,
  compare,
  expected,
  surprise,
}: {
  lineIndex: number;
  position: number;
  /** What the person expects of the line, if they marked it. */
  expected: Expected | undefined;
  /** Marked, and the mark is not met. */
  surprise: boolean;
  top: number;
  judged: JudgedText;
  selected: boolean;
  onSelect: (lineIndex: number) => void;
  /** Compare mode: the compare columns take the place of the verdict and the rules. */
  compare: CompareView | undefined;
}) {
  // Read back from the judgement: a row never judges its line again.
  const view = lineView(judged, lineIndex);
  const line = view.input;
  const first = view.deciding ?? undefined;
  const overflow = view.overflow;
  const culprit = patternCulprit(view);
  const firstReason = view.results.find((result) => result.rule === first)?.reason;
  return (
    <div
      role="row"
      id={lineRowId(lineIndex)}
      className={`grid-row${selected ? ' selected' : ''}${surprise ? ' surprise' : ''}`}
      aria-rowindex={position + 2}
      aria-selected={selected}
      data-line={lineIndex + 1}
      data-verdict={first ?? 'valid'}
      style={{ top: `${String(top)}px` }}
      onClick={() => {
        onSelect(lineIndex);
      }}
    >
      <div role="gridcell" className="cell-number">
        {expected !== undefined && <ExpectationBadge expected={expected} met={!surprise} />}
        {lineIndex + 1}
      </div>
      <div role="gridcell" className="cell-input">
        <HighlightedInput
          input={line}
          overflow={overflow}
          maxUnits={ROW_DISPLAY_UNITS}
          culprit={culprit}
          from={windowStart(overflow, culprit, ROW_WINDOW)}
        />
      </div>
      {compare === undefined ? (
        <>
          <div role="gridcell" className={first === undefined ? 'cell-verdict valid' : 'cell-verdict invalid'}>
            {first === undefined ? '✓ valid' : '✗ invalid'}
          </div>
          <div role="gridcell" className="cell-first">
            {first === undefined ? (
              <>
                <span className="wide-only">—</span>
                {/* On a phone the verdict column is left out, so this cell says it. */}
                <span className="narrow-only cell-verdict valid">✓ valid</span>
              </>
            ) : (
              <>
                {/* On a phone the verdict and rule columns are left out: this cell says the verdict and why. */}
                <span className="narrow-only cell-verdict invalid">
                  <span aria-hidden="true">✗ </span>
                  <span className="visually-hidden">invalid: </span>
                </span>
                <code>{first}</code>
                {firstReason !== undefined && (
                  <span className="narrow-only first-reason">
                    {' · '}
                    <span className="first-reason-title">{reasonById(firstReason).title}</span>
                  </span>
                )}
              </>
            )}
          </div>
          {view.results.map((result) => (
            <RuleCell key={result.rule} result={result} />
          ))}
        </>
      ) : (
        <CompareCells view={compare} lineIndex={lineIndex} />
      )}
      <BrowserCell line={line} />
    </div>
  );
});

/**
 * The results grid: one row per shown line, only the rows in view rendered (plus a few either side),
 * each read from the judgement. Arrow keys, Page Up/Down, Home and End move the selection.
 */
export function ResultsGrid({
  judged,
  shown,
  selectedLine,
  onSelect,
  label,
  compare,
  expectations,
  surprises,
}: {
  /** The person's marks by line, and the lines whose mark is not met. */
  expectations?: ReadonlyMap<number, Expected> | undefined;
  surprises?: ReadonlySet<number> | undefined;
  /** Compare mode's answers, or undefined for the rules view. */
  compare?: CompareView | undefined;
  /** The judged lines; undefined until the first judgement. */
  judged: JudgedText | undefined;
  /** Indices of the lines that pass the filter, ascending; null shows every line. */
  shown: Uint32Array | null;
  selectedLine: number | null;
  onSelect: (lineIndex: number) => void;
  label: string;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(FALLBACK_VIEWPORT);
  const lineCount = judged?.lineCount ?? 0;
  const rowCount = shown === null ? lineCount : shown.length;
  const scale = scrollScale({ rowCount, rowHeight: ROW_HEIGHT, viewportHeight, maxSpacerHeight: MAX_SPACER_HEIGHT });
  const listOffset = scale.toListOffset(scrollTop);
  const { first, last } = visibleRows({
    scrollTop: listOffset,
    viewportHeight,
    rowHeight: ROW_HEIGHT,
    rowCount,
    overscan: OVERSCAN,
  });
  const lineAt = (position: number) => (shown === null ? position : (shown[position] ?? 0));
  const selectedPosition = selectedLine === null ? -1 : positionOf(shown, selectedLine);

  const measure = () => {
    const viewport = viewportRef.current;
    if (viewport === null) return;
    setScrollTop(viewport.scrollTop);
    if (viewport.clientHeight > 0) setViewportHeight(viewport.clientHeight);
  };

  const moveSelection = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rowCount === 0) return;
    const bodyHeight = Math.max(ROW_HEIGHT, viewportHeight - HEADER_HEIGHT);
    const page = Math.max(1, Math.floor(bodyHeight / ROW_HEIGHT) - 1);
    const from = selectedPosition < 0 ? -1 : selectedPosition;
    const targets: Record<string, number> = {
      ArrowDown: from + 1,
      ArrowUp: from - 1,
      PageDown: from + page,
      PageUp: from - page,
      Home: 0,
      End: rowCount - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const position = Math.max(0, Math.min(rowCount - 1, target));
    onSelect(lineAt(position));
    const viewport = viewportRef.current;
    if (viewport !== null) {
      const revealed = scrollToReveal({
        index: position,
        scrollTop: listOffset,
        viewportHeight: bodyHeight,
        rowHeight: ROW_HEIGHT,
      });
      viewport.scrollTop = scale.toScrollTop(revealed);
      setScrollTop(viewport.scrollTop);
    }
  };

  const rows = [];
  for (let position = first; judged !== undefined && position < last; position++) {
    const lineIndex = lineAt(position);
    rows.push(
      <GridRow
        key={lineIndex}
        lineIndex={lineIndex}
        position={position}
        top={position * ROW_HEIGHT - listOffset + scrollTop}
        judged={judged}
        selected={lineIndex === selectedLine}
        onSelect={onSelect}
        compare={compare}
        expected={expectations?.get(lineIndex)}
        surprise={surprises?.has(lineIndex) ?? false}
      />,
    );
  }
  const activeRendered = selectedPosition >= first && selectedPosition < last && selectedLine !== null;

  return (
    <div
      ref={viewportRef}
      className={compare === undefined ? 'grid-viewport' : 'grid-viewport compare'}
      style={compare === undefined ? undefined : COMPARE_COLUMN_COUNTS}
      role="grid"
      aria-label={label}
      aria-rowcount={rowCount + 1}
      aria-colcount={3 + (compare === undefined ? 2 + RULES.length : COLUMN_IDS.length)}
      aria-activedescendant={activeRendered ? lineRowId(selectedLine) : undefined}
      tabIndex={0}
      onScroll={measure}
      onFocus={measure}
      onKeyDown={moveSelection}
    >
      <div role="rowgroup" className="grid-head">
        <div role="row" className="grid-row header" aria-rowindex={1}>
          <div role="columnheader" className="cell-number">
            #
          </div>
          <div role="columnheader" className="cell-input">
            Input
          </div>
          {compare === undefined ? (
            <>
              <div role="columnheader" className="cell-verdict">
                Verdict
              </div>
              <div role="columnheader" className="cell-first">
                First rule
              </div>
              {RULES.map((rule) => (
                <div role="columnheader" key={rule.id} className="cell-rule" title={rule.title}>
                  {rule.id}
                </div>
              ))}
            </>
          ) : (
            <CompareHeaders reference={compare.reference} yoursName={compare.yoursName} />
          )}
          <div role="columnheader" className="cell-browser" title="What this browser's own input type=email says">
            Browser
          </div>
        </div>
      </div>
      <div role="rowgroup" className="grid-body" style={{ height: `${String(scale.spacerHeight)}px` }}>
        {rows}
      </div>
      {rowCount === 0 && (
        <p className="grid-empty">
          {lineCount === 0 ? 'Type or paste addresses above, one per line.' : 'No line matches the filter.'}
        </p>
      )}
    </div>
  );
}
