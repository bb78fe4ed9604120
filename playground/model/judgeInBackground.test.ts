import { describe, expect, it } from 'vitest';
import { judgeInBackground } from './judgeInBackground.ts';
import { JudgingMemory, judgeText, type JudgedText } from './judgedText.ts';

const manyLines = Array.from({ length: 9000 }, (_, index) =>
  index % 3 === 0 ? `user${index}@example.com` : index % 3 === 1 ? 'a@b.c' : '',
).join('\n');

describe('judgeInBackground without a Worker (as in jsdom)', () => {
  it('judges every line in slices and gives the same answer as judging at once', async () => {
    const judged = await new Promise<JudgedText>((resolve, reject) => {
      judgeInBackground(manyLines, 'standard', resolve, reject);
    });
    expect(judged).toEqual(judgeText(manyLines, 'standard', new JudgingMemory()));
  });

  it('never reports a cancelled job', async () => {
    let reported = false;
    const job = judgeInBackground(
      manyLines,
      'standard',
      () => {
        reported = true;
      },
      () => {
        reported = true;
      },
    );
    job.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reported).toBe(false);
  });
});
