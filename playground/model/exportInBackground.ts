import { ExportJob, type ExportRequest } from './exportJob.ts';

export interface ExportJobRequest {
  readonly jobId: number;
  readonly request: ExportRequest;
}

export type ExportJobResponse =
  | { readonly jobId: number; readonly kind: 'progress'; readonly written: number }
  | { readonly jobId: number; readonly kind: 'done'; readonly text: Blob }
  | { readonly jobId: number; readonly kind: 'failed'; readonly message: string };

/** A written export. */
export interface PreparedExport {
  /** The text as a text/plain Blob: copied or saved without ever becoming one string on the page. */
  readonly blob: Blob;
  /** The text as a string, for where only writeText will copy. */
  text(): Promise<string>;
}

/** Lines written so far. */
export type ExportProgress = (written: number) => void;

/** Writing on the page (where there is no worker) gives the browser a frame back after this long. */
const SLICE_MS = 12;

let worker: Worker | undefined;
let nextJobId = 1;

function exportWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    worker ??= new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
    return worker;
  } catch {
    return undefined;
  }
}

/** Starts the export worker while the page is idle, so that exporting later fetches nothing. */
export function prepareExportWorker(): void {
  exportWorker();
}

function exportInWorker(writer: Worker, request: ExportRequest, onProgress: ExportProgress): Promise<PreparedExport> {
  const jobId = nextJobId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<ExportJobResponse>) => {
      const response = event.data;
      if (response.jobId !== jobId) return;
      if (response.kind === 'progress') {
        onProgress(response.written);
        return;
      }
      detach();
      if (response.kind === 'failed') reject(new Error(response.message));
      else resolve({ blob: response.text, text: () => response.text.text() });
    };
    const onFailure = () => {
      detach();
      // A worker that failed once is not trusted again: the next export starts a new one.
      if (worker === writer) worker = undefined;
      writer.terminate();
      reject(new Error('The export worker stopped unexpectedly.'));
    };
    const detach = () => {
      writer.removeEventListener('message', onMessage);
      writer.removeEventListener('error', onFailure);
    };
    writer.addEventListener('message', onMessage);
    writer.addEventListener('error', onFailure);
    // The arrays are copied as they stand now: compare mode may still be filling its answers in.
    writer.postMessage({ jobId, request } satisfies ExportJobRequest);
  });
}

function exportInSlices(request: ExportRequest, onProgress: ExportProgress): Promise<PreparedExport> {
  // The compare answers as they stand now, like the copy a worker gets.
  const source = {
    ...request.source,
    compared: request.source.compared.map((column) => ({ ...column, codes: column.codes.slice() })),
  };
  return new Promise((resolve, reject) => {
    let job: ExportJob | undefined;
    const step = () => {
      try {
        job ??= new ExportJob({ ...request, source });
        if (!job.step(performance.now() + SLICE_MS)) {
          onProgress(job.written);
          setTimeout(step, 0);
          return;
        }
        const { pieces } = job;
        resolve({ blob: new Blob([...pieces], { type: 'text/plain' }), text: () => Promise.resolve(pieces.join('')) });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    setTimeout(step, 0);
  });
}

/**
 * Writes an export away from the page's main work: in a Web Worker where the browser has one, else in
 * slices between frames. `onProgress` hears how many lines are written as the writing goes.
 */
export function exportInBackground(
  request: ExportRequest,
  onProgress: ExportProgress = () => undefined,
): Promise<PreparedExport> {
  const writer = exportWorker();
  return writer === undefined ? exportInSlices(request, onProgress) : exportInWorker(writer, request, onProgress);
}
