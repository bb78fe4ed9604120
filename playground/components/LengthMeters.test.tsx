import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitOf } from '../../src/index.ts';
import { viewOf } from '../testHelpers.ts';
import { LengthMeters } from './LengthMeters.tsx';

function meter(container: HTMLElement, rule: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`.meter[data-rule="${rule}"]`);
  if (element === null) throw new Error(`no meter for ${rule}`);
  return element;
}

describe('LengthMeters', () => {
  it('shows measured / limit for the whole address, the local part and the longest label', () => {
    const total = limitOf('tooLong');
    const local = limitOf('localTooLong');
    const label = limitOf('labelTooLong');
    // Local part and labels exactly at their limits, the whole address a few characters over its own.
    const input = `${'a'.repeat(local)}@${'b'.repeat(label)}.${'c'.repeat(label)}.${'d'.repeat(total - local - 2 * label - 2)}x.com`;
    const { container } = render(<LengthMeters {...viewOf(input)} />);
    expect(meter(container, 'tooLong').textContent).toContain(`${String(input.length)} / ${String(total)}`);
    expect(meter(container, 'tooLong').dataset.status).toBe('fail');
    expect(meter(container, 'localTooLong').textContent).toContain(`${String(local)} / ${String(local)}`);
    expect(meter(container, 'localTooLong').dataset.status).toBe('pass');
    expect(meter(container, 'labelTooLong').textContent).toContain(`${String(label)} / ${String(label)}`);
  });

  it('shows UTF-16 units and UTF-8 bytes on demand', () => {
    const { container } = render(<LengthMeters {...viewOf('😀é@example.com')} />);
    expect(meter(container, 'tooLong').textContent).not.toContain('UTF-8 bytes');
    fireEvent.click(screen.getByLabelText('Also show UTF-16 units and UTF-8 bytes'));
    expect(meter(container, 'tooLong').textContent).toContain('14 / ');
    expect(meter(container, 'tooLong').textContent).toContain('15 UTF-16 units · 18 UTF-8 bytes');
    expect(meter(container, 'localTooLong').textContent).toContain('3 UTF-16 units · 6 UTF-8 bytes');
  });

  it('shows the bounds of international in octets, the characters beside, and the failing message on hover', () => {
    const { container } = render(
      <LengthMeters {...viewOf(`${'é'.repeat(33)}@${'中'.repeat(58)}.com`, 'international')} />,
    );
    const local = meter(container, 'localTooLong');
    expect(local.dataset.unit).toBe('utf8Octets');
    expect(local.dataset.status).toBe('fail');
    expect(local.textContent).toContain('66 / 64 octets (33 characters) ✗ over');
    expect(local.title).toBe('66 octets before the @ (33 characters); the limit is 64 octets');
    const label = meter(container, 'labelTooLong');
    expect(label.dataset.unit).toBe('aLabelOctets');
    expect(label.textContent).toContain('64 / 63 octets as an A-label (58 characters) ✗ over');
    // The whole address in its longest form, here as typed (66 + 1 + 174 + 4; in A-labels 66 + 1 + 64 + 4).
    expect(meter(container, 'tooLong').textContent).toContain('245 / 254 octets (96 characters) ✓ within');
    expect(meter(container, 'tooLong').title).toBe('');
  });

  it('shows the bounds of the other profiles in characters, with nothing beside', () => {
    const { container } = render(<LengthMeters {...viewOf('é@example.com', 'rfc5322')} />);
    expect(meter(container, 'localTooLong').textContent).toBe('local part1 / 64 characters ✓ within');
    expect(container.querySelector('.meter-beside')).toBeNull();
  });

  it('marks the part meters skipped without an at-sign', () => {
    const { container } = render(<LengthMeters {...viewOf('no-at-sign')} />);
    expect(meter(container, 'localTooLong').dataset.status).toBe('skip');
    expect(meter(container, 'labelTooLong').textContent).toContain('skipped');
  });
});
