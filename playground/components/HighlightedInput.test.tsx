import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitOf, validateEmail } from '../../src/index.ts';
import { HighlightedInput } from './HighlightedInput.tsx';

function overflowOf(input: string) {
  return validateEmail(input).results.flatMap((result) => result.overflow ?? []);
}

describe('HighlightedInput', () => {
  it('highlights the local part from its 65th character on', () => {
    const limit = limitOf('localTooLong');
    const input = `${'a'.repeat(limit)}bc@example.com`;
    const { container } = render(<HighlightedInput input={input} overflow={overflowOf(input)} maxUnits={1000} />);
    const marks = container.querySelectorAll('mark.overflow');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('bc');
    expect(marks[0]?.getAttribute('data-start')).toBe(String(limit));
  });

  it('highlights each offending label from the character right after the limit, as every overflow', () => {
    const limit = limitOf('labelTooLong');
    const input = `a@${'l'.repeat(limit)}X.b.${'m'.repeat(limit)}YZ.com`;
    const { container } = render(<HighlightedInput input={input} overflow={overflowOf(input)} maxUnits={1000} />);
    const marks = [...container.querySelectorAll('mark.overflow')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['X', 'YZ']);
    expect(marks[0]?.getAttribute('data-start')).toBe(String(2 + limit));
  });

  it('marks invisible and look-alike characters with a description', () => {
    const { container } = render(<HighlightedInput input={'a\u200bb\u00a0c＠d.com'} overflow={[]} maxUnits={1000} />);
    const marks = [...container.querySelectorAll('abbr.char-mark')];
    expect(marks.map((mark) => mark.getAttribute('data-char'))).toEqual(['invisible', 'whitespace', 'lookalike']);
    expect(marks[0]?.getAttribute('title')).toBe('ZERO WIDTH SPACE U+200B');
  });

  it('renders markup in the input as text', () => {
    const { container } = render(
      <HighlightedInput input="<img src=x onerror=alert(1)>@x.com" overflow={[]} maxUnits={1000} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img');
  });

  it('says how much of a huge line it left out', () => {
    const { container } = render(<HighlightedInput input={'x'.repeat(5000)} overflow={[]} maxUnits={100} />);
    expect(container.textContent).toContain('4,900 more UTF-16 units');
  });

  it('names an empty line', () => {
    const { container } = render(<HighlightedInput input="" overflow={[]} maxUnits={100} />);
    expect(container.textContent).toBe('(empty line)');
  });
});
