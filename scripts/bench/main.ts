// `npm run bench`: times every contender on the typical, boundary and hostile corpora and prints the
// report; `npm run bench -- --write` also writes it to docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import { measureHostile, type HostileFigure } from './cappedRun.ts';
import { evaluateCliGoals } from './cliGoals.ts';
import { CLI_ROUNDS, SMALL_CLI_ROUNDS, measureCli } from './cliSection.ts';
import { cliTable } from './report.ts';
import { CONTENDERS, CORPUS_CONTENDERS } from './contenders.ts';
import { INTERNATIONAL_SIZE, internationalCorpus } from './internationalCorpus.ts';
import { DEFAULT_SEED, HOSTILE_SHAPES, HOSTILE_SIZES, TYPICAL_SIZE, boundaryCorpus, typicalCorpus } from './corpora.ts';
import { evaluateGoals } from './goals.ts';
import { describeMachine } from './machine.ts';
import { acceptedCount, medianNsPerCall, type MeasureOptions } from './measure.ts';
import { meanLength, splitByVerdict } from './split.ts';
import { renderReport } from './report.ts';
import { asParsed, asSlices } from './representations.ts';
import { measureSizes } from './sizes.ts';
import type { BenchResults, CorpusFigures } from './results.ts';

const ROUNDS = 5;
const CORPUS_OPTIONS: MeasureOptions = { timeMs: 150, warmupMs: 50, minBatches: 5 };
/** Repeat the nine boundary addresses so one timed sample is long enough to read. */
const BOUNDARY_REPEATS = 100;
const CAP_MS = 2_000;
const HOSTILE_BUDGET_MS = 60;

const started = performance.now();
const write = process.argv.includes('--write');
const machine = describeMachine();
const progress = (line: string): void => {
  process.stderr.write(`[${((performance.now() - started) / 1_000).toFixed(0).padStart(3)} s] ${line}\n`);
};

async function measureCorpus(id: string, description: string, batch: readonly string[]): Promise<CorpusFigures> {
  progress(`${id}: ${CORPUS_CONTENDERS.length} contenders × ${ROUNDS} rounds`);
  return { id, description, nsPerCall: await medianNsPerCall(CORPUS_CONTENDERS, batch, ROUNDS, CORPUS_OPTIONS) };
}

// `npm run bench -- --cli`: the command-line section alone, its table and goals (never written to the docs).
if (process.argv.includes('--cli')) {
  const cli = await measureCli(progress);
  const goals = evaluateCliGoals(cli).map(
    (verdict) => `- ${verdict.met ? 'met' : 'MISSED'}: ${verdict.goal}: ${verdict.measured}`,
  );
  process.stdout.write(`${cliTable(cli)}\n\n${goals.join('\n')}\n`);
  process.exit(0);
}

const typicalInputs = typicalCorpus();
const typical = await measureCorpus(
  'typical',
  `${TYPICAL_SIZE.toLocaleString('en')} realistic addresses (seed ${DEFAULT_SEED}), about 80% valid; one sample is one pass over all of them. Built by concatenation, each starts as a rope in V8 (a cons string), which its first reads flatten and a garbage collection replaces by the flat string: typical-parsed (flat from the start) gives the same figures, typical-sliced the cost of slices.`,
  typicalInputs,
);
// The same addresses as V8 keeps them when they come from elsewhere: a loop over charCodeAt reads each form at a
// different cost, a regex engine alike (representations.ts).
const typicalParsed = await measureCorpus(
  'typical-parsed',
  'The typical corpus as `JSON.parse` gives it (a request body): each address a flat string.',
  asParsed(typicalInputs),
);
const typicalSliced = await measureCorpus(
  'typical-sliced',
  'The typical corpus as slices of one text (a file read and split into lines): each address of 13 characters or more a view into that text.',
  asSlices(typicalInputs),
);
// The typical corpus split by the standard profile's verdict: a failing address is where validateEmail
// also works out why and where the pattern fails.
const { accepted, rejected } = splitByVerdict(typicalInputs);
const valid = await measureCorpus(
  'valid',
  `The ${accepted.length.toLocaleString('en')} addresses of the typical corpus that the standard profile accepts (mean length ${meanLength(accepted)}).`,
  accepted,
);
const failing = await measureCorpus(
  'failing',
  `The ${rejected.length.toLocaleString('en')} addresses of the typical corpus that the standard profile rejects (mean length ${meanLength(rejected)}), most on the pattern: validateEmail also gives the reason and its position.`,
  rejected,
);
const boundaryInputs = boundaryCorpus();
const boundary = await measureCorpus(
  'boundary',
  `Well-formed addresses at 253/254/255 characters in all, 63/64/65 before the at-sign and 62/63/64 in a label (${boundaryInputs.length} addresses, repeated ${BOUNDARY_REPEATS}× per sample).`,
  Array.from({ length: BOUNDARY_REPEATS }, () => boundaryInputs.map(({ input }) => input)).flat(),
);

const internationalInputs = internationalCorpus(DEFAULT_SEED);
const international = await measureCorpus(
  'international',
  `${INTERNATIONAL_SIZE.toLocaleString('en')} international addresses (seed ${DEFAULT_SEED}): names and domains in eleven scripts and ASCII, about 80% valid under the international profile; one sample is one pass over all of them.`,
  internationalInputs,
);

const hostile: HostileFigure[] = [];
for (const contender of CONTENDERS) {
  progress(`hostile: ${contender.label}`);
  hostile.push(
    ...(await measureHostile(
      contender.id,
      HOSTILE_SHAPES.map((shape) => shape.id),
      HOSTILE_SIZES,
      { capMs: CAP_MS, budgetMs: HOSTILE_BUDGET_MS },
    )),
  );
}

progress('sizes: bundling each check');
const sizes = await measureSizes();

const cli = await measureCli(progress);

const results: BenchResults = {
  corpora: [typical, typicalParsed, typicalSliced, valid, failing, boundary, international],
  hostile,
  hostileSizes: HOSTILE_SIZES,
  sizes,
  cli,
};
const report = renderReport(results, evaluateGoals(results), {
  command: 'npm run bench -- --write',
  date: new Date().toISOString().slice(0, 10),
  machine,
  wallSeconds: (performance.now() - started) / 1_000,
  method: [
    'tinybench 6.2.3; figures are latency p50 of one timed sample divided by the calls in it.',
    `Typical and boundary: ${ROUNDS} rounds, each visiting every contender in turn, starting from a different one each round (${CORPUS_OPTIONS.warmupMs} ms and at least 2 samples of warm-up, then at least ${CORPUS_OPTIONS.timeMs} ms and ${CORPUS_OPTIONS.minBatches} samples); the figure is the median of the rounds' p50s.`,
    `Hostile: one worker thread per contender; a first call per (shape, size) is timed alone against the cap of ${CAP_MS / 1_000} s; then calls under 5 ms are batched to at least 0.2 ms per sample and timed in 3 rounds of ${HOSTILE_BUDGET_MS / 3} ms after warm-up (median of the rounds), slower ones are timed 3 times one by one (median).`,
    'Every contender is called through the same `(input) => boolean` wrapper: validateEmail builds the whole report and returns `valid`; zod and valibot run `safeParse`.',
    "Ratios are this contender's time divided by email-validator's on the same corpus: below 1 is faster.",
    `Command line: ${CLI_ROUNDS} rounds (${SMALL_CLI_ROUNDS} on the mid-size file), each running every command once as a child process in turn, starting from a different one each round; the figure is the median wall time, from spawn to exit.`,
    'Corpora come from a seeded generator (scripts/bench/corpora.ts), so every run measures the same strings.',
  ],
});
process.stdout.write(`${report}\n`);
if (write) {
  writeFileSync(new URL('../../docs/benchmarks.md', import.meta.url), report);
  progress('wrote docs/benchmarks.md');
}
progress(`done in ${((performance.now() - started) / 1_000).toFixed(0)} s (${acceptedCount()} accepted calls counted)`);
