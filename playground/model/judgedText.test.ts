import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, limitOf, profileById, validateEmail, type ProfileId } from '../../src/index.ts';
import { splitLines } from '../../src/text.ts';
import { JudgingMemory, TextJudging, judgeText, judgeWithKit, lineText, lineView, type Judge } from './judgedText.ts';
import { optionsFor } from './profileOptions.ts';

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
    const memory = new JudgingMemory(judge);
    const lines = ['jane@example.com', 'a@b.c', '', 'x@y.org'];
    judgeText(lines.join('\n'), 'standard', memory);
    expect(calls).toHaveLength(4);
    judgeText(lines.join('\n'), 'standard', memory);
    expect(calls).toHaveLength(4);
    judgeText([...lines, 'new@example.com'].join('\n'), 'standard', memory);
    expect(calls).toHaveLength(5);
    judgeText([...lines, 'new@example.com'].join('\n'), 'rfc5322', memory);
    expect(calls).toHaveLength(10);
    judgeText([...lines, 'new@example.com'].join('\n'), 'standard', memory);
    expect(calls).toHaveLength(10);
    expect(duplicatesOf(calls)).toEqual([]);
  });

  it.each([
    ['typing at the end of a line', (lines: string[]) => lines.with(500, `${lines[500] ?? ''}x`), 1],
    ['inserting a line', (lines: string[]) => lines.toSpliced(700, 0, 'inserted@example.com'), 1],
    ['deleting a line', (lines: string[]) => lines.toSpliced(10, 1), 0],
    ['pasting three lines at the start', (lines: string[]) => ['p1@x.co', 'p2@x.co', 'p3@x.co', ...lines], 3],
    ['appending a line', (lines: string[]) => [...lines, 'last@example.com'], 1],
    ['clearing', () => [], 0],
  ])('judges only the lines an edit changed: %s', (_, edit, judgedAgain) => {
    const { judge, calls } = countingJudge();
    const memory = new JudgingMemory(judge);
    const lines = Array.from({ length: 1000 }, (_, index) =>
      index % 3 === 0
        ? `${'l'.repeat(60 + (index % 9))}@example.com`
        : `user${String(index)}@x${'y'.repeat(index % 70)}.com`,
    );
    judgeText(lines.join('\n'), 'standard', memory);
    calls.length = 0;
    const edited = edit(lines);
    const judged = judgeText(edited.join('\n'), 'standard', memory);
    expect(calls).toHaveLength(judgedAgain);
    // What was copied reads back exactly as a fresh judging of the edited text.
    const fresh = judgeText(edited.join('\n'), 'standard', new JudgingMemory());
    expect(judged.lineCount).toBe(fresh.lineCount);
    for (let index = 0; index < fresh.lineCount; index++)
      expect(lineView(judged, index)).toEqual(lineView(fresh, index));
  });

  it('drops an abandoned judging and judges the next text against the last complete one', () => {
    const { judge, calls } = countingJudge();
    const memory = new JudgingMemory(judge);
    const text = Array.from({ length: 3000 }, (_, index) => `user${String(index)}@example.com`).join('\n');
    judgeText(text, 'standard', memory);
    const abandoned = new TextJudging(`${text}\nmore@example.com`, 'standard', memory);
    expect(abandoned.linesToJudge).toBe(1);
    calls.length = 0;
    judgeText(`${text}\nother@example.com`, 'standard', memory);
    expect(calls).toEqual(['standard: other@example.com']);
  });

  it('remembers one text per profile', () => {
    const memory = new JudgingMemory();
    judgeText('a@b.co\nc@d.co', 'standard', memory);
    judgeText('e@f.co', 'standard', memory);
    expect(memory.last('standard')?.lines).toEqual(['e@f.co']);
    expect(memory.last('html')).toBeUndefined();
  });

  it('finds each line where the kit splitter puts it, after LF, CRLF or a lone CR', () => {
    const text = 'a@b.co\r\nsecond@x.org\rthird\n\nlast@example.com\n';
    const judged = judgeText(text, 'standard', new JudgingMemory());
    const expected = splitLines(text);
    expect(judged.lineCount).toBe(expected.length);
    expect(Array.from({ length: judged.lineCount }, (_, index) => lineText(judged, index))).toEqual(expected);
    expect(judged.longestLine).toBe('last@example.com'.length);
  });

  it('reads back the forms of each address and the units, copied as they were when an edit keeps a line', () => {
    const lines = [
      '用户@例子.广告',
      'Jane@Example.COM',
      'a@xn--fsqu00a.xn--4rr70v',
      'jöran@bücher.de',
      'a@☕.example',
      'no-at-sign',
      'jane@example.com',
    ];
    const memory = new JudgingMemory();
    const judged = judgeText(lines.join('\n'), 'international', memory);
    expect(judged.units).toEqual({ total: 'utf8Octets', local: 'utf8Octets', label: 'aLabelOctets' });
    const formsOf = (text: typeof judged) =>
      Array.from({ length: text.lineCount }, (_, index) => lineView(text, index).forms);
    const expected = lines.map((line) => {
      const report = validateEmail(line, { profile: profileById('international') });
      const { normalized, asciiDomain, smtputf8 } = report;
      return { normalized, asciiDomain, smtputf8, suggestion: report.results[2]?.suggestion ?? null };
    });
    expect(formsOf(judged)).toEqual(expected);
    expect(expected.slice(0, 3)).toEqual([
      { normalized: '用户@例子.广告', asciiDomain: 'xn--fsqu00a.xn--4rr70v', smtputf8: true, suggestion: null },
      { normalized: 'Jane@example.com', asciiDomain: 'example.com', smtputf8: false, suggestion: null },
      { normalized: 'a@例子.广告', asciiDomain: 'xn--fsqu00a.xn--4rr70v', smtputf8: false, suggestion: null },
    ]);
    // A line typed at the start: the others are copied, forms included, and read back the same.
    const edited = judgeText(['new@例子.广告', ...lines].join('\n'), 'international', memory);
    expect(formsOf(edited)).toEqual([
      { normalized: 'new@例子.广告', asciiDomain: 'xn--fsqu00a.xn--4rr70v', smtputf8: false, suggestion: null },
      ...expected,
    ]);
    expect(lineView(judgeText('a@b.co', 'standard', memory), 0)).toMatchObject({
      units: { total: 'codePoints', local: 'codePoints', label: 'codePoints' },
      forms: { normalized: 'a@b.co', asciiDomain: 'b.co', smtputf8: false, suggestion: null },
    });
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
      '用户@例子.广告',
      `${'é'.repeat(33)}@Example.COM`,
      'a@☕.example',
      'Jane <jane@example.com>',
      'jane@example.com.',
      ' jane @ example.com',
    ];
    const judged = judgeText(lines.join('\n'), profile, new JudgingMemory());
    lines.forEach((line, index) => {
      const report = validateEmail(line, optionsFor(profile));
      const view = lineView(judged, index);
      expect(view.input).toBe(line);
      expect(view.units).toEqual(report.units);
      expect(view.forms).toEqual({
        normalized: report.normalized,
        asciiDomain: report.asciiDomain,
        smtputf8: report.smtputf8,
        suggestion: report.results[2]?.suggestion ?? null,
      });
      expect(view.deciding).toBe(report.deciding?.rule ?? null);
      expect(view.failed).toEqual(report.failed);
      expect(view.overflow).toEqual(report.results.flatMap((result) => result.overflow ?? []));
      expect(view.results).toEqual(
        report.results.map(({ rule, status, length, limit, span, message, reason }) => ({
          rule,
          status,
          ...(length === undefined ? {} : { length }),
          ...(limit === undefined ? {} : { limit }),
          ...(span === undefined ? {} : { span }),
          ...(message === undefined ? {} : { message }),
          ...(reason === undefined ? {} : { reason }),
        })),
      );
    });
  });
});
