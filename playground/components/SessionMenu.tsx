import { useId } from 'react';
import type { SessionAbout } from '../state/sessionStore.ts';

function describeSession(about: SessionAbout): string {
  const lines = `${about.lineCount.toLocaleString('en')} ${about.lineCount === 1 ? 'line' : 'lines'}`;
  const first = about.firstLine === '' ? '(empty first line)' : about.firstLine;
  // Saved by a version that kept no description.
  if (about.savedAt === 0) return first;
  const when = new Date(about.savedAt).toLocaleString('en', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${when} · ${lines} · ${first}`;
}

/**
 * The other sessions this browser keeps (one per tab, the most recent few): choosing one opens it here, as
 * a change Undo can take back; the session this tab had stays in the list.
 */
export function SessionMenu({
  sessions,
  onRefresh,
  onOpen,
}: {
  sessions: readonly SessionAbout[];
  onRefresh: () => void;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  return (
    <span className="session-menu">
      <label htmlFor={id} className="visually-hidden">
        Recent sessions
      </label>
      <select
        id={id}
        value=""
        // Other tabs save too: the list is read again whenever it is about to open.
        onFocus={onRefresh}
        onPointerDown={onRefresh}
        onChange={(event) => {
          if (event.target.value !== '') onOpen(event.target.value);
        }}
      >
        <option value="">
          {sessions.length === 0 ? 'No other sessions' : `Sessions (${String(sessions.length)})`}
        </option>
        {sessions.map((about) => (
          <option key={about.id} value={about.id}>
            {describeSession(about)}
          </option>
        ))}
      </select>
    </span>
  );
}
