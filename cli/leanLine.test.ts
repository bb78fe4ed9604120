import { describe, expect, it } from 'vitest';
import { leanJson, leanJudge, leanText, printableAsciiLengths } from './leanLine.ts';

describe('printableAsciiLengths', () => {
  it('measures the local part before the last at-sign and the longest label after it', () => {
    expect(printableAsciiLengths('jane.doe@mail.example.com')).toEqual({ total: 25, local: 8, label: 7 });
    expect(printableAsciiLengths('"a@b"@x.co')).toEqual({ total: 10, local: 5, label: 2 });
    expect(printableAsciiLengths('a@')).toEqual({ total: 2, local: 1, label: 0 });
  });

  it('leaves a line without an at-sign, or with anything but printable ASCII, to the full report', () => {
    for (const text of [
      'jane.example.com',
      'jane@exa\tmple.com',
      'ja\u007fne@example.com',
      'jöran@example.com',
      '😀@x.com',
    ])
      expect(printableAsciiLengths(text)).toBeUndefined();
  });
});

describe('leanJudge', () => {
  it('measures only what the profile accepts', () => {
    const judge = leanJudge('standard');
    expect(judge('jane@example.com')).toEqual({ total: 16, local: 4, label: 7 });
    expect(judge('jane@example')).toBeUndefined();
    expect(leanJudge('html')('jane@example')).toEqual({ total: 12, local: 4, label: 7 });
  });
});

describe('the lean printed forms', () => {
  it('print the text and JSON forms of a valid line', () => {
    expect(leanText('list.txt', 3, 'a@b.co')).toBe('list.txt:3\tvalid\ta@b.co');
    expect(leanJson('"list.txt"', 3, 'a"b@c.co', { total: 8, local: 3, label: 2 })).toBe(
      '{"source":"list.txt","line":3,"input":"a\\"b@c.co","valid":true,"failed":[],"rule":null,"message":null,"reason":null,"at":null,"lengths":{"total":8,"local":3,"label":2,"utf16":8,"utf8":8}}',
    );
  });
});
