import { expect, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS, PROFILES } from '../../src/index.ts';
import { PROPERTY_ENCODED } from '../../src/international/unicodeTables.generated.ts';
import {
  KIT_BOOLEAN_ID,
  KIT_REPORT_ID,
  KIT_WHOLE_ID,
  SIZE_CASES,
  bundledCode,
  measureSizes,
  profileEntryId,
} from './sizes.ts';

it('bundles each check with tree-shaking: a module using one constant of the kit ships a fraction of the whole entry', async () => {
  const whole = SIZE_CASES.find((sizeCase) => sizeCase.id === KIT_WHOLE_ID);
  if (whole === undefined) throw new Error('no whole-kit case');
  const [limitsOnly, wholeKit] = await measureSizes([
    {
      id: 'limits',
      label: 'LIMITS only',
      code: "import { LIMITS } from '#kit';\nexport const total = LIMITS.total;\n",
    },
    whole,
  ]);
  expect(limitsOnly?.minifiedBytes).toBeGreaterThan(0);
  expect(wholeKit?.gzippedBytes).toBeLessThan(wholeKit?.minifiedBytes ?? 0);
  expect(limitsOnly?.gzippedBytes ?? Infinity).toBeLessThan((wholeKit?.gzippedBytes ?? 0) / 2);
});

it('ships isValidEmail from the package entry as the four boolean paths, none of the reports’ texts', async () => {
  const figures = await measureSizes(
    SIZE_CASES.filter((sizeCase) =>
      [KIT_BOOLEAN_ID, ...BUILT_IN_PROFILE_IDS.map((profile) => profileEntryId(profile))].includes(sizeCase.id),
    ),
  );
  const gzipped = (id: string) => figures.find((figure) => figure.id === id)?.gzippedBytes ?? Number.NaN;
  const profileEntries = BUILT_IN_PROFILE_IDS.map((profile) => gzipped(profileEntryId(profile)));
  // Each entry repeats the shared pieces (the check of the argument, the limits), so the sum is generous.
  expect(gzipped(KIT_BOOLEAN_ID)).toBeLessThan(profileEntries.reduce((sum, bytes) => sum + bytes, 0));
});

it('ships validateEmail from the package entry without the profiles’ summaries and quirks, which the whole entry has', async () => {
  const caseOf = (id: string) => {
    const found = SIZE_CASES.find((sizeCase) => sizeCase.id === id);
    if (found === undefined) throw new Error(`no size case ${id}`);
    return found;
  };
  const [report, whole] = await Promise.all([bundledCode(caseOf(KIT_REPORT_ID)), bundledCode(caseOf(KIT_WHOLE_ID))]);
  // The longest run of plain words of each text: what a minifier leaves as written, whatever quotes it picks.
  const plainRun = (text: string) =>
    (text.match(/[A-Za-z ,]+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  const texts = PROFILES.flatMap((profile) => [profile.summary, ...profile.quirks]).map(plainRun);
  for (const text of texts) {
    expect(text.length).toBeGreaterThan(15);
    expect(whole).toContain(text);
    expect(report).not.toContain(text);
  }
});

it('ships the Unicode tables only to a front end that imports the international profile', async () => {
  // A stretch of the encoded IDNA2008 table, which no minifier rewrites (it is a string literal).
  const tableText = PROPERTY_ENCODED[2].slice(200, 264);
  const withoutProfile = SIZE_CASES.filter((sizeCase) =>
    [KIT_BOOLEAN_ID, KIT_REPORT_ID, ...BUILT_IN_PROFILE_IDS.map((profile) => profileEntryId(profile))].includes(
      sizeCase.id,
    ),
  );
  const international = SIZE_CASES.find((sizeCase) => sizeCase.id === profileEntryId('international'));
  if (international === undefined) throw new Error('no international size case');
  const bundles = await Promise.all([international, ...withoutProfile].map((sizeCase) => bundledCode(sizeCase)));
  expect(bundles.map((code) => code.includes(tableText))).toEqual([true, ...withoutProfile.map(() => false)]);
});
