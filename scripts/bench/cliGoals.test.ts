import { describe, expect, it } from 'vitest';
import {
  CHECK_ID,
  CHECK_JSON_ID,
  CHECK_ONE_JOB_ID,
  SCRIPT_ID,
  SCRIPT_JSON_ID,
  TWO_HALVES_ID,
} from './cliContenders.ts';
import { evaluateCliGoals, type CliFigures } from './cliGoals.ts';
import { cliTable, smallCliTable } from './report.ts';

/** Wall times shaped like a run: the script 6 s plain and 7 s JSON, the check 1.5 s, 2 s, and 2.7 s on one job. */
function figures({ check = 1_500, checkJson = 2_000, oneJob = 2_700, defaultJobs = 2, small = 606 } = {}): CliFigures {
  return {
    lines: 1_000_000,
    defaultJobs,
    wallMs: new Map([
      [SCRIPT_ID, 6_000],
      [SCRIPT_JSON_ID, 7_000],
      [CHECK_ID, check],
      [CHECK_JSON_ID, checkJson],
      [CHECK_ONE_JOB_ID, oneJob],
      [TWO_HALVES_ID, 1_350],
    ]),
    small: {
      lines: 100_000,
      wallMs: new Map([
        [CHECK_ID, small],
        [CHECK_ONE_JOB_ID, 600],
      ]),
    },
  };
}

const met = (cli: CliFigures) => evaluateCliGoals(cli).map((verdict) => verdict.met);

describe('evaluateCliGoals', () => {
  it('meets both goals when the check is 3× the script, plain and JSON, and two jobs 1.6× one', () => {
    expect(met(figures())).toEqual([true, true, true]);
    expect(evaluateCliGoals(figures())[0]?.measured).toBe('plain 4.00×, JSON 3.50× faster');
    expect(evaluateCliGoals(figures())[1]?.measured).toBe(
      "1.80× faster with 2 jobs; two `--jobs 1` runs side by side, each on half of the file, 2.00× (the machine's ceiling)",
    );
  });

  it('misses the first goal when either form is under 3× the script', () => {
    expect(met(figures({ check: 2_100, oneJob: 3_800 }))).toEqual([false, true, true]);
    expect(met(figures({ checkJson: 2_400 }))).toEqual([false, true, true]);
  });

  it('misses the second when the default jobs are under 1.6× one job, or when there is one core', () => {
    expect(met(figures({ oneJob: 2_300 }))).toEqual([true, false, true]);
    expect(met(figures({ defaultJobs: 1 }))).toEqual([true, false, true]);
  });

  it('misses the third when the default jobs take more than 1.05 times one job on the mid-size file', () => {
    expect(met(figures({ small: 640 }))).toEqual([true, true, false]);
    expect(evaluateCliGoals(figures({ small: 630 }))[2]?.measured).toBe(
      'the default jobs took 1.05× the time of `--jobs 1`',
    );
  });
});

describe('the command-line section of the report', () => {
  it('tables each command against its script', () => {
    expect(cliTable(figures()).split('\n')).toContain('| email-rules check --json | 2.00 s | 0.29× |');
  });

  it('tables the mid-size runs against one job', () => {
    expect(smallCliTable(figures()).split('\n')).toContain('| email-rules check | 606 ms | 1.01× |');
  });
});
