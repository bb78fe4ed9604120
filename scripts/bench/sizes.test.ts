import { expect, it } from 'vitest';
import { KIT_WHOLE_ID, SIZE_CASES, measureSizes } from './sizes.ts';

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
