import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuotedWords } from './QuotedWords.tsx';

describe('QuotedWords', () => {
  it('keeps each quoted character whole, and the text as it was', () => {
    const { container } = render(<QuotedWords text="expected a letter, `-` or `.`; found `_`" />);
    expect(container.textContent).toBe('expected a letter, `-` or `.`; found `_`');
    expect(Array.from(container.querySelectorAll('.quoted-character'), (element) => element.textContent)).toEqual([
      '`-`',
      '`.`',
      '`_`',
    ]);
  });
});
