import { useId, useState, type ClipboardEvent } from 'react';

/**
 * Text longer than this (in UTF-16 units, about 8,000 typical lines) is not put in the text box:
 * Chromium lays out every line of a textarea, which takes about a second per layout for 100,000 lines.
 */
export const LARGE_INPUT_UNITS = 200_000;

/** Lines and a rounded size; counted from the UTF-16 length, since encoding megabytes just to count bytes costs a frame. */
function describeSize(text: string, lineCount: number): string {
  const millions = text.length / 1_000_000;
  const size =
    millions >= 1
      ? `${millions.toFixed(1)} million characters`
      : `${(text.length / 1000).toFixed(0)} thousand characters`;
  return `${lineCount.toLocaleString('en')} lines, ${size}`;
}

/**
 * The address box. Typing edits it in place; a paste that would make it large is taken over and kept
 * out of the box, which then shows what was pasted instead of laying out megabytes of text.
 */
export function AddressInput({
  text,
  snapshot,
  editable,
  lineCount,
  onType,
  onReplace,
}: {
  text: string;
  /** Text set from outside the box; a new revision remounts the box with it. */
  snapshot: { readonly text: string; readonly revision: number };
  editable: boolean;
  lineCount: number;
  onType: (text: string) => void;
  onReplace: (text: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [editLargeRevision, setEditLargeRevision] = useState<number | null>(null);
  const large = text.length > LARGE_INPUT_UNITS && editLargeRevision !== snapshot.revision;

  const takeOverLargePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const box = event.currentTarget;
    const next = box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd);
    if (next.length <= LARGE_INPUT_UNITS) return;
    event.preventDefault();
    onReplace(next);
  };

  return (
    <section className="panel input-panel" aria-label="Input">
      <label htmlFor={inputId} className="input-label">
        Addresses, one per line
      </label>
      {large ? (
        <div id={inputId} className="large-input" role="group" aria-describedby={hintId} tabIndex={-1}>
          <p>
            <strong>{describeSize(text, lineCount)}</strong> pasted and judged below.
          </p>
          <p className="hint">
            Text this large is kept out of the edit box, which would freeze the page for seconds on every change.
          </p>
          <button
            type="button"
            onClick={() => {
              setEditLargeRevision(snapshot.revision);
            }}
          >
            Edit as text anyway
          </button>
        </div>
      ) : (
        <textarea
          key={snapshot.revision}
          id={inputId}
          className="addresses"
          aria-describedby={hintId}
          defaultValue={snapshot.revision === editLargeRevision ? text : snapshot.text}
          readOnly={!editable}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          onPaste={takeOverLargePaste}
          onChange={(event) => {
            onType(event.target.value);
          }}
        />
      )}
      <div className="input-foot">
        <span id={hintId} className="hint">
          {lineCount.toLocaleString('en')} lines. Paste as many as you like.
        </span>
        <button
          type="button"
          className="link-button"
          disabled={text === ''}
          onClick={() => {
            onReplace('');
          }}
        >
          Clear
        </button>
      </div>
    </section>
  );
}
