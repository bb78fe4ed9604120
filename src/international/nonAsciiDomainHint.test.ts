import { describe, expect, it } from 'vitest';
import { diagnoseStandard } from '../profiles/standardDiagnosis.ts';
import { validateEmail } from '../validate.ts';
import { completeNonAsciiDomain } from './nonAsciiDomainHint.ts';
import { international } from './profile.ts';

const pattern = (input: string, options: Parameters<typeof validateEmail>[1]) =>
  validateEmail(input, options).results[2];

describe('the nonAsciiDomain hint', () => {
  it('offers no conversion without the idna option', () => {
    expect(pattern('a@\u2615.example', { profile: 'standard' })).toMatchObject({
      reason: 'nonAsciiDomain',
      message: '`\u2615` U+2615 at character 3; the standard profile accepts an ASCII domain only',
      params: { domain: '\u2615.example', hint: '' },
    });
    expect(pattern('a@\u2615.example', { profile: 'standard' })?.params).not.toHaveProperty('asciiDomain');
  });

  it('offers the ASCII form when the domain passes IDNA2008', () => {
    expect(pattern('j\u00f6ran@b\u00fccher.de', { profile: 'rfc5322', idna: international })).toMatchObject({
      reason: 'nonAsciiDomain',
      message:
        '`\u00fc` U+00FC LATIN SMALL LETTER U WITH DIAERESIS at character 8; the RFC 5322 profile accepts an ASCII domain only; b\u00fccher.de is xn--bcher-kva.de in ASCII',
      params: { domain: 'b\u00fccher.de', asciiDomain: 'xn--bcher-kva.de' },
    });
    // Under standard the local part fails first, with or without the option.
    for (const options of [{ profile: 'standard' as const }, { profile: 'standard' as const, idna: international }])
      expect(pattern('j\u00f6ran@b\u00fccher.de', options)).toMatchObject({ reason: 'nonAscii', at: 1 });
  });

  it('names the IDNA2008 failure, with the international reason and message, when there is no ASCII form', () => {
    expect(pattern('a@\u2615.example', { profile: 'standard', idna: international })).toMatchObject({
      reason: 'nonAsciiDomain',
      message:
        '`\u2615` U+2615 at character 3; the standard profile accepts an ASCII domain only; the domain has no ASCII form under IDNA2008: `\u2615` U+2615 at character 3 is not allowed in a domain name under IDNA2008; browsers accept it (UTS 46), IDNA2008 does not',
      params: { idnaReason: 'disallowed' },
    });
    // The platform's UTS 46 made these `trailingdashfw-` and `domain.xn--com-1ea`, forms that then fail.
    expect(pattern('a@trailingdashfw\uff0d.com', { profile: 'standard', idna: international })?.params).toMatchObject({
      idnaReason: 'labelHyphenEnd',
      problem: 'A domain label ends with a hyphen at character 17',
    });
    expect(pattern('a@domain.com\u00a9', { profile: 'html', idna: international })?.params).toMatchObject({
      idnaReason: 'disallowed',
    });
    // The domain is not printed: it may hold a right-to-left override, which the problem names instead.
    expect(pattern('a@\u202eenaj.com', { profile: 'standard', idna: international })?.message).toBe(
      'U+202E RIGHT-TO-LEFT OVERRIDE at character 3; the standard profile accepts an ASCII domain only; the domain has no ASCII form under IDNA2008: Invisible U+202E RIGHT-TO-LEFT OVERRIDE at character 3: a format character that can hide or reorder what is shown',
    );
    expect(pattern('a@domain.com\u00a9', { profile: 'html', idna: international })?.params).not.toHaveProperty(
      'asciiDomain',
    );
  });

  it('places the IDNA2008 failure in the input, whatever the local part', () => {
    const messages = { disallowed: '{at}/{position}/{profile}' };
    expect(
      pattern('jane@\u2615.example', { profile: 'standard', idna: international, messages })?.params,
    ).toMatchObject({
      problem: '5/5/international',
    });
    expect(pattern('"a b"@x.\u2615', { profile: 'rfc5322', idna: international, messages })?.params).toMatchObject({
      problem: '8/8/international',
      domain: 'x.\u2615',
    });
  });

  it('words the IDNA2008 failure with the messages given', () => {
    const messages = { disallowed: '{character} bei {position} gibt es in IDNA2008 nicht' };
    expect(pattern('a@\u2615.example', { profile: 'standard', idna: international, messages })?.params).toMatchObject({
      problem: '`\u2615` U+2615 bei 2 gibt es in IDNA2008 nicht',
    });
  });

  it("words the IDNA2008 failure with the idna value's own defaults, after the messages given", () => {
    const idna = { ...international, messages: { disallowed: 'nicht in IDNA2008: {character}' } };
    expect(pattern('a@\u2615.example', { profile: 'standard', idna })?.params).toMatchObject({
      problem: 'nicht in IDNA2008: `\u2615` U+2615',
    });
    const messages = { disallowed: 'caller' };
    expect(pattern('a@\u2615.example', { profile: 'standard', idna, messages })?.params).toMatchObject({
      problem: 'caller',
    });
  });

  it('leaves any other diagnosis, and no diagnosis, as it is', () => {
    const other = diagnoseStandard('j\u00f6ran@example.com');
    expect(completeNonAsciiDomain(other, 'j\u00f6ran@example.com', international as never, undefined)).toBe(other);
    expect(completeNonAsciiDomain(undefined, 'a@b.de', international as never, undefined)).toBeUndefined();
  });

  it('is the work of the profile value: a report without the idna option leaves the diagnosis alone', () => {
    expect(international.completeNonAsciiDomain).toBe(completeNonAsciiDomain);
    expect(pattern('a@b\u00fccher.de', { profile: 'standard' })?.params).toEqual({
      ...diagnoseStandard('a@b\u00fccher.de')?.details,
      at: 3,
      position: 3,
      place: 4,
      profile: 'standard',
    });
  });
});
