import { useId, useState } from 'react';
import { BUILT_IN_PROFILE_IDS, PROFILES, type BuiltInProfileId, type ProfileId } from '../../src/index.ts';
import type { CustomRegex } from '../compare/customRegex.ts';
import type { ExplainAnswer, ExplainQuestion } from '../explain/explainJob.ts';
import { SUBSET_WORDS } from '../explain/subsetWords.ts';
import { useExplainAnswer } from '../explain/useExplainAnswer.ts';
import { ExplainTokens } from './ExplainTokens.tsx';
import { shownInput } from './shownInput.ts';

const YOURS = 'yours';
type Choice = BuiltInProfileId | typeof YOURS;

const isBuiltIn = (profile: ProfileId): profile is BuiltInProfileId =>
  (BUILT_IN_PROFILE_IDS as readonly ProfileId[]).includes(profile);

const titleOf = (profile: BuiltInProfileId): string =>
  PROFILES.find((candidate) => candidate.id === profile)?.title ?? profile;

function RegexText({ source, flags }: { source: string; flags: string }) {
  const [copied, setCopied] = useState('');
  const text = `/${source}/${flags}`;
  return (
    <div className="regex-text-block">
      <pre className="regex-text" tabIndex={0} aria-label="The regex text">
        <code>{text}</code>
      </pre>
      <button
        type="button"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => {
              setCopied(`Copied ${text.length.toLocaleString('en')} characters.`);
            },
            () => {
              setCopied('Copying was not allowed: select the text instead.');
            },
          );
        }}
      >
        Copy regex
      </button>{' '}
      <span role="status" className="hint">
        {copied}
      </span>
    </div>
  );
}

function ExplainAnswerView({ answer, choice }: { answer: ExplainAnswer | 'working' | undefined; choice: Choice }) {
  if (answer === undefined || answer === 'working') return <p className="hint explain-status">Explaining…</p>;
  switch (answer.kind) {
    case 'explained': {
      const { explanation } = answer;
      return (
        <div className="explanation" data-explained={choice}>
          <RegexText {...answer.regex} />
          {choice === 'rfc5322' && (
            <p className="hint">
              The profile&apos;s own regex says “no combining mark first” with a lookahead and names its classes with{' '}
              <code>\p{'{…}'}</code>; this is the same language written out without them, as the kit&apos;s proofs read
              it (a test checks the two agree).
            </p>
          )}
          <p className="explain-example">
            {explanation.example === undefined ? (
              'It accepts no line at all.'
            ) : (
              <>
                A shortest line it accepts: <code>{shownInput(explanation.example)}</code>
              </>
            )}
          </p>
          <h3>Token by token</h3>
          <ExplainTokens tokens={explanation.tokens} />
          {explanation.examplesLeftOut > 0 && (
            <p className="hint">
              {explanation.examplesLeftOut.toLocaleString('en')} more branches have no example: each costs an automaton
              of its own.
            </p>
          )}
        </div>
      );
    }
    case 'outside':
      return (
        <div className="explanation" data-explained="outside">
          <RegexText {...answer.regex} />
          <p className="explain-outside" role="status">
            Not explained: this regex is outside the supported subset — {answer.reason}. The subset is {SUBSET_WORDS}.
          </p>
        </div>
      );
    case 'tooComplex':
      return (
        <p className="explain-outside" role="status" data-explained="too-complex">
          Too complex to explain: {answer.reason}.
        </p>
      );
    case 'failed':
    case 'verdict':
      return (
        <p className="explain-outside" role="status" data-explained="failed">
          Not explained: {answer.kind === 'failed' ? answer.reason : 'the answer was not an explanation'}.
        </p>
      );
  }
}

/**
 * Explain mode: each profile's regex, or the person's, as text to copy, token by token in words, and an
 * input for each branch. Closed, it asks nothing: the explainer (a worker) starts when it is opened.
 */
export function ExplainPanel({ profile, yours }: { profile: ProfileId; yours: CustomRegex | null }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Choice | undefined>(undefined);
  const selectId = useId();
  const fallback: Choice = isBuiltIn(profile) ? profile : 'standard';
  const choice: Choice = picked === undefined || (picked === YOURS && yours === null) ? fallback : picked;
  const question: ExplainQuestion | null = !open
    ? null
    : choice === YOURS
      ? yours === null
        ? null
        : { kind: 'explain', regex: { source: yours.source, flags: yours.flags } }
      : { kind: 'explain', regex: { profile: choice } };
  const answer = useExplainAnswer(question);
  return (
    <section className="panel explain-panel" aria-label="Explain a regex">
      <details
        open={open}
        onToggle={(event) => {
          setOpen(event.currentTarget.open);
        }}
      >
        <summary>
          <h2>Explain a regex</h2>
        </summary>
        <label className="explain-choice" htmlFor={selectId}>
          Regex to explain{' '}
          <select
            id={selectId}
            value={choice}
            onChange={(event) => {
              setPicked(event.target.value as Choice);
            }}
          >
            {BUILT_IN_PROFILE_IDS.map((id) => (
              <option key={id} value={id}>
                {titleOf(id) === id ? id : `${id} (${titleOf(id)})`}
              </option>
            ))}
            {yours !== null && <option value={YOURS}>Your regex ({yours.name || 'yours'})</option>}
          </select>
        </label>
        {!isBuiltIn(profile) && (
          <p className="hint">The {profile} profile has no single regex: it checks IDNA2008 and NFC in code.</p>
        )}
        {open && <ExplainAnswerView answer={answer} choice={choice} />}
      </details>
    </section>
  );
}
