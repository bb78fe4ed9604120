import { PROFILES, type ProfileId } from '../../src/index.ts';
import {
  ACCEPTS,
  COLUMN_IDS,
  NOT_SET,
  PENDING,
  TIMED_OUT,
  YOURS,
  isProfileColumn,
  ruleOfCode,
  type ColumnId,
} from '../compare/columns.ts';
import { LIBRARY_VERSIONS } from '../compare/libraryVersions.ts';
import { differsFrom, type Comparison } from '../compare/disagreements.ts';

/** What compare mode's grid needs: the answers so far, and the profile the others are held against. */
export interface CompareView {
  readonly comparison: Comparison | undefined;
  readonly reference: ProfileId;
  /** The name of the person's own regex column, when one is set. */
  readonly yoursName: string | undefined;
}

/**
 * How much of a name of one's own a heading shows, in monospace cells: two lines of its narrow column. A
 * longer name is cut there, and the heading is named by the whole of it.
 */
const MAX_SHOWN_CELLS = 16;
/** Characters drawn two cells wide (CJK, emoji), which would otherwise need a third line. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u;

const cellsOf = (character: string) => (WIDE.test(character) ? 2 : 1);

function shownName(name: string): string {
  // By code points: a surrogate pair is never split.
  const characters = Array.from(name);
  if (characters.reduce((sum, character) => sum + cellsOf(character), 0) <= MAX_SHOWN_CELLS) return name;
  let shown = '';
  let cells = 1; // the ellipsis
  for (const character of characters) {
    cells += cellsOf(character);
    if (cells > MAX_SHOWN_CELLS) break;
    shown += character;
  }
  return `${shown}…`;
}

function titleOf(id: ColumnId, yoursName: string | undefined): { short: string; long: string } {
  if (isProfileColumn(id)) {
    const profile = PROFILES.find((candidate) => candidate.id === id);
    return { short: id, long: `email-rules, profile ${profile?.title ?? id}` };
  }
  if (id === YOURS)
    return yoursName === undefined
      ? { short: 'yours', long: 'Your regular expression (none given yet)' }
      : { short: yoursName, long: `Your regular expression, ${yoursName}` };
  return { short: id, long: `${id} ${LIBRARY_VERSIONS[id]}` };
}

export function CompareHeaders({ reference, yoursName }: { reference: ProfileId; yoursName: string | undefined }) {
  return (
    <>
      {COLUMN_IDS.map((id) => {
        const { short, long } = titleOf(id, yoursName);
        const shown = shownName(short);
        return (
          <div
            role="columnheader"
            key={id}
            className={`cell-compare${id === reference ? ' reference' : ''}${id === YOURS ? ' yours' : ''}`}
            title={long}
            aria-label={shown === short ? undefined : short}
          >
            {shown}
            {/* On a line of its own (the stylesheet's), so that the heading fits a narrow column. */}
            {!isProfileColumn(id) && id !== YOURS && <span className="column-version"> {LIBRARY_VERSIONS[id]}</span>}
          </div>
        );
      })}
    </>
  );
}

function describeCode(code: number): { shown: string; status: string } {
  if (code === PENDING) return { shown: '…', status: 'pending' };
  if (code === TIMED_OUT) return { shown: 'timed out', status: 'timed-out' };
  if (code === NOT_SET) return { shown: '—', status: 'not-set' };
  if (code === ACCEPTS) return { shown: '✓', status: 'accepts' };
  return { shown: `✗ ${ruleOfCode(code) ?? ''}`.trim(), status: 'rejects' };
}

/** One cell per compare column; a cell whose answer differs from the reference profile's is marked. */
export function CompareCells({ view, lineIndex }: { view: CompareView; lineIndex: number }) {
  return (
    <>
      {COLUMN_IDS.map((id, column) => {
        const code = view.comparison?.columns[column]?.codes[lineIndex] ?? PENDING;
        const { shown, status } = describeCode(code);
        const differs =
          view.comparison !== undefined &&
          id !== view.reference &&
          differsFrom(view.comparison, id, view.reference, lineIndex);
        return (
          <div
            role="gridcell"
            key={id}
            className={`cell-compare compare-${status}${differs ? ' differs' : ''}`}
            data-column={id}
            data-answer={status}
            title={`${titleOf(id, view.yoursName).long}: ${shown}`}
          >
            {shown}
            {differs && <span className="visually-hidden"> (differs from {view.reference})</span>}
          </div>
        );
      })}
    </>
  );
}
