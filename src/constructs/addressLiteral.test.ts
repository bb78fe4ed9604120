import { describe, expect, it } from 'vitest';
import { readAddressLiteral } from './addressLiteral.ts';

describe('readAddressLiteral', () => {
  it.each([
    ['12.34.56.78', 'IPv4'],
    ['0.0.0.0', 'IPv4'],
    ['255.255.255.255', 'IPv4'],
    ['IPv6:2001:db8::1', 'IPv6'],
    ['ipv6:2001:DB8:0:0:0:0:0:1', 'IPv6'],
    ['IPv6:::', 'IPv6'],
    ['IPv6:1::', 'IPv6'],
    ['IPv6:1:2:3:4:5:6::', 'IPv6'],
    ['IPv6:1:2:3:4:5:6:12.34.56.78', 'IPv6'],
    ['IPv6:1::12.34.56.78', 'IPv6'],
    ['IPv6:ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'IPv6'],
    ['x-tag:anything~here', 'general'],
    ['tag:a', 'general'],
    ['t:Z^~!', 'general'],
  ])('reads [%s] as a well-formed %s literal', (content, kind) => {
    expect(readAddressLiteral(content)).toStrictEqual({ kind, problem: '', offset: content.length });
  });

  it.each([
    ['12.34.56.789', 'IPv4', 'the fourth number, 789, is not a number from 0 to 255', 9],
    ['256.1.1.1', 'IPv4', 'the first number, 256, is not a number from 0 to 255', 0],
    ['1.x.1.1', 'IPv4', 'the second number, x, is not a number from 0 to 255', 2],
    ['1..1.1', 'IPv4', 'the second number, empty, is not a number from 0 to 255', 2],
    ['1.1.0001.1', 'IPv4', 'the third number, 0001, is not a number from 0 to 255', 4],
    ['1.2.3', 'IPv4', 'an IPv4 address has four numbers, this has 3', 5],
    ['1.2.3.4.5', 'IPv4', 'an IPv4 address has four numbers, this has more', 7],
    ['ipv6x', 'IPv4', 'the first number, ipv6x, is not a number from 0 to 255', 0],
    ['IPv6:1:2::3::4', 'IPv6', '`::` may stand only once', 11],
    ['IPv6:1.2.3.4::1', 'IPv6', 'the group 1.2.3.4 is not one to four hex digits', 5],
    ['IPv6:1::1.2.3.4:1', 'IPv6', 'the group 1.2.3.4 is not one to four hex digits', 8],
    ['IPv6:1:2:3:4:5:6:7', 'IPv6', 'it needs eight groups, this has 7', 18],
    ['IPv6:1:2:3:4:5:6:7:8:9', 'IPv6', 'it needs eight groups, this has 9', 22],
    ['IPv6:1:2:3:4::5:6:7', 'IPv6', 'with :: it may have at most six groups, this has 7', 19],
    ['IPv6:1::2::3', 'IPv6', '`::` may stand only once', 9],
    ['IPv6:12345::', 'IPv6', 'the group 12345 is not one to four hex digits', 5],
    ['IPv6:1::g', 'IPv6', 'the group g is not one to four hex digits', 8],
    ['IPv6::1', 'IPv6', 'the group (empty) is not one to four hex digits', 5],
    ['IPv6:1:2:3:4:5:6:7:1.2.3.4', 'IPv6', 'it needs eight groups, this has 9', 26],
    ['IPv6:1:2:3:4:5:6:1.2.3.400', 'IPv6', 'the fourth number, 400, is not a number from 0 to 255', 23],
    ['-tag:x', 'general', 'the tag -tag is not letters, digits and hyphens', 0],
    ['tag-:x', 'general', 'the tag tag- is not letters, digits and hyphens', 0],
    [':x', 'general', 'the tag  is not letters, digits and hyphens', 0],
    ['tag:', 'general', 'its content is empty or holds a space, `[`, `\\` or `]`', 4],
    ['tag:a b', 'general', 'its content is empty or holds a space, `[`, `\\` or `]`', 4],
    ['tag:a\\b', 'general', 'its content is empty or holds a space, `[`, `\\` or `]`', 4],
  ])('finds [%s] a malformed %s literal: %s, at %i', (content, kind, problem, offset) => {
    expect(readAddressLiteral(content)).toStrictEqual({ kind, problem, offset });
  });
});
