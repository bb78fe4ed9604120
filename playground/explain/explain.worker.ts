import { explainer, type ExplainRequest, type ExplainResponse } from './explainJob.ts';

// The profiles' regexes (rfc5322's written out from the engine's Unicode) are built here, once asked:
// never on the page's first load, and the explaining, bounded by readRegex, never on the page's thread.
const answer = explainer();
addEventListener('message', (event: MessageEvent<ExplainRequest>) => {
  const { jobId, question } = event.data;
  postMessage({ jobId, answer: answer(question) } satisfies ExplainResponse);
});
