import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHAPE_TABLES_PATH, shapeTablesSource } from './shapeTablesSource.ts';

describe('the generated shape tables', () => {
  it('are the profiles’ automata compiled now (run `npm run generate` to refresh)', () => {
    expect(readFileSync(new URL(`../${SHAPE_TABLES_PATH}`, import.meta.url), 'utf8')).toBe(shapeTablesSource());
  });
});
