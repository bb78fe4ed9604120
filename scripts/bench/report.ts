import { CHECK_ONE_JOB_ID, CLI_CONTENDERS, SCRIPT_FOR } from './cliContenders.ts';
import type { CliFigures } from './cliGoals.ts';
import { CONTENDERS, CORPUS_CONTENDERS, REFERENCE_ID } from './contenders.ts';
import { HOSTILE_SHAPES } from './corpora.ts';
import type { GoalVerdict } from './goals.ts';
import { machineLine, type Machine } from './machine.ts';
import { SIZE_REFERENCE_ID } from './sizes.ts';
import {
  hostileNsPerCall,
  seriesPastShortCircuit,
  tenfoldSteps,
  type BenchResults,
  type CorpusFigures,
} from './results.ts';
import { fittedGrowthPerTenfold, growthPerTenfold } from './statistics.ts';
import { formatNs, formatRatio, formatSize, markdownTable } from './tables.ts';

export interface ReportContext {
  readonly command: string;
  readonly date: string;
  readonly machine: Machine;
  /** How the figures were taken, one line each. */
  readonly method: readonly string[];
  readonly wallSeconds: number;
}

function corpusTable(corpus: CorpusFigures): string {
  const reference = corpus.nsPerCall.get(REFERENCE_ID) ?? Number.NaN;
  const rows = CORPUS_CONTENDERS.map((contender) => {
    const ns = corpus.nsPerCall.get(contender.id) ?? Number.NaN;
    return [contender.label, formatNs(ns), formatRatio(ns / reference)];
  });
  return markdownTable(['contender', 'median time per call', 'time ÷ email-validator'], rows);
}

function hostileCell(results: BenchResults, contenderId: string, shapeId: string, size: number): string {
  const figure = results.hostile.find(
    (candidate) => candidate.contenderId === contenderId && candidate.shapeId === shapeId && candidate.size === size,
  );
  switch (figure?.outcome.status) {
    case 'measured':
      return formatNs(figure.outcome.nsPerCall);
    case 'capped':
      return '> cap';
    case 'skipped':
      return '(> cap)';
    case undefined:
      return 'n/a';
  }
}

function scalingTable(results: BenchResults, shapeId: string): string {
  const steps = tenfoldSteps(results.hostileSizes);
  const header = [
    'contender',
    ...results.hostileSizes.map(formatSize),
    ...steps.map(([smaller, larger]) => `×/10× ${formatSize(smaller)}→${formatSize(larger)}`),
    '×/10× fitted',
  ];
  const rows = CONTENDERS.map((contender) => {
    const growths = steps.map(([smaller, larger]) => {
      const before = hostileNsPerCall(results, contender.id, shapeId, smaller);
      const after = hostileNsPerCall(results, contender.id, shapeId, larger);
      return before === undefined || after === undefined
        ? ''
        : formatRatio(growthPerTenfold({ size: smaller, nsPerCall: before }, { size: larger, nsPerCall: after }));
    });
    const series = seriesPastShortCircuit(results, contender.id, shapeId);
    const fitted = series === undefined ? '' : formatRatio(fittedGrowthPerTenfold(series));
    return [
      contender.label,
      ...results.hostileSizes.map((size) => hostileCell(results, contender.id, shapeId, size)),
      ...growths,
      fitted,
    ];
  });
  return markdownTable(header, rows);
}

function sizeTable(results: BenchResults): string {
  const reference = results.sizes.find((figure) => figure.id === SIZE_REFERENCE_ID)?.gzippedBytes ?? Number.NaN;
  const rows = results.sizes.map((figure) => [
    figure.label,
    `${figure.minifiedBytes.toLocaleString('en')} B`,
    `${figure.gzippedBytes.toLocaleString('en')} B`,
    formatRatio(figure.gzippedBytes / reference),
  ]);
  return markdownTable(['check', 'minified', 'gzipped', 'gzipped ÷ email-validator'], rows);
}

/** The command-line runs: each median wall time, and each check's time against its readline script's. */
export function cliTable(cli: CliFigures): string {
  const rows = CLI_CONTENDERS.map((contender) => {
    const ms = cli.wallMs.get(contender.id) ?? Number.NaN;
    const script = cli.wallMs.get(SCRIPT_FOR.get(contender.id) ?? contender.id) ?? Number.NaN;
    return [contender.label, formatNs(ms * 1e6), formatRatio(ms / script)];
  });
  return markdownTable(['command', 'median wall time', "time ÷ the script's"], rows);
}

function cliSection(cli: CliFigures | undefined): string[] {
  if (cli === undefined) return [];
  return [
    '## Command line',
    '',
    `\`email-rules check\` (built, \`dist/lib/cli/main.js\`) and the five-line script a user would write instead`,
    `(scripts/bench/readlineEmailValidator.mjs: readline and email-validator, one line out per line in) on the same`,
    `file of ${cli.lines.toLocaleString('en')} typical lines, output to /dev/null; the check's default jobs here: ${cli.defaultJobs}.`,
    '',
    cliTable(cli),
    '',
    `On a file of ${cli.small.lines.toLocaleString('en')} typical lines (below the 12 MiB from which \`check\` starts threads):`,
    '',
    smallCliTable(cli),
    '',
  ];
}

/** The mid-size runs: the default jobs against `--jobs 1`. */
export function smallCliTable(cli: CliFigures): string {
  const oneJob = cli.small.wallMs.get(CHECK_ONE_JOB_ID) ?? Number.NaN;
  const rows = CLI_CONTENDERS.filter((contender) => cli.small.wallMs.has(contender.id)).map((contender) => {
    const ms = cli.small.wallMs.get(contender.id) ?? Number.NaN;
    return [contender.label, formatNs(ms * 1e6), formatRatio(ms / oneJob)];
  });
  return markdownTable(['command', 'median wall time', 'time ÷ `--jobs 1`'], rows);
}

export function renderReport(results: BenchResults, goals: readonly GoalVerdict[], context: ReportContext): string {
  const goalRows = goals.map((verdict) => [verdict.goal, verdict.measured, verdict.met ? 'met' : '**missed**']);
  return [
    '# Benchmarks',
    '',
    `Latest figures from \`${context.command}\`, run on ${context.date} (wall time ${context.wallSeconds.toFixed(0)} s).`,
    '',
    `**Machine:** ${machineLine(context.machine)}.`,
    '',
    'The machine is shared and other work was using its CPU, so the figures are noisy: every figure is a',
    'median, and ratios measured side by side in the same run are more trustworthy than absolute times.',
    '',
    '## Goals',
    '',
    markdownTable(['goal', 'measured', 'verdict'], goalRows, { align: 'left' }),
    '',
    ...results.corpora.flatMap((corpus) => [`## ${corpus.id}`, '', corpus.description, '', corpusTable(corpus), '']),
    '## Hostile input: time per call by size',
    '',
    'Each (contender, input) measurement runs in a worker thread; a call that runs past the cap is',
    'terminated and shown as `> cap`, and the larger sizes of that shape as `(> cap)` (not run).',
    'The last columns give the growth per tenfold size: 10× is linear, 1× flat, 100× quadratic; "fitted" is',
    'the slope of the least-squares line through log(time) against log(size) from 1k to 1M, which the goals use.',
    '',
    ...HOSTILE_SHAPES.flatMap((shape) => [
      `### ${shape.id}`,
      '',
      shape.description,
      '',
      scalingTable(results, shape.id),
      '',
    ]),
    ...cliSection(results.cli),
    '## Size',
    '',
    'What a front end ships for the check: a one-line module using it, bundled by Vite (production build,',
    'minified, tree-shaken) and gzipped at level 9.',
    '',
    sizeTable(results),
    '',
    '## Method',
    '',
    ...context.method.map((line) => `- ${line}`),
    '',
  ].join('\n');
}
