import { useState } from 'react';

/** The whole number `text` spells (digits only), or undefined. */
export function parseWholeNumber(text: string): number | undefined {
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * A field for a whole number in [min, max] that can be cleared and retyped: what is typed is kept as
 * typed, and every in-range number is passed on as it is typed. Anything else is marked invalid and left
 * alone until the field is left, when it shows the last good value again.
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
  const parsed = draft === null ? value : parseWholeNumber(draft);
  const valid = parsed !== undefined && parsed >= min && parsed <= max;
  return (
    <input
      id={id}
      className={className}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      value={draft ?? String(value)}
      aria-invalid={!valid}
      title={`a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const next = parseWholeNumber(text);
        if (next !== undefined && next >= min && next <= max) onChange(next);
      }}
      onBlur={() => {
        setDraft(null);
      }}
    />
  );
}
