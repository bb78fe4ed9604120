import { describe, expect, it } from 'vitest';
import { profileById, type ProfileId } from '../src/index.ts';
import { ByteBlock } from './byteBlock.ts';
import { LeanPrinter, leanJudge, printableAsciiLengths } from './leanLine.ts';

describe('printableAsciiLengths', () => {
  it('measures the local part before the last at-sign and the longest label after it', () => {
    expect(printableAsciiLengths('jane.doe@mail.example.com')).toEqual({ total: 25, local: 8, label: 7 });
    expect(printableAsciiLengths("a'b@x.co")).toEqual({ total: 8, local: 3, label: 2 });
    expect(printableAsciiLengths('a@')).toEqual({ total: 2, local: 1, label: 0 });
  });

  it('leaves a line without an at-sign, with anything but printable ASCII, or with what JSON escapes, to the full report', () => {
    for (const text of [
      '"a@b"@x.co',
      'a\\b@x.co',
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

  it('leaves to the full report, under international, a domain the mapping changes', () => {
    const judge = leanJudge('international');
    expect(judge('jane@example.com')).toEqual({ total: 16, local: 4, label: 7 });
    expect(judge('Jane@example.com')).toEqual({ total: 16, local: 4, label: 7 });
    expect(judge('jane@Example.com')).toBeUndefined();
    expect(judge('jane@xn--fsqu00a.xn--4rr70v')).toBeUndefined();
    // The other profiles report every form as typed: an upper-case domain is lean there.
    expect(leanJudge('standard')('jane@Example.com')).toEqual({ total: 16, local: 4, label: 7 });
  });
});

describe('LeanPrinter', () => {
  const printed = (
    json: boolean,
    lines: readonly [string, number, string][],
    profile: ProfileId = 'standard',
  ): string => {
    const printer = new LeanPrinter(json, profileById(profile).units);
    const block = new ByteBlock();
    for (const [source, line, text] of lines)
      printer.write(block, source, line, text, printableAsciiLengths(text) ?? { total: 0, local: 0, label: 0 });
    return new TextDecoder().decode(block.written());
  };

  it('prints the text form of a valid line, the source with its controls escaped', () => {
    expect(
      printed(false, [
        ['list.txt', 3, 'a@b.co'],
        ['list.txt', 1234567, 'b@c.co'],
        ['a\tb', 10, 'c@d.co'],
      ]),
    ).toBe('list.txt:3\tvalid\ta@b.co\nlist.txt:1234567\tvalid\tb@c.co\na\\u{9}b:10\tvalid\tc@d.co\n');
  });

  it('prints the JSON form, escaping a quotation mark or a backslash in the source', () => {
    const units = '{"total":"codePoints","local":"codePoints","label":"codePoints"}';
    const tail = (text: string, total: number, local: number, label: number) =>
      `,"valid":true,"failed":[],"rule":null,"message":null,"reason":null,"at":null,"span":null,"suggestion":null,"lengths":{"total":${total},"local":${local},"label":${label},"utf16":${total},"utf8":${total}},` +
      `"units":${units},"normalized":"${text}","asciiDomain":"${text.slice(local + 1)}","ascii":"${text}","smtputf8":false}\n`;
    expect(
      printed(true, [
        ['list.txt', 3, "a'b@c.co"],
        ['a\\b', 4, 'a+b@c.co'],
        ['"x"', 5, 'ab@cd.com'],
      ]),
    ).toBe(
      `{"source":"list.txt","line":3,"input":"a'b@c.co"${tail("a'b@c.co", 8, 3, 2)}` +
        `{"source":"a\\\\b","line":4,"input":"a+b@c.co"${tail('a+b@c.co', 8, 3, 2)}` +
        `{"source":"\\"x\\"","line":5,"input":"ab@cd.com"${tail('ab@cd.com', 9, 2, 3)}`,
    );
  });

  it("prints the international profile's units, in octets", () => {
    expect(printed(true, [['-', 1, 'ab@cd.com']], 'international')).toContain(
      '"units":{"total":"utf8Octets","local":"utf8Octets","label":"aLabelOctets"},"normalized":"ab@cd.com","asciiDomain":"cd.com"',
    );
  });
});
