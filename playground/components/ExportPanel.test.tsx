import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLUMN_IDS, profileCode } from '../compare/columns.ts';
import { comparedColumns, type ExportSource } from '../model/exportRows.ts';
import { judged } from '../testHelpers.ts';
import { ExportPanel } from './ExportPanel.tsx';

const LINES = ['jane@example.com', '-1+1@x.com', 'a..b@example.com'];

function sourceOf(lines: readonly string[], compare = false): ExportSource {
  const comparison = {
    lineCount: lines.length,
    columns: COLUMN_IDS.map((id) => ({ id, codes: Uint8Array.from(lines, (line) => profileCode(line, 'standard')) })),
  };
  return { judged: judged(lines), shown: null, compared: compare ? comparedColumns(comparison, undefined) : [] };
}

function stubClipboard(refusals = 0): { written: string[] } {
  const written: string[] = [];
  let refused = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refused < refusals) {
          refused++;
          return Promise.reject(new Error('not allowed'));
        }
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return { written };
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(reader.result);
    };
    reader.readAsArrayBuffer(blob);
  });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const includeBox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExportPanel', () => {
  it('copies the lines as a vitest table by default, with the reason, position and message', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 3 lines as vitest it.each table.');
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('it.each([');
    expect(written[0]).toContain(
      '{"line":3,"input":"a..b@example.com","verdict":"pattern","reason":"doubleDot","position":3,"message":"Two dots in a row at character 3"},',
    );
  });

  it('counts the copied lines as a person writes them: one line', async () => {
    stubClipboard();
    render(<ExportPanel source={sourceOf(LINES.slice(0, 1))} />);
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 1 line as vitest it.each table.');
  });

  it('says it is preparing the lines while the export is written', async () => {
    stubClipboard();
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.click(button('Copy'));
    expect(screen.getByRole('status').textContent).toBe('Preparing 3 lines as vitest it.each table…');
    expect(screen.getByRole('progressbar', { name: 'Export written so far' })).toBeTruthy();
    await screen.findByText('Copied 3 lines as vitest it.each table.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('copies formula-guarded CSV with the reason, position and message columns', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 3 lines as CSV.');
    expect(written[0]?.split('\r\n')).toEqual([
      '"line","input","verdict","rules fired","profile","reason","position (character, 1-based)","message"',
      '"1","jane@example.com","valid","","standard","","",""',
      '"2","\'-1+1@x.com","valid","","standard","","",""',
      '"3","a..b@example.com","pattern","pattern","standard","doubleDot","3","Two dots in a row at character 3"',
      '',
    ]);
  });

  it('leaves out what the person unticks', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    for (const name of ['reason', 'position', 'message']) fireEvent.click(includeBox(name));
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 3 lines as CSV.');
    expect(written[0]?.split('\r\n')[0]).toBe('"line","input","verdict","rules fired","profile"');
  });

  it('offers the compare columns in compare mode only, and then includes them by default', async () => {
    const { written } = stubClipboard();
    const { rerender } = render(<ExportPanel source={sourceOf(LINES)} />);
    expect(includeBox('compare columns').disabled).toBe(true);
    expect(includeBox('compare columns').checked).toBe(false);
    rerender(<ExportPanel source={sourceOf(LINES, true)} />);
    expect(includeBox('compare columns').checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 3 lines as CSV.');
    const [header, , , third] = written[0]?.split('\r\n') ?? [];
    expect(header).toContain('"email-rules standard","email-rules permissive"');
    expect(header).toMatch(/"zod [^"]+","valibot [^"]+","validator [^"]+","reason"/);
    expect(third).toContain('"standard","pattern","pattern"');
  });

  it('copies once however often Copy is clicked while the export is written', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.click(button('Copy'));
    fireEvent.click(button('Copy'));
    fireEvent.click(button('Copy'));
    await screen.findByText('Copied 3 lines as vitest it.each table.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toHaveLength(1);
  });

  it('asks the clipboard within the click, for a promise of the text, where the browser takes one', async () => {
    const items: Record<string, Promise<Blob>>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        readonly types: Record<string, Promise<Blob>>;
        constructor(types: Record<string, Promise<Blob>>) {
          this.types = types;
          items.push(types);
        }
      },
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { write: () => Promise.resolve(), writeText },
    });
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.click(button('Copy'));
    // Asked for in the click itself, while the text is still being written.
    expect(items).toHaveLength(1);
    await screen.findByText('Copied 3 lines as vitest it.each table.');
    const blob = await items[0]?.['text/plain'];
    expect(blob === undefined ? '' : new TextDecoder().decode(await readBlob(blob))).toContain('"a..b@example.com"');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('offers Copy now when the browser refuses a copy after the text was written, and says so if it refuses again', async () => {
    const { written } = stubClipboard(1);
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.click(button('Copy'));
    await screen.findByText('The export is ready, but this browser copies only right after a click: press Copy now.');
    fireEvent.click(button('Copy now'));
    await screen.findByText('Copied 3 lines as vitest it.each table.');
    expect(written).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Copy now' })).toBeNull();

    stubClipboard(2);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'json' } });
    fireEvent.click(button('Copy'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy now' }));
    await screen.findByText('This browser did not allow copying; use Download instead.');
  });

  it('downloads once however often Download is clicked, a CSV after a byte-order mark', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<ExportPanel source={sourceOf(LINES)} />);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.click(button('Download'));
    fireEvent.click(button('Download'));
    await screen.findByText('Downloaded 3 lines as CSV.');
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    const bytes = new Uint8Array(await readBlob(saved[0] ?? new Blob()));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toMatch(/^"line","input"/);
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('offers nothing to export before there are lines', () => {
    render(<ExportPanel source={undefined} />);
    expect(button('Copy').disabled).toBe(true);
    expect(button('Download').disabled).toBe(true);
  });
});
