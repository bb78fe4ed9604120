import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, limitOf, validateEmail, type ProfileId } from '../../src/index.ts';
import { splitLines } from '../../src/text.ts';
import { LineJudgeCache, TextJudging, judgeText, judgeWithKit, lineText, lineView, type Judge } from './judgedText.ts';

/** A judge that counts its calls by profile and line. */
function countingJudge(): { judge: Judge; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    judge: (line, profile) => {
      calls.push(`${profile}: ${line}`);
      return judgeWithKit(line, profile);
    },
  };
}

const duplicatesOf = (calls: readonly string[]) => calls.filter((call, index) => calls.indexOf(call) !== index);

describe('judging a text', () => {
  it('judges each line once per profile, however often the text is judged again', () => {
    const { judge, calls } = countingJudge();
    const cache = new LineJudgeCache(judge);
    const lines = ['jane@example.com', 'a@b.c', '', 'x@y.org'];
    judgeText(lines.join('\n'), 'standard', cache);
    expect(calls).toHaveLength(4);
    judgeText(lines.join('\n'), 'standard', cache);
    expect(calls).toHaveLength(4);
    // An edit judges only the line it changed.
    judgeText([...lines, 'new@example.com'].join('\n'), 'standard', cache);
    expect(calls).toHaveLength(5);
    judgeText([...lines, 'new@example.com'].join('\n'), 'rfc5322', cache);
    expect(calls).toHaveLength(10);
    judgeText([...lines, 'new@example.com'].join('\n'), 'standard', cache);
    expect(calls).toHaveLength(10);
    expect(duplicatesOf(calls)).toEqual([]);
  });

  it('judges a line that repeats once', () => {
    const { judge, calls } = countingJudge();
    const judged = judgeText(
      Array.from({ length: 1000 }, () => 'same@example.com').join('\n'),
      'html',
      new LineJudgeCache(judge),
    );
    expect(judged.lineCount).toBe(1000);
    expect(calls).toEqual(['html: same@example.com']);
  });

  it('keeps what an abandoned judging did for the next one', () => {
    const { judge, calls } = countingJudge();
    const cache = new LineJudgeCache(judge);
    const text = Array.from({ length: 3000 }, (_, index) => `user${String(index)}@example.com`).join('\n');
    const abandoned = new TextJudging(text, 'standard', cache);
    expect(abandoned.step(0)).toBe(false);
    const judgedBefore = calls.length;
    expect(judgedBefore).toBeGreaterThan(0);
    judgeText(text, 'standard', cache);
    expect(calls).toHaveLength(3000);
    expect(duplicatesOf(calls)).toEqual([]);
  });

  it('holds at most its bound of lines per profile', () => {
    const cache = new LineJudgeCache(judgeWithKit, 100);
    judgeText(Array.from({ length: 500 }, (_, index) => `u${String(index)}@example.com`).join('\n'), 'standard', cache);
    judgeText(Array.from({ length: 500 }, (_, index) => `v${String(index)}@example.com`).join('\n'), 'standard', cache);
    expect(cache.size).toBeLessThanOrEqual(200);
  });

  it('finds each line where the kit splitter puts it, after LF, CRLF or a lone CR', () => {
    const text = 'a@b.co\r\nsecond@x.org\rthird\n\nlast@example.com\n';
    const judged = judgeText(text, 'standard', new LineJudgeCache());
    const expected = splitLines(text);
    expect(judged.lineCount).toBe(expected.length);
    expect(Array.from({ length: judged.lineCount }, (_, index) => lineText(judged, index))).toEqual(expected);
    expect(judged.longestLine).toBe('last@example.com'.length);
  });

  it.each(PROFILE_IDS)('reads back what validateEmail reported, under %s', (profile: ProfileId) => {
    const long = 'l'.repeat(limitOf('labelTooLong') + 1);
    const lines = [
      'jane@example.com',
      '',
      'no-at-sign',
      `${'a'.repeat(limitOf('localTooLong') + 1)}@example.com`,
      `x@${long}.b.${long}.com`,
      `${'a'.repeat(300)}@example.com`,
      '"john doe"@example.com',
      '😀@example.com',
    ];
    const judged = judgeText(lines.join('\n'), profile, new LineJudgeCache());
    lines.forEach((line, index) => {
      const report = validateEmail(line, { profile });
      const view = lineView(judged, index);
      expect(view.input).toBe(line);
      expect(view.deciding).toBe(report.deciding?.rule ?? null);
      expect(view.failed).toEqual(report.failed);
      expect(view.overflow).toEqual(report.results.flatMap((result) => result.overflow ?? []));
      expect(view.results).toEqual(
        report.results.map(({ rule, status, length, limit, span, message }) => ({
          rule,
          status,
          ...(length === undefined ? {} : { length }),
          ...(limit === undefined ? {} : { limit }),
          ...(span === undefined ? {} : { span }),
          ...(message === undefined ? {} : { message }),
        })),
      );
    });
  });
});
