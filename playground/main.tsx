import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { prepareLargeTextEditor } from './components/AddressInput.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { prepareAuditWorker } from './compare/auditInBackground.ts';
import { prepareCompareWorker } from './compare/compareInBackground.ts';
import { prepareExportWorker } from './model/exportInBackground.ts';
import { prepareBackgroundJudge } from './model/judgeInBackground.ts';
import { prepareBackgroundCodec } from './state/codecInBackground.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

// Fetch the rest of the code as soon as the page is idle, so that nothing is requested once it has
// settled: the judging, encoding and export workers, the edge-case generators and compare mode's libraries
// (kept out of the first bundle, and imported again from cache when "Generate" or "Compare" is pressed).
prepareBackgroundJudge();
prepareBackgroundCodec();
/** How long a page opened from a link waits before fetching the rest of the code. */
const LINK_PREFETCH_DELAY_MS = 1_500;
const whenIdle =
  typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback: () => void) => setTimeout(callback, 200);
const prefetch = () => {
  void import('./generate/drawCases.ts').catch(() => undefined);
  prepareLargeTextEditor();
  prepareCompareWorker();
  prepareAuditWorker();
  prepareExportWorker();
};
// A page opened from a link first decodes and judges the link's lines: the prefetch, whose scripts compile
// on the page too, waits until that is done rather than take the idle moments in between.
if (window.location.hash.length > 1) setTimeout(() => whenIdle(prefetch), LINK_PREFETCH_DELAY_MS);
else whenIdle(prefetch);
