import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { DEFAULT_PROFILE, type ProfileId } from '../../src/index.ts';
import { caretLineIn, describeCaretLine, type CaretLine } from '../model/caretPosition.ts';
import { holdsDirectionControl } from '../model/directionControls.ts';
import { countOf } from '../model/wording.ts';

/**
 * Text longer than this (in UTF-16 units, about 2,000 typical lines) goes to the large-text editor:
 * Chromium lays out every line of a textarea on every key, about 30 ms a key at 2,000 lines, 150 ms at
 * 8,000 and seconds at 100,000, while the editor draws only the lines in view.
 */
export const LARGE_INPUT_UNITS = 50_000;

/** Text set from outside the box (a paste taken over, Clear, Generate, Undo, a session): a new revision remounts the box. */
export interface InputSnapshot {
  readonly text: string;
  readonly revision: number;
  /** Put the caret here and focus the box once it is mounted; undefined leaves focus alone. */
  readonly caret?: number | undefined;
}

const LargeTextEditor = lazy(() => import('./LargeTextEditor.tsx'));

/** Loads the large-text editor's code while the page is idle, so that a later big paste fetches nothing. */
export function prepareLargeTextEditor(): void {
  void import('./LargeTextEditor.tsx').catch(() => undefined);
}

function TextBox({
  id,
  snapshot,
  editable,
  describedBy,
  onType,
  onReplace,
  onCaretMove,
  revealLine,
}: {
  id: string;
  snapshot: InputSnapshot;
  editable: boolean;
  describedBy: string;
  onType: (text: string) => void;
  onReplace: (text: string, caret: number) => void;
  onCaretMove: (text: string, caret: number) => void;
  revealLine: number | null;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const { caret } = snapshot;
  useEffect(() => {
    const element = box.current;
    if (caret === undefined || element === null) return;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [caret]);
  // A row chosen in the grid: the caret goes to the start of its line, scrolled into view, without taking
  // the focus from the grid (its arrow keys keep working).
  useEffect(() => {
    const element = box.current;
    if (revealLine === null || element === null) return;
    const text = element.value;
    let offset = 0;
    for (let line = 0; line < revealLine && offset !== -1; line++) offset = text.indexOf('\n', offset) + 1 || -1;
    if (offset === -1) return;
    element.setSelectionRange(offset, offset);
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    element.scrollTop = Math.max(0, revealLine * lineHeight - element.clientHeight / 2);
    onCaretMove(text, offset);
  }, [revealLine, onCaretMove]);
  const reportCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    onCaretMove(event.currentTarget.value, event.currentTarget.selectionStart);
  };
  const takeOverPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const element = event.currentTarget;
    const next = element.value.slice(0, element.selectionStart) + pasted + element.value.slice(element.selectionEnd);
    if (next.length <= LARGE_INPUT_UNITS && !holdsDirectionControl(pasted)) return;
    event.preventDefault();
    onReplace(next, element.selectionStart + pasted.length);
  };
  return (
    <textarea
      ref={box}
      id={id}
      className="addresses"
      aria-describedby={describedBy}
      defaultValue={snapshot.text}
      readOnly={!editable}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      wrap="off"
      onPaste={takeOverPaste}
      onChange={(event) => {
        const { value, selectionStart } = event.target;
        // A direction control that came in another way (dropped, or typed with a Unicode key): the editor
        // takes the text over, as for a paste, so that it is never drawn reordered here.
        if (holdsDirectionControl(value)) onReplace(value, selectionStart);
        else onType(value);
      }}
      onSelect={reportCaret}
      onKeyUp={reportCaret}
      onClick={reportCaret}
    />
  );
}

/**
 * The address box: a textarea for ordinary text, the large-text editor past LARGE_INPUT_UNITS or for text
 * that holds a direction control. Typing edits it in place; a paste that would make the textarea large, or
 * bring a direction control into it, is taken over and opens the editor with the caret after the pasted text.
 */
export function AddressInput({
  snapshot,
  text,
  editable,
  lineCount,
  onType,
  onReplace,
  actions,
  revealLine = null,
  profile = DEFAULT_PROFILE,
}: {
  snapshot: InputSnapshot;
  /** The text as it is now, typed since the snapshot included: what the hint describes. */
  text: string;
  editable: boolean;
  lineCount: number | undefined;
  /** The line chosen in the grid: the caret goes there. */
  revealLine?: number | null;
  onType: (text: string) => void;
  onReplace: (text: string, caret: number) => void;
  /** Buttons under the box (Undo, Redo, Sample, Clear). */
  actions: ReactNode;
  /** The lengths under the caret are counted as this profile counts them. */
  profile?: ProfileId;
}) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const large = snapshot.text.length > LARGE_INPUT_UNITS;
  // Only text set from outside is looked at: typing a control is taken over (TextBox), so the box never holds one.
  const directed = useMemo(() => !large && holdsDirectionControl(snapshot.text), [large, snapshot.text]);
  // Why the editor is open, said of the text as it is now: an edit in it may have taken out the control that
  // opened it, or pasted large text over it. Read only while the editor is open and the text not large, so
  // each edit reads at most LARGE_INPUT_UNITS characters; the snapshot's own text is not read twice.
  const editorOpen = large || directed;
  const largeNow = editorOpen && text.length > LARGE_INPUT_UNITS;
  const directedNow = useMemo(
    () => editorOpen && !largeNow && (text === snapshot.text ? directed : holdsDirectionControl(text)),
    [editorOpen, largeNow, text, snapshot.text, directed],
  );
  const [caretLine, setCaretLine] = useState<CaretLine | undefined>(undefined);
  const onCaretMove = useCallback((text: string, caret: number) => {
    setCaretLine(caretLineIn(text, caret));
  }, []);
  // Described again when the profile changes, which may count in other units.
  const caretInfo = useMemo(
    () => (caretLine === undefined ? '' : describeCaretLine(caretLine, profile)),
    [caretLine, profile],
  );
  return (
    <section className="panel input-panel" aria-label="Input">
      <label id={labelId} htmlFor={inputId} className="input-label">
        Addresses, one per line
      </label>
      {large || directed ? (
        <Suspense
          fallback={
            <div className="addresses editor-loading" role="status">
              Opening the editor for large text…
            </div>
          }
        >
          <LargeTextEditor
            key={snapshot.revision}
            initialText={snapshot.text}
            caret={snapshot.caret}
            readOnly={!editable}
            labelledBy={labelId}
            describedBy={hintId}
            onType={onType}
            onCaretLine={setCaretLine}
            revealLine={revealLine}
          />
        </Suspense>
      ) : (
        <TextBox
          key={snapshot.revision}
          id={inputId}
          snapshot={snapshot}
          editable={editable}
          describedBy={hintId}
          onType={onType}
          onReplace={onReplace}
          onCaretMove={onCaretMove}
          revealLine={revealLine}
        />
      )}
      <div className="input-foot">
        {caretInfo !== '' && (
          <span className="caret-info" data-caret={caretInfo}>
            {caretInfo}
          </span>
        )}
        <span id={hintId} className="hint">
          {lineCount === undefined ? 'Counting lines…' : `${countOf(lineCount, 'line')}.`}{' '}
          {largeNow
            ? `Over ${LARGE_INPUT_UNITS.toLocaleString('en')} characters: the editor draws only the lines in view, so it stays fast.`
            : directedNow
              ? 'The text holds a direction control (such as U+202E), which would draw a line reversed: each shows here as a mark.'
              : 'Paste as many as you like.'}
        </span>
        <div className="input-actions">{actions}</div>
      </div>
    </section>
  );
}
