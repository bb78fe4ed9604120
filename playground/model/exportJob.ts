import type { ProfileId } from '../../src/index.ts';
import {
  writerFor,
  type ExportFormat,
  type ExportIncludes,
  type ExportLayout,
  type ExportWriter,
} from './exportFormats.ts';
import { exportRow, exportedLineCount, type ExportSource } from './exportRows.ts';

/** Everything an export is made from: sent to the export worker as it is (the arrays copied, not shared). */
export interface ExportRequest {
  readonly format: ExportFormat;
  readonly profile: ProfileId;
  readonly include: ExportIncludes;
  readonly source: ExportSource;
}

/** Lines written between two looks at the clock. */
const BATCH = 256;

/**
 * Writing one export, in steps: a caller can yield or report progress between them. The text is kept in
 * pieces, which a Blob takes as they are, so the whole is never one string until someone asks for one.
 */
export class ExportJob {
  readonly total: number;
  readonly #source: ExportSource;
  readonly #writer: ExportWriter;
  readonly #pieces: string[] = [];
  #written = 0;
  #finished = false;

  constructor({ format, profile, include, source }: ExportRequest) {
    const layout: ExportLayout = {
      profile,
      include,
      compared: source.compared.map(({ id, title }) => ({ id, title })),
    };
    this.#source = source;
    this.#writer = writerFor(format, layout);
    this.total = exportedLineCount(source);
    this.#pieces.push(this.#writer.head());
  }

  /** How many lines are written so far. */
  get written(): number {
    return this.#written;
  }

  /** Writes lines until `deadline` (a performance.now() time) or the end; true when the text is complete. */
  step(deadline = Number.POSITIVE_INFINITY): boolean {
    while (this.#written < this.total) {
      const end = Math.min(this.total, this.#written + BATCH);
      let batch = '';
      for (let position = this.#written; position < end; position++) {
        batch += this.#writer.row(exportRow(this.#source, position), position === 0);
      }
      this.#pieces.push(batch);
      this.#written = end;
      if (this.#written < this.total && performance.now() >= deadline) return false;
    }
    if (!this.#finished) {
      this.#pieces.push(this.#writer.tail());
      this.#finished = true;
    }
    return true;
  }

  /** The text in pieces, in order; complete once step() has returned true. */
  get pieces(): readonly string[] {
    return this.#pieces;
  }
}
