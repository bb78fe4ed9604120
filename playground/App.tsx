import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { AddressInput } from './components/AddressInput.tsx';
import { ExportPanel } from './components/ExportPanel.tsx';
import { GeneratePanel } from './components/GeneratePanel.tsx';
import { LineDetails } from './components/LineDetails.tsx';
import { ProfileSwitch } from './components/ProfileSwitch.tsx';
import { ResultsGrid } from './components/ResultsGrid.tsx';
import { ResultsSummary } from './components/ResultsSummary.tsx';
import { ComparePanel } from './components/ComparePanel.tsx';
import { ExplainPanel } from './components/ExplainPanel.tsx';
import { RulePanel } from './components/RulePanel.tsx';
import { disagreeingLines, pairCounts } from './compare/disagreements.ts';
import { regexProblem } from './compare/customRegex.ts';
import { useComparison } from './compare/useComparison.ts';
import { ExamplesMenu } from './components/ExamplesMenu.tsx';
import { SessionMenu } from './components/SessionMenu.tsx';
import { comparedColumns, type ExportSource } from './model/exportRows.ts';
import { lineView } from './model/judgedText.ts';
import { shownJudged, useJudgement } from './model/useJudgement.ts';
import { filterLines, isFiltering, summarize, type LineFilter } from './model/verdicts.ts';
import { INITIAL_STATE } from './state/playgroundState.ts';
import { ExpectationTally } from './components/Expectations.tsx';
import { expectationAt, isMet, keepOnly, tallyExpectations, withExpectation } from './model/expectations.ts';
import { usePlaygroundState } from './state/usePlaygroundState.ts';

function appendLines(text: string, added: readonly string[]): string {
  if (added.length === 0) return text;
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${separator}${added.join('\n')}`;
}

/** The playground: paste addresses, see which rule fires on each line, and explore the bounds. */
export function App() {
  const {
    state,
    update,
    changeProfile,
    replaceText,
    inputSnapshot,
    restored,
    notices,
    dismiss,
    currentLink,
    undo,
    redo,
    undoAction,
    redoAction,
    otherSessions,
    refreshSessions,
    openSession,
  } = usePlaygroundState();
  const [selectedLine, setSelectedLine] = useState<number | null>(null);
  const [linkStatus, setLinkStatus] = useState('');

  // Typing into a huge paste stays smooth: the grid and verdicts follow the text at a lower priority.
  const text = useDeferredValue(state.text);
  const judgement = useJudgement(text, state.profile);
  // While a new judgement is on its way, the last complete one stays on screen.
  const judged = shownJudged(judgement);
  const done = judgement.status === 'done' ? judgement.judged : undefined;
  const summary = useMemo(() => (done === undefined ? undefined : summarize(done)), [done]);
  const lineCount = judged?.lineCount ?? 0;
  const filter: LineFilter = useMemo(
    () => ({ rule: state.ruleFilter, reason: state.reasonFilter, failingOnly: state.failingOnly }),
    [state.ruleFilter, state.reasonFilter, state.failingOnly],
  );
  // Only a regex that compiles is run; what is typed is kept either way.
  const runnableRegex = useMemo(
    () => (state.customRegex !== null && regexProblem(state.customRegex) === undefined ? state.customRegex : null),
    [state.customRegex],
  );
  const comparing = useComparison(text, state.compare, runnableRegex);
  // Each update of the comparison is a new object (its codes are filled in place), so it is the dependency.
  const disagreements = useMemo(
    () => (comparing === undefined ? undefined : disagreeingLines(comparing.comparison)),
    [comparing],
  );
  const pairs = useMemo(() => (comparing?.done === true ? pairCounts(comparing.comparison) : []), [comparing]);
  const compareView = useMemo(
    () =>
      state.compare
        ? {
            comparison: comparing?.comparison,
            reference: state.profile,
            yoursName: runnableRegex === null ? undefined : runnableRegex.name || 'yours',
          }
        : undefined,
    [state.compare, comparing, state.profile, runnableRegex],
  );
  const tally = useMemo(
    () => (judged === undefined ? undefined : tallyExpectations(judged, state.expectations)),
    [judged, state.expectations],
  );
  // For the grid's rows: a lookup per row drawn, not a search of the marks.
  const expectationLookup = useMemo(() => new Map(state.expectations), [state.expectations]);
  const surpriseLookup = useMemo(() => new Set(tally?.surprises ?? []), [tally]);
  const shown = useMemo(() => {
    const filtered =
      state.compare && state.disagreementsOnly
        ? (disagreements ?? new Uint32Array(0))
        : !isFiltering(filter)
          ? null
          : judged === undefined
            ? new Uint32Array(0)
            : filterLines(judged, filter);
    // The surprises filter narrows whatever the other filters show.
    return state.surprisesOnly ? keepOnly(filtered, tally?.surprises ?? new Uint32Array(0)) : filtered;
  }, [judged, filter, state.compare, state.disagreementsOnly, disagreements, state.surprisesOnly, tally]);
  const shownCount = done === undefined ? undefined : shown === null ? done.lineCount : shown.length;
  const selected = selectedLine !== null && selectedLine < lineCount ? selectedLine : null;
  const selectedView = useMemo(
    () => (judged === undefined || selected === null ? undefined : lineView(judged, selected)),
    [judged, selected],
  );

  // What the grid shows, for the export to write when asked (in a worker): nothing is read here.
  const exportSource = useMemo((): ExportSource | undefined => {
    if (done === undefined) return undefined;
    const comparison = compareView?.comparison;
    const compared = comparison === undefined ? [] : comparedColumns(comparison, compareView?.yoursName);
    return { judged: done, shown, compared, expectations: state.expectations };
  }, [done, shown, compareView, state.expectations]);

  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) undo and redo a replacement, but only while nothing was typed
  // since it: typing has the box's own undo, and the page's must never throw typed work away.
  const untouchedSinceReplaced = state.text === inputSnapshot.text;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || !untouchedSinceReplaced) return;
      const key = event.key.toLowerCase();
      const wantsRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const wantsUndo = key === 'z' && !event.shiftKey;
      if (wantsUndo && undoAction !== undefined) {
        event.preventDefault();
        undo();
      } else if (wantsRedo && redoAction !== undefined) {
        event.preventDefault();
        redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [untouchedSinceReplaced, undo, redo, undoAction, redoAction]);

  const copyLink = async () => {
    const link = await currentLink();
    try {
      await navigator.clipboard.writeText(link.url);
      setLinkStatus(
        link.complete ? 'Link copied.' : 'Link copied, with the profile and filters only: the lines are too many.',
      );
    } catch {
      setLinkStatus('Copying was not allowed; the link is in the address bar.');
    }
  };

  const selectedExpected = selected === null ? undefined : expectationAt(state.expectations, selected);
  const selectedMet =
    selected === null || judged === undefined || selectedExpected === undefined
      ? undefined
      : isMet(judged, selected, selectedExpected);
  const expectationTally = (
    <ExpectationTally
      tally={tally}
      surprisesOnly={state.surprisesOnly}
      onSurprisesOnlyChange={(surprisesOnly) => {
        update({ surprisesOnly });
      }}
    />
  );

  return (
    <div className="app">
      <header className="app-header">
        <div className="title-block">
          <h1>email-rules playground</h1>
          <p className="tagline">Which rule fires, line by line. Everything stays in this browser.</p>
        </div>
        <ProfileSwitch profile={state.profile} onChange={changeProfile} />
        <div className="link-block">
          <button
            type="button"
            aria-pressed={state.compare}
            title="A column per profile and per popular validator, side by side"
            onClick={() => {
              update({ compare: !state.compare });
            }}
          >
            Compare validators
          </button>
          <button
            type="button"
            onClick={() => {
              void copyLink();
            }}
          >
            Copy link
          </button>
          <span className="status-line" role="status">
            {linkStatus}
          </span>
        </div>
      </header>

      {notices.length > 0 && (
        <div className="notices">
          {notices.map((notice) => (
            <p
              key={notice.id}
              className={`notice notice-${notice.tone}`}
              data-notice={notice.id}
              role={notice.tone === 'problem' ? 'alert' : 'status'}
            >
              {notice.text}
              {notice.action !== undefined && (
                <button type="button" className="link-button" onClick={notice.action.run}>
                  {notice.action.label}
                </button>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  dismiss(notice.id);
                }}
              >
                Dismiss
              </button>
            </p>
          ))}
        </div>
      )}

      <main className="layout">
        <AddressInput
          snapshot={inputSnapshot}
          text={state.text}
          editable={restored}
          lineCount={judged?.lineCount}
          revealLine={selected}
          profile={state.profile}
          onType={(text) => {
            update({ text });
          }}
          onReplace={(text, caret) => {
            // A paste taken over gives the box a new text, and with it a new undo: the page's undoes it.
            replaceText(text, caret, 'Paste');
          }}
          actions={
            <>
              <button
                type="button"
                className="link-button"
                disabled={undoAction === undefined}
                title="Ctrl+Z when nothing was typed since"
                onClick={undo}
              >
                {undoAction === undefined ? 'Undo' : `Undo ${undoAction}`}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={redoAction === undefined}
                title="Ctrl+Shift+Z"
                onClick={redo}
              >
                {redoAction === undefined ? 'Redo' : `Redo ${redoAction}`}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={state.text === INITIAL_STATE.text}
                onClick={() => {
                  replaceText(INITIAL_STATE.text, undefined, 'Sample lines');
                }}
              >
                Sample lines
              </button>
              <button
                type="button"
                className="link-button"
                disabled={state.text === ''}
                onClick={() => {
                  replaceText('', undefined, 'Clear');
                }}
              >
                Clear
              </button>
              <ExamplesMenu
                onChoose={(example) => {
                  replaceText(example.lines.join('\n'), undefined, example.title);
                }}
              />
              <SessionMenu
                sessions={otherSessions}
                onRefresh={refreshSessions}
                onOpen={(id) => {
                  void openSession(id);
                }}
              />
            </>
          }
        />

        <ResultsSummary
          judgement={judgement}
          summary={summary}
          // The last judgement counts the lines of the text being judged only if that text is the same.
          lineCount={judged?.text === text ? judged.lineCount : undefined}
          shownCount={shownCount}
          profile={state.profile}
        />
        <GeneratePanel
          profile={state.profile}
          bound={state.bound}
          seed={state.seed}
          caseCount={state.caseCount}
          onSettingsChange={(settings) => {
            update(settings);
          }}
          onGenerated={(addresses) => {
            replaceText(appendLines(state.text, addresses), undefined, 'Generate');
          }}
        />
        <section className="panel grid-panel" aria-label="Results">
          <ResultsGrid
            judged={judged}
            shown={shown}
            selectedLine={selected}
            onSelect={setSelectedLine}
            label={state.compare ? 'Compared, one row per line' : 'Results, one row per line'}
            compare={compareView}
            expectations={expectationLookup}
            surprises={surpriseLookup}
          />
        </section>

        <LineDetails
          view={selectedView}
          profile={state.profile}
          expected={selectedExpected}
          met={selectedMet}
          yourRegex={state.compare ? runnableRegex : null}
          onExpect={(index, expected) => {
            // Full (MAX_EXPECTATIONS marks): the menu stays as it was.
            const expectations = withExpectation(state.expectations, index, expected);
            if (expectations !== null) update({ expectations });
          }}
          onUseSuggestion={(index, suggestion) => {
            // Only into the text that was judged: the line's offsets are that text's.
            if (judged?.text !== state.text) return;
            const start = judged.starts[index] ?? 0;
            const end = judged.ends[index] ?? start;
            replaceText(
              `${state.text.slice(0, start)}${suggestion}${state.text.slice(end)}`,
              start + suggestion.length,
              'Use suggestion',
            );
          }}
        />

        {/* After the grid and the details, as the layout shows them: the focus moves in reading order. */}
        {state.compare ? (
          <ComparePanel
            state={comparing}
            pairs={pairs}
            disagreeing={comparing?.done === true ? disagreements?.length : undefined}
            reference={state.profile}
            disagreementsOnly={state.disagreementsOnly}
            onDisagreementsOnlyChange={(disagreementsOnly) => {
              update({ disagreementsOnly });
            }}
            customRegex={state.customRegex}
            onCustomRegexChange={(customRegex) => {
              update({ customRegex });
            }}
            onAddLine={(line) => {
              replaceText(appendLines(state.text, [line]), undefined, 'Add counterexample');
            }}
          >
            {expectationTally}
          </ComparePanel>
        ) : (
          <RulePanel
            summary={summary}
            filter={filter}
            surprisesOnly={state.surprisesOnly}
            onFilterChange={(next) => {
              update({ ruleFilter: next.rule, reasonFilter: next.reason, failingOnly: next.failingOnly });
            }}
          >
            {expectationTally}
          </RulePanel>
        )}

        <ExportPanel source={exportSource} />

        <ExplainPanel profile={state.profile} yours={runnableRegex} />
      </main>
    </div>
  );
}
