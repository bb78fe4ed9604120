import { useId } from 'react';
import { EXAMPLES, type Example } from '../model/examples.ts';
import { splitLines } from '../../src/text.ts';

/** The lines the summary will count once an example is chosen (a final line break starts no line), counted once. */
const LINES_JUDGED: ReadonlyMap<Example, number> = new Map(
  EXAMPLES.map((example) => [example, splitLines(example.lines.join('\n')).length]),
);

/** Ready-made lists: choosing one replaces the lines, as a change Undo can take back. */
export function ExamplesMenu({ onChoose }: { onChoose: (example: Example) => void }) {
  const id = useId();
  return (
    <span className="examples-menu">
      <label htmlFor={id} className="visually-hidden">
        Examples
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const chosen = EXAMPLES.find((example) => example.id === event.target.value);
          if (chosen !== undefined) onChoose(chosen);
        }}
      >
        <option value="">Examples…</option>
        {EXAMPLES.map((example) => (
          <option key={example.id} value={example.id}>
            {example.title} ({LINES_JUDGED.get(example)})
          </option>
        ))}
      </select>
    </span>
  );
}
