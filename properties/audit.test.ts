import emailValidator from 'email-validator';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../src/index.ts';
import { auditValidator, measureLengths } from './audit.ts';

const ids = (report: Awaited<ReturnType<typeof auditValidator>>, held: boolean) =>
  report.findings.filter((finding) => finding.held === held).map((finding) => finding.invariant);

describe('auditValidator', () => {
  it('finds nothing wrong with the kit itself', async () => {
    const report = await auditValidator((input) => isValidEmail(input), { seed: 1, runs: 25 });
    expect(ids(report, false)).toEqual([]);
    expect(report.violated).toBe(0);
    expect(report.findings.length).toBeGreaterThanOrEqual(14);
  });

  it('reports the 254 invariant of a validator that rejects at 254, with a 254-character counterexample', async () => {
    const rejectsAt254 = (input: string) => isValidEmail(input) && Array.from(input).length < 254;
    const report = await auditValidator(rejectsAt254, { seed: 2, runs: 50 });
    expect(ids(report, false)).toEqual(['acceptsAtTotalLimit']);
    const [finding] = report.findings.filter((candidate) => !candidate.held);
    expect(finding?.counterexample).toHaveLength(254);
    expect(finding?.lengths?.total).toBe(254);
    expect(finding?.problem).toBe('rejected 254 characters in all');
    expect(finding?.seed).toBe(2);
    expect(finding?.path).toMatch(/^\d+(:\d+)*$/);
    expect(finding?.kit).toEqual({ profile: 'standard', rule: null, reason: null, at: null, message: null });
  });

  it("shows the kit's verdict on a counterexample, the pattern's reason included", async () => {
    const trims = (input: string) => isValidEmail(input.trim());
    const report = await auditValidator(trims, { seed: 5, runs: 200 });
    const [finding] = report.findings.filter((candidate) => !candidate.held);
    const counterexample = finding?.counterexample ?? '';
    expect(counterexample.trim()).not.toBe(counterexample);
    expect(finding?.kit).toMatchObject({ profile: 'standard', rule: 'pattern', reason: 'whitespace' });
    expect(finding?.kit?.at).toBe(counterexample.search(/\s/));
  });

  it('reports throws as findings, with the error, instead of crashing', async () => {
    const throwsOnSurrogates = (input: string) => {
      if (/[\ud800-\udfff]/.test(input)) throw new URIError('URI malformed');
      return isValidEmail(input);
    };
    const report = await auditValidator(throwsOnSurrogates, { seed: 3, runs: 100, only: 'neverThrows' });
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ held: false, problem: 'threw URIError: URI malformed' });
  });

  it('replays a finding from its seed and path, alone', async () => {
    const rejectsAt254 = (input: string) => isValidEmail(input) && input.length < 254;
    const first = await auditValidator(rejectsAt254, { seed: 4, runs: 50, only: 'acceptsAtTotalLimit' });
    const path = first.findings[0]?.path;
    expect(path).toBeDefined();
    const replay = await auditValidator(rejectsAt254, {
      seed: 4,
      runs: 50,
      only: 'acceptsAtTotalLimit',
      ...(path !== undefined && { path }),
    });
    expect(replay.findings[0]?.counterexample).toBe(first.findings[0]?.counterexample);
  });

  it('with a profile, also checks agreement with the kit: email-validator is the standard profile', async () => {
    const report = await auditValidator((input) => emailValidator.validate(input), {
      seed: 5,
      runs: 100,
      profile: 'standard',
    });
    expect(ids(report, false)).toEqual([]);
    expect(ids(report, true)).toContain('agreesWithProfile');
  });

  it('refuses what is not a validator, and unknown invariants, with clear messages', async () => {
    await expect(auditValidator(42 as never)).rejects.toThrow(
      'auditValidator expects a function (input: string) => boolean, received number',
    );
    await expect(auditValidator(() => true, { only: 'nope' })).rejects.toThrow('No invariant is called "nope"');
    await expect(auditValidator(() => true, { runs: 0 })).rejects.toThrow(/runs must be a whole number/);
  });

  it('measures lengths in code points', () => {
    expect(measureLengths('😀a@bb.ccc')).toEqual({ total: 9, local: 2, label: 3 });
    expect(measureLengths('no-at')).toEqual({ total: 5, local: null, label: null });
  });
});
