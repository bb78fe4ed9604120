import { describe, expect, it } from 'vitest';
import { isValidEmail, profileById, validateEmail } from '../../src/index.ts';
import { ACCEPTS, COLUMN_IDS, NOT_SET, REJECTS, YOURS, isProfileColumn, ruleOfCode } from './columns.ts';
import type { CustomRegex } from './customRegex.ts';
import { compareLines, type Position } from './compareLines.ts';
import { LIBRARY_CONTENDERS } from './contenders.ts';

const LINES = ['jane@example.com', 'a@b', '', 'a..b@example.com', `${'x'.repeat(65)}@example.com`, '"a b"@example.com'];

function collect(lines: readonly string[], start: Position = { line: 0, column: 0 }, announceUntil = 0) {
  const codes = COLUMN_IDS.map(() => new Uint8Array(lines.length));
  const starting: Position[] = [];
  const chunks: [number, number][] = [];
  compareLines(lines, start, announceUntil, {
    starting: (position) => starting.push(position),
    chunk: (from, to, chunk) => {
      chunks.push([from, to]);
      chunk.forEach((column, index) => {
        column.forEach((code, offset) => {
          if (code !== 0) (codes[index] ?? new Uint8Array(0))[from + offset] = code;
        });
      });
    },
  });
  return { codes, starting, chunks };
}

describe('comparing lines under every column', () => {
  it('judges only the columns it is given, leaving the others pending (0) for another job', () => {
    const yours = COLUMN_IDS.indexOf(YOURS);
    const codes = COLUMN_IDS.map(() => new Uint8Array(LINES.length));
    const custom: CustomRegex = { name: 'mine', source: '@', flags: '' };
    compareLines(
      LINES,
      { line: 0, column: 0 },
      0,
      {
        starting: () => undefined,
        chunk: (from, _to, chunk) => {
          chunk.forEach((column, index) => codes[index]?.set(column, from));
        },
      },
      [],
      custom,
      { columns: [yours] },
    );
    expect(codes.map((column, index) => index === yours || column.every((code) => code === 0))).toEqual(
      COLUMN_IDS.map(() => true),
    );
    expect([...(codes[yours] ?? [])]).toEqual(LINES.map((line) => (line.includes('@') ? ACCEPTS : REJECTS)));
  });

  it("gives the person's own regex its own column, and a dash when there is none", () => {
    const lines = ['jane@example.com', 'no at sign', 'A@B.CO'];
    const yours = COLUMN_IDS.indexOf(YOURS);
    const codes: number[] = [];
    const record = (custom: CustomRegex | null) => {
      codes.length = 0;
      compareLines(
        lines,
        { line: 0, column: 0 },
        0,
        {
          starting: () => undefined,
          chunk: (_from, _to, chunk) => codes.push(...(chunk[yours] ?? [])),
        },
        [],
        custom,
      );
      return [...codes];
    };
    // With the g flag a RegExp remembers where it stopped: each line must be tested from its start.
    expect(record({ name: 'mine', source: '^[a-z]+@[a-z.]+$', flags: 'gi' })).toEqual([ACCEPTS, REJECTS, ACCEPTS]);
    expect(record(null)).toEqual([NOT_SET, NOT_SET, NOT_SET]);
  });

  it('gives each profile column the rule that fires, and each library its own answer', () => {
    const { codes } = collect(LINES);
    COLUMN_IDS.forEach((id, column) => {
      LINES.forEach((line, index) => {
        const code = codes[column]?.[index];
        if (isProfileColumn(id)) {
          const profile = profileById(id);
          const report = validateEmail(line, { profile });
          expect(code === ACCEPTS, `${id} on ${line}`).toBe(isValidEmail(line, { profile }));
          expect(ruleOfCode(code ?? 0)).toBe(report.failed[0]);
        } else if (id === YOURS) {
          expect(code).toBe(NOT_SET);
        } else {
          const library = LIBRARY_CONTENDERS.find((contender) => contender.id === id);
          expect(code, `${id} on ${line}`).toBe(library?.accepts(line) === true ? ACCEPTS : REJECTS);
        }
      });
    });
  });

  it('covers every line exactly once in its chunks, in order', () => {
    const { chunks } = collect(LINES);
    expect(chunks[0]?.[0]).toBe(0);
    expect(chunks.at(-1)?.[1]).toBe(LINES.length);
    chunks.slice(1).forEach(([from], index) => {
      expect(from).toBe(chunks[index]?.[1]);
    });
  });

  it('announces the watched (library) cells of the announced lines only, and reports as it leaves them', () => {
    const { starting, chunks } = collect(LINES, { line: 0, column: 0 }, 2);
    const libraryColumns = COLUMN_IDS.flatMap((id, column) => (isProfileColumn(id) ? [] : [column]));
    expect(starting).toEqual([0, 1].flatMap((line) => libraryColumns.map((column) => ({ line, column }))));
    expect(chunks.some(([, to]) => to === 2)).toBe(true);
  });

  it('goes on from a line and column, leaving the cells before it unjudged', () => {
    const { codes } = collect(LINES, { line: 3, column: 5 });
    expect(codes.map((column) => column[3] !== 0)).toEqual(COLUMN_IDS.map((_, column) => column >= 5));
    expect(codes.every((column) => column[2] === 0 && column[4] !== 0)).toBe(true);
  });
});
