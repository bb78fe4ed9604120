import { describe, expect, it } from 'vitest';
import { anatomize, type AnatomyNotes } from '../anatomy.ts';
import { WATCHED_UNITS } from './marks.ts';
import { recognizeConstruct, type Judge } from './recognize.ts';

/** Only these pass: a construct's repair is offered exactly when the address it leaves passes. */
const GOOD = new Set(['jane@example.com', 'j@x.de']);
const passes: Judge = (address) => GOOD.has(address);
const recognize = (input: string) => {
  const notes: AnatomyNotes = { atSigns: 0, firstWatched: -1 };
  const { at } = anatomize(input, { watch: WATCHED_UNITS }, notes);
  return recognizeConstruct(input, at, notes, passes);
};

describe('recognizeConstruct', () => {
  it('names nothing in a plain address or a plain character slip', () => {
    for (const input of [
      'jane@example.com',
      'ja ne@example.com',
      'jane@exa_mple.com',
      '',
      '@',
      'a\\',
      'jane@example..com',
    ])
      expect(recognize(input)).toBeUndefined();
  });

  it('reads a display name with angle brackets, the address inside and its own verdict', () => {
    expect(recognize('Jane Doe <jane@example.com>')).toStrictEqual({
      reason: 'displayName',
      span: [0, 27],
      details: {
        address: 'jane@example.com',
        displayName: 'Jane Doe',
        construct: 'A display name (Jane Doe) and angle brackets',
        verdict: 'passes on its own',
        hint: '',
      },
      repaired: 'jane@example.com',
    });
    expect(recognize(' <bad@example.com>  ')).toStrictEqual({
      reason: 'displayName',
      span: [0, 20],
      details: {
        address: 'bad@example.com',
        displayName: '',
        construct: 'Angle brackets',
        verdict: 'fails on its own too',
        hint: '',
      },
    });
    expect(recognize('=?utf-8?q?J=C3=B6ran?= <j@x.de>')?.details).toMatchObject({
      hint: '; the display name is an encoded word (RFC 2047)',
    });
    expect(recognize('Jane < jane@example.com >')?.details).toMatchObject({ address: 'jane@example.com' });
    expect(recognize('Jane <jane>')).toBeUndefined();
    expect(recognize('Jane jane@example.com>')).toBeUndefined();
    expect(recognize('<jane@example.com>')?.details).toMatchObject({ address: 'jane@example.com', displayName: '' });
    expect(recognize('jane@example.com>')).toBeUndefined();
    expect(recognize('Jane <jane@example.com> x')).toBeUndefined();
  });

  it('reads a mailto: link, with or without a query, its address decoded', () => {
    expect(recognize('mailto:jane@example.com')).toStrictEqual({
      reason: 'mailto',
      span: [0, 23],
      details: { address: 'jane@example.com', hint: '' },
      repaired: 'jane@example.com',
    });
    expect(recognize('  MailTo:jane%40example.com?subject=Hi')).toStrictEqual({
      reason: 'mailto',
      span: [0, 38],
      details: { address: 'jane@example.com', hint: ' and a query' },
      repaired: 'jane@example.com',
    });
    expect(recognize('mailto: jane@example.com ')?.details).toStrictEqual({ address: 'jane@example.com', hint: '' });
    expect(recognize('mailto:bad%zz@x')).toStrictEqual({
      reason: 'mailto',
      span: [0, 15],
      details: { address: 'bad%zz@x', hint: '' },
    });
    expect(recognize('a mailto:jane@example.com')?.reason).not.toBe('mailto');
  });

  it('reads a list by commas, semicolons or white space, counting its addresses', () => {
    const list = (input: string) => recognize(input);
    expect(list('a@x.org, b@y.org')).toStrictEqual({
      reason: 'addressList',
      span: [0, 16],
      details: { count: 2, separator: 'commas' },
    });
    expect(list('a@x.org; b@y.org;c@z.org')?.details).toStrictEqual({ count: 3, separator: 'semicolons' });
    // Without white space: the separator alone tells (and lets the input past the gate).
    expect(list('a@x.org,b@y.org')?.details).toStrictEqual({ count: 2, separator: 'commas' });
    expect(list('a@x.org;b@y.org')?.details).toStrictEqual({ count: 2, separator: 'semicolons' });
    // The first separator names the list's, wherever it stands.
    expect(list('a@x.org;b@y.org,c@z.org')?.details).toStrictEqual({ count: 3, separator: 'semicolons' });
    expect(list(',a@x.org;b@y.org')?.details).toStrictEqual({ count: 2, separator: 'commas' });
    expect(list(' a@x.org  b@y.org ')?.details).toStrictEqual({ count: 2, separator: 'white space' });
    expect(list('Jane <a@x.org>, Bob <b@y.org>,')?.details).toStrictEqual({ count: 2, separator: 'commas' });
    expect(list('Doe, Jane <jane@example.com>')?.reason).toBe('displayName');
    expect(list('a@x.org,')?.reason).toBeUndefined();
    expect(list('a@x.org b@y.org,')?.details).toStrictEqual({ count: 2, separator: 'white space' });
    expect(list('a@x.org, ,b@y.org')?.details).toStrictEqual({ count: 2, separator: 'commas' });
    expect(list('a@x.org, b')?.reason).toBeUndefined();
    // Each part must be address-shaped, the first and the last alike.
    expect(list('a@x.org, b@')?.reason).toBeUndefined();
    expect(list('@x.org, b@y.org')?.reason).toBeUndefined();
    expect(list('a@x.org @y.org')?.reason).toBeUndefined();
    expect(list('a@x.org b@')?.reason).toBeUndefined();
    expect(list('a@x.org b>@y.org')?.reason).toBeUndefined();
    expect(list('a@x.org b<@y.org')?.reason).toBeUndefined();
    expect(list('a@x.org b@<y.org')?.reason).toBeUndefined();
    expect(list('a@x.org b@>y.org')?.reason).toBeUndefined();
    expect(list('a@x.org <b@y.org')?.details).toStrictEqual({ count: 2, separator: 'white space' });
  });

  it('reads a line break with the white space around it, and unfolds it', () => {
    expect(recognize('jane \r\n\t @example.com')).toStrictEqual({
      reason: 'foldingWhiteSpace',
      span: [4, 9],
      details: {},
      repaired: 'jane@example.com',
    });
    expect(recognize('\r\n jane@x')).toStrictEqual({ reason: 'foldingWhiteSpace', span: [0, 3], details: {} });
    expect(recognize('jane\n@example.com')).toBeUndefined();
    expect(recognize('jane\r@example.com')).toBeUndefined();
  });

  it('reads comments with the white space around them, and takes them all away', () => {
    expect(recognize('(comment)jane@example.com')).toStrictEqual({
      reason: 'comment',
      span: [0, 9],
      details: { comment: '(comment)' },
      repaired: 'jane@example.com',
    });
    expect(recognize('jane@example.com (Jane)')).toStrictEqual({
      reason: 'comment',
      span: [16, 23],
      details: { comment: '(Jane)' },
      repaired: 'jane@example.com',
    });
    expect(recognize('ja(x)ne (y) @example.com (z)')).toStrictEqual({
      reason: 'comment',
      span: [2, 5],
      details: { comment: '(x)' },
      repaired: 'jane@example.com',
    });
    expect(recognize('ja(x)ne@example.org')).toStrictEqual({
      reason: 'comment',
      span: [2, 5],
      details: { comment: '(x)' },
    });
    expect(recognize('(a) jane (b)@example.com')?.repaired).toBe('jane@example.com');
    expect(recognize('ja(ne@example.com')).toBeUndefined();
  });

  it('reads an encoded word, a backslash outside quotes and an obsolete local part', () => {
    expect(recognize('=?utf-8?B?am9yYW4=?=@example.com')).toStrictEqual({
      reason: 'encodedWord',
      span: [0, 20],
      details: { word: '=?utf-8?B?am9yYW4=?=' },
    });
    expect(recognize('=?utf-8?x?a?=@example.com')).toBeUndefined();
    expect(recognize('Abc\\@def@example.com')).toStrictEqual({ reason: 'backslash', span: [3, 5], details: {} });
    expect(recognize('a\\ b')).toStrictEqual({ reason: 'backslash', span: [1, 3], details: {} });
    expect(recognize('a\\b')).toStrictEqual({ reason: 'backslash', span: [1, 3], details: {} });
    expect(recognize('\\a@example.com')).toStrictEqual({ reason: 'backslash', span: [0, 2], details: {} });
    // A quote at only one end of the local part does not quote it.
    expect(recognize('"a\\bc@x')).toStrictEqual({ reason: 'backslash', span: [2, 4], details: {} });
    expect(recognize('ab\\c"@x')).toStrictEqual({ reason: 'backslash', span: [2, 4], details: {} });
    expect(recognize('@\\x')).toBeUndefined();
    expect(recognize('"a\\ b"@example.com')).toBeUndefined();
    expect(recognize('first."last"@example.com')).toStrictEqual({
      reason: 'obsoleteLocalPart',
      span: [0, 12],
      details: { local: 'first."last"' },
    });
    expect(recognize('"first".last.x@example.com')?.span).toStrictEqual([0, 14]);
    expect(recognize('"first"."l\\"ast"@example.com')?.reason).toBe('obsoleteLocalPart');
    expect(recognize('first.last"@example.com')).toBeUndefined();
    expect(recognize('first.."last"@example.com')).toBeUndefined();
    expect(recognize('"first last"@example.com')).toBeUndefined();
    expect(recognize('first."last"')).toBeUndefined();
    expect(recognize('first."last"x')).toBeUndefined();
    // Only a quote in the local part makes it obsolete: one in the domain does not.
    expect(recognize('first.last@"example".com')).toBeUndefined();
  });

  it('reads an address literal and whether it is well formed', () => {
    expect(recognize('first.last@[12.34.56.78]')).toStrictEqual({
      reason: 'addressLiteral',
      span: [11, 24],
      details: { literalKind: 'IPv4', problem: 'well formed (RFC 5321 §4.1.3)' },
    });
    expect(recognize('a@[12.34.56.789] ')).toStrictEqual({
      reason: 'addressLiteral',
      span: [2, 16],
      details: {
        literalKind: 'IPv4',
        problem: 'malformed at character 13: the fourth number, 789, is not a number from 0 to 255',
      },
    });
    expect(recognize('a@[IPv6:1::2]')?.details).toMatchObject({ literalKind: 'IPv6' });
    expect(recognize('@[1.2.3.4]')?.span).toStrictEqual([1, 10]);
    expect(recognize('a@x[1.2.3.4]')).toBeUndefined();
    expect(recognize('a@[1.2.3.4')).toBeUndefined();
    expect(recognize('[1.2.3.4]')).toBeUndefined();
  });

  it("reads the root's trailing dot, and drops it", () => {
    expect(recognize('jane@example.com.')).toStrictEqual({
      reason: 'trailingDot',
      span: [16, 17],
      details: {},
      repaired: 'jane@example.com',
    });
    expect(recognize('a@b.')).toStrictEqual({ reason: 'trailingDot', span: [3, 4], details: {} });
    expect(recognize('@b.')).toStrictEqual({ reason: 'trailingDot', span: [2, 3], details: {} });
    for (const input of ['a@.', 'a@b..', 'a.', 'jane@example.com. ']) expect(recognize(input)).toBeUndefined();
  });

  it('takes the outermost first: a mailto: before a list, a list before its display names', () => {
    expect(recognize('mailto:a@x.org,b@y.org')?.reason).toBe('mailto');
    expect(recognize('Jane <a@x.org> (home), b@y.org')?.reason).toBe('addressList');
    expect(recognize('Jane (home) <jane@example.com>')?.reason).toBe('displayName');
    expect(recognize('ja\\ne (x)@example.com')?.reason).toBe('comment');
    expect(recognize('first."last"@[1.2.3.4]')?.reason).toBe('obsoleteLocalPart');
  });
});
