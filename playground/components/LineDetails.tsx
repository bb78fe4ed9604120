import { useId } from 'react';
import { BROWSER_CHECK_MAX_UNITS, useBrowserAnswer } from '../model/browserVerdict.ts';
import { marksIn, placesInWords } from '../model/characterMarks.ts';
import { patternCulprit, type LineForms, type LineView } from '../model/judgedText.ts';
import { profileById, type ProfileId } from '../../src/index.ts';
import { ApiView } from './ApiView.tsx';
import { HighlightedInput } from './HighlightedInput.tsx';
import { LengthMeters } from './LengthMeters.tsx';
import { ExpectationPicker } from './Expectations.tsx';
import type { Expected } from '../model/expectations.ts';
import type { CustomRegex } from '../compare/customRegex.ts';
import { YourRegexVerdict } from './YourRegexVerdict.tsx';

/** How much of one line the details show; a 10 MB line is summarised past this. */
const DETAIL_DISPLAY_UNITS = 4000;

const BROWSER_SAYS = {
  accepts: 'accepts it',
  rejects: 'rejects it (type mismatch)',
  empty: 'treats it as empty',
} as const;

function BrowserSays({ line }: { line: string }) {
  const answer = useBrowserAnswer(line);
  if (answer.kind === 'verdict') return <span data-browser={answer.verdict}>{BROWSER_SAYS[answer.verdict]}.</span>;
  if (answer.kind === 'pending') return <span data-browser="pending">is being asked…</span>;
  return (
    <span data-browser="not-asked">
      was not asked: its check slows down with the square of the length, and on this line of{' '}
      {answer.length.toLocaleString('en')} characters it would freeze the page. It is asked about lines of up to{' '}
      {BROWSER_CHECK_MAX_UNITS.toLocaleString('en')} characters.
    </span>
  );
}

/** The marked characters of the line, named in full: the grid's marks name them only on hover. */
function MarkedCharacters({ line }: { line: string }) {
  const marks = marksIn(line, DETAIL_DISPLAY_UNITS);
  if (marks.length === 0) return null;
  return (
    <div className="marked-characters">
      <p className="hint">Characters to look at twice:</p>
      <ul>
        {marks.map((marked) => (
          <li key={marked.at} data-char={marked.mark.kind}>
            <code className={`char-mark char-${marked.mark.kind}`}>{marked.mark.shown}</code> {marked.mark.description},{' '}
            {placesInWords(marked)}
            <span className="visually-hidden">
              {marked.character === marked.mark.shown ? '' : ` (${marked.character})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The forms of the address a profile that maps it (`international`) reports: as it should be stored, its
 * domain in ASCII (A-labels), and whether sending to it needs SMTPUTF8.
 */
function AddressFormsList({ forms }: { forms: LineForms }) {
  const { normalized, asciiDomain, smtputf8 } = forms;
  return (
    <dl className="address-forms">
      <dt>Normalized</dt>
      <dd data-form="normalized">{normalized === null ? '– (no at-sign)' : <code>{normalized}</code>}</dd>
      <dt>Domain in ASCII</dt>
      <dd data-form="asciiDomain">
        {asciiDomain !== null ? (
          <code>{asciiDomain}</code>
        ) : normalized === null ? (
          '– (no at-sign)'
        ) : (
          '– (the domain fails IDNA2008: it has no ASCII form)'
        )}
      </dd>
      <dt>Needs SMTPUTF8</dt>
      <dd data-form="smtputf8">
        {smtputf8 ? 'yes: the local part is not ASCII (RFC 6531)' : 'no: the local part is ASCII'}
      </dd>
    </dl>
  );
}

interface LineDetailsProps {
  readonly view: LineView | undefined;
  readonly profile: ProfileId;
  /** Puts the kit's suggestion in place of the line (undoable). */
  readonly onUseSuggestion: (index: number, suggestion: string) => void;
  /** What the person expects of the selected line, if they marked it, and whether the line meets it. */
  readonly expected?: Expected | undefined;
  readonly met?: boolean | undefined;
  /** Sets (or with null clears) the mark of line `index`. */
  readonly onExpect?: ((index: number, expected: Expected | null) => void) | undefined;
  /** The person's regex, when compare mode runs one: where the line stops under it, and why. */
  readonly yourRegex?: CustomRegex | null | undefined;
}

/** Everything about the selected line: the exact input with overflow highlighted, messages and meters. */
export function LineDetails({ view, profile, onUseSuggestion, expected, met, onExpect, yourRegex }: LineDetailsProps) {
  const headingId = useId();
  if (view === undefined) {
    return (
      <section className="panel details" aria-labelledby={headingId}>
        <h2 id={headingId}>Line details</h2>
        <p className="hint">
          Select a row (click it, or focus the grid and use the arrow keys) to see its lengths and why it fails.
        </p>
      </section>
    );
  }
  // Read back from the judgement: the selected line is not judged again.
  const line = view.input;
  const lineNumber = view.index + 1;
  const deciding = view.deciding;
  const failures = view.results.filter((result) => result.status === 'fail');
  return (
    <section className="panel details" aria-labelledby={headingId} data-line={lineNumber}>
      <h2 id={headingId}>Line {lineNumber}</h2>
      <p className="detail-input">
        <HighlightedInput
          input={line}
          overflow={view.overflow}
          maxUnits={DETAIL_DISPLAY_UNITS}
          culprit={patternCulprit(view)}
        />
      </p>
      <p
        className={deciding === null ? 'detail-verdict valid' : 'detail-verdict invalid'}
        data-verdict={deciding ?? 'valid'}
      >
        {deciding === null ? '✓ Valid: no rule fires.' : `✗ Invalid: ${deciding} fires first.`}
      </p>
      {onExpect !== undefined && (
        <ExpectationPicker
          expected={expected}
          met={met}
          onChange={(next) => {
            onExpect(view.index, next);
          }}
        />
      )}
      <p className="hint">
        This browser&apos;s <code>&lt;input type=email&gt;</code> <BrowserSays line={line} />
      </p>
      {failures.length > 0 && (
        <ul className="messages">
          {failures.map((result) => (
            <li key={result.rule}>
              <code>{result.rule}</code> {result.message}
            </li>
          ))}
        </ul>
      )}
      {view.forms.suggestion !== null && (
        <p className="suggestion" data-suggestion={view.forms.suggestion}>
          It passes as <code>{view.forms.suggestion}</code>.{' '}
          <button
            type="button"
            onClick={() => {
              if (view.forms.suggestion !== null) onUseSuggestion(view.index, view.forms.suggestion);
            }}
          >
            Use {view.forms.suggestion}
          </button>
        </p>
      )}
      {yourRegex !== undefined && yourRegex !== null && <YourRegexVerdict regex={yourRegex} line={line} />}
      <MarkedCharacters line={line} />
      {/* A profile with measures of its own maps the address: its forms differ from what was typed. */}
      {profileById(profile).measure !== undefined && <AddressFormsList forms={view.forms} />}
      <LengthMeters input={line} results={view.results} units={view.units} />
      <ApiView key={`${String(view.index)}:${profile}`} line={line} profile={profile} />
    </section>
  );
}
