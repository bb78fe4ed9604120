import { analyseRedos, type RedosRequest, type RedosResponse } from './redos.ts';

// The analyser (recheck, 2.8 MB, about 670 KB gzipped) is loaded here only, once a person types a regex:
// it never weighs on the page's first load, and its work, bounded by its own clock, never on the page's thread.
addEventListener('message', (event: MessageEvent<RedosRequest>) => {
  const { jobId, regex } = event.data;
  postMessage({ jobId, verdict: analyseRedos(regex) } satisfies RedosResponse);
});
