/**
 * The constructs a person pastes, proven against an RFC 5322 parser that shares no code with the kit
 * (email-addresses, dev only): where it reads one mailbox with a display name, the kit names the display
 * name and the same address; a list of n mailboxes, a list of n; a comment, the address without it. And
 * every suggestion the kit makes passes the same profile, and is never made for a valid input.
 */
import { test } from '@fast-check/vitest';
import emailAddresses from 'email-addresses';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import {
  PROFILE_IDS,
  international,
  isValidEmail,
  validateEmail,
  type ProfileId,
  type ReasonId,
  type ValidateOptions,
} from '../src/index.ts';
import {
  addressListCase,
  commentCase,
  constructCase,
  displayNameCase,
  mailtoCase,
  nearMiss,
  trailingDotCase,
} from './arbitraries/index.ts';

const options = (profile: ProfileId): ValidateOptions =>
  profile === 'international' ? { profile: international } : { profile };

/** The parser's one mailbox, or null (a group, or not one address). */
function parsedMailbox(input: string): { readonly name: string | null; readonly address: string } | null {
  const parsed = emailAddresses.parseOneAddress({ input, rfc6532: true });
  return parsed?.type === 'mailbox' ? parsed : null;
}

/**
 * The construct is named where the profile's pattern fails the input and the address inside passes it (else the
 * failure may lie inside the address: `a@ab--c.example (x)` is hyphen34 under international), and the address
 * is the repair exactly when it passes every rule.
 */
function expectNamedAndRepaired(input: string, address: string, reason: ReasonId, profile: ProfileId): void {
  const pattern = validateEmail(input, options(profile)).results[2];
  if (pattern?.status !== 'fail') return;
  const inside = validateEmail(address, options(profile));
  if (inside.results[2]?.status === 'pass') expect({ input, reason: pattern.reason }).toStrictEqual({ input, reason });
  expect({ input, suggestion: pattern.suggestion }).toStrictEqual({
    input,
    suggestion: inside.valid ? address : undefined,
  });
}

describe.each(PROFILE_IDS)('under %s', (profile) => {
  test.prop([displayNameCase()])('a display name: the parser’s address, its verdict, and the repair', (construct) => {
    if (construct.kind !== 'displayName') return;
    const mailbox = parsedMailbox(construct.input);
    expect(mailbox).toStrictEqual({
      ...mailbox,
      name: construct.name === '' ? null : construct.name,
      address: construct.address,
    });
    const report = validateEmail(construct.input, options(profile));
    // A profile whose pattern takes the construct as it is (permissive: `<` is a character) is unchanged.
    if (report.results[2]?.status !== 'fail') return;
    const inside = isValidEmail(construct.address, options(profile));
    expect(report.results[2]).toMatchObject({
      reason: 'displayName',
      params: {
        address: mailbox?.address,
        displayName: construct.name,
        verdict: inside ? 'passes on its own' : 'fails on its own too',
      },
    });
    expect(report.results[2].suggestion).toBe(inside ? construct.address : undefined);
  });

  test.prop([addressListCase()])('a list: as many addresses as the parser reads', (construct) => {
    if (construct.kind !== 'addressList') return;
    const parsed = emailAddresses.parseAddressList({ input: construct.input, rfc6532: true });
    expect(parsed?.length).toBe(construct.addresses.length);
    expect(validateEmail(construct.input, options(profile)).results[2]).toMatchObject({
      reason: 'addressList',
      params: { count: parsed?.length },
    });
  });

  test.prop([commentCase()])(
    'a comment: the parser’s address without it is the repair, where it passes',
    (construct) => {
      if (construct.kind !== 'comment') return;
      expect(parsedMailbox(construct.input)?.address).toBe(construct.address);
      expectNamedAndRepaired(construct.input, construct.address, 'comment', profile);
    },
  );

  test.prop([fc.oneof(mailtoCase(), trailingDotCase())])(
    'a mailto: link, a trailing dot: the address is the repair',
    (construct) => {
      if (construct.kind !== 'mailto' && construct.kind !== 'trailingDot') return;
      expectNamedAndRepaired(construct.input, construct.address, construct.kind, profile);
    },
  );

  test.prop([
    fc.oneof(
      constructCase().map((construct) => construct.input),
      nearMiss({ shape: 'standard' }).map((miss) => miss.input),
    ),
  ])('every suggestion passes the same profile, and none is made for a valid input', (input) => {
    const report = validateEmail(input, options(profile));
    const suggestion = report.results[2]?.suggestion;
    if (report.valid) expect(suggestion).toBeUndefined();
    if (suggestion !== undefined)
      expect([suggestion, isValidEmail(suggestion, options(profile))]).toStrictEqual([suggestion, true]);
  });
});
