import { useState } from 'react';

/** The whole number `text` spells (digits only), or undefined. */
export function parseWholeNumber(text: string): number | undefined {
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** Digits only, however many: a number past any field's limit when there are more than parseWholeNumber reads. */
const DIGITS = /^\d+$/;

/** What a typed text becomes: the value to pass on (undefined: keep the last one) and the word that says so. */
export function readWholeNumber(
  text: string,
  { min, max, current }: { min: number; max: number; current: number },
): { value: number | undefined; note: string } {
  const trimmed = text.trim();
  const format = (number: number) => number.toLocaleString('en');
  if (!DIGITS.test(trimmed)) return { value: undefined, note: `not a whole number: still ${format(current)}` };
  const number = parseWholeNumber(trimmed) ?? Number.POSITIVE_INFINITY;
  const shown = Number.isFinite(number) ? format(number) : `${trimmed.slice(0, 6)}…`;
  if (number > max) return { value: max, note: `${shown} is more than ${format(max)}: using ${format(max)}` };
  if (number < min) return { value: min, note: `${shown} is less than ${format(min)}: using ${format(min)}` };
  return { value: number, note: '' };
}

/**
 * A field for a whole number in [min, max] that can be cleared and retyped: what is typed is kept as
 * typed while the field has focus. An in-range number is passed on as it is typed; one past a limit is
 * passed on as that limit, and one that is no whole number not at all, each with a word beside the field
 * saying so (never some other value, such as the last in-range prefix typed). Left, the field shows the
 * value in use; the word stays until the value changes.
 */
export function WholeNumberField({
  id,
  className,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  className: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  // null: show `value` (also when it changes from outside, as "New seed" does).
  const [draft, setDraft] = useState<string | null>(null);
  // The word about the last text typed, for the value it left in use: a value set from outside silences it.
  const [note, setNote] = useState<{ text: string; value: number }>({ text: '', value });
  const shownNote = note.value === value ? note.text : '';
  const noteId = `${id}-note`;
  const limits = { min, max, current: value };
  // The text in the box, read once: when it is not the value in use (past a limit, or no whole number), it is marked until left.
  const drafted = draft === null ? undefined : readWholeNumber(draft, limits);
  return (
    <>
      <input
        id={id}
        className={className}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={draft ?? String(value)}
        aria-invalid={drafted !== undefined && drafted.note !== ''}
        aria-describedby={noteId}
        title={`a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const read = readWholeNumber(text, limits);
          setNote({ text: read.note, value: read.value ?? value });
          if (read.value !== undefined && read.value !== value) onChange(read.value);
        }}
        onBlur={() => {
          // A refused text is gone once the field shows the value in use again: so is its word.
          if (drafted !== undefined && drafted.value === undefined) setNote({ text: '', value });
          setDraft(null);
        }}
      />
      <span id={noteId} className="field-note" aria-live="polite">
        {shownNote}
      </span>
    </>
  );
}
