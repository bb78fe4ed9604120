/**
 * The address box for large text: CodeMirror 6, which draws only the lines in view (and only the visible
 * part of a very long line), so typing in 100,000 lines or beside a megabyte line stays fast, where a
 * textarea lays out all of its text on every key. Loaded on demand, after the first page load.
 *
 * Also the box for text that holds a direction control (U+202E and its kin), which it draws as a mark.
 *
 * Only @codemirror/view and @codemirror/state: no language, no history (Undo is the page's own, so that it
 * covers Clear, Generate and the profile too). CodeMirror writes its base styles into a <style> element,
 * which the page's Content-Security-Policy allows for that reason (contentSecurityPolicy.ts).
 */
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, highlightSpecialChars } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { CaretLine } from '../model/caretPosition.ts';
import { DIRECTION_CONTROLS_THE_EDITOR_ADDS } from '../model/directionControls.ts';

export interface LargeTextEditorProps {
  readonly initialText: string;
  /** Where to put the caret and focus on mount; undefined leaves focus where it is. */
  readonly caret: number | undefined;
  readonly readOnly: boolean;
  readonly labelledBy: string;
  readonly describedBy: string;
  readonly onType: (text: string) => void;
  /** Where the caret is: its line, which the page describes (column, and the lengths that matter there). */
  readonly onCaretLine: (caret: CaretLine) => void;
  /** The line chosen in the grid (0-based): the caret goes there, without taking the focus. */
  readonly revealLine: number | null;
}

/** The caret's line only: the document may be megabytes. */
function caretLineOf(state: EditorState): CaretLine {
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  return { text: line.text, number: line.number, inLine: head - line.from };
}

export default function LargeTextEditor({
  initialText,
  caret,
  readOnly,
  labelledBy,
  describedBy,
  onType,
  onCaretLine,
  revealLine,
}: LargeTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorView | null>(null);
  const latestOnType = useRef(onType);
  const latestOnCaretLine = useRef(onCaretLine);
  useEffect(() => {
    latestOnType.current = onType;
    latestOnCaretLine.current = onCaretLine;
  }, [onType, onCaretLine]);
  // The editor is made once per mount: the parent remounts it (a new key) when the text is set from outside.
  const initial = useRef({ initialText, caret, readOnly, labelledBy, describedBy });
  useEffect(() => {
    const parent = host.current;
    if (parent === null) return;
    const { initialText: doc, caret: at, readOnly: locked, labelledBy: label, describedBy: hint } = initial.current;
    // The page gets the text after the key's frame is painted, not before it: joining megabytes of lines and
    // rendering the page took about 20 ms a key, all of it between the key and its character on screen.
    // Several keys within one frame are handed over once; leaving the editor hands over at once.
    let typedFrame: number | undefined;
    let typedTimer: ReturnType<typeof setTimeout> | undefined;
    const cancelHandOver = () => {
      if (typedFrame !== undefined) cancelAnimationFrame(typedFrame);
      clearTimeout(typedTimer);
      typedFrame = undefined;
      typedTimer = undefined;
    };
    const handOver = () => {
      const pending = typedFrame !== undefined;
      cancelHandOver();
      if (pending) latestOnType.current(view.state.doc.toString());
    };
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc,
        ...(at === undefined ? {} : { selection: EditorSelection.cursor(Math.min(at, doc.length)) }),
        extensions: [
          // Control and invisible characters drawn as marks, named in their title: a direction control
          // never reorders a line on screen (directionControls.ts).
          highlightSpecialChars({ addSpecialChars: DIRECTION_CONTROLS_THE_EDITOR_ADDS }),
          EditorState.readOnly.of(locked),
          EditorView.editable.of(!locked),
          EditorView.contentAttributes.of({
            'aria-labelledby': label,
            'aria-describedby': hint,
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          EditorView.domEventHandlers({ blur: handOver }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && typedFrame === undefined) {
              typedFrame = requestAnimationFrame(() => {
                typedTimer = setTimeout(handOver, 0);
              });
            }
            if (update.docChanged || update.selectionSet) latestOnCaretLine.current(caretLineOf(update.state));
          }),
        ],
      }),
    });
    editor.current = view;
    // Where the caret starts, at once: the words under the box otherwise still describe the text replaced.
    latestOnCaretLine.current(caretLineOf(view.state));
    if (at !== undefined) {
      view.focus();
      view.dispatch({ effects: EditorView.scrollIntoView(Math.min(at, doc.length), { y: 'center' }) });
    }
    return () => {
      // Unmounted because the page set a new text (Clear, Generate, Undo…): handing the old text over now would
      // overwrite that. A button takes the focus first, which hands over what was typed; only a key typed in
      // the very frame of a keyboard-shortcut change goes with the text that change replaced.
      cancelHandOver();
      editor.current = null;
      view.destroy();
    };
  }, []);
  useEffect(() => {
    const view = editor.current;
    if (view === null || revealLine === null || revealLine >= view.state.doc.lines) return;
    const { from } = view.state.doc.line(revealLine + 1);
    view.dispatch({ selection: { anchor: from }, effects: EditorView.scrollIntoView(from, { y: 'center' }) });
  }, [revealLine]);
  return <div ref={host} className="addresses large-editor" data-editor="large" />;
}
