/** Shared by the jsdom tests: judged text and line views made the way the app makes them. */
import type { ProfileId } from '../src/index.ts';
import { JudgingMemory, judgeText, lineView, type JudgedText, type LineView } from './model/judgedText.ts';

export function judged(lines: readonly string[], profile: ProfileId = 'standard'): JudgedText {
  return judgeText(lines.join('\n'), profile, new JudgingMemory());
}

export function viewOf(input: string, profile: ProfileId = 'standard'): LineView {
  return lineView(judgeText(input, profile, new JudgingMemory()), 0);
}
