/**
 * A message may name a standard only for what that standard says; a rule that is the profile's own is the
 * profile's ("the RFC 5322 profile needs a dot", never "RFC 5322 needs a dot", which RFC 5322 does not).
 * Each message id has its row below: the standards its English names, the claim made of each, and where the
 * standard makes it. The tests find every standard a template names, and every one a rendered message
 * names through its parameters (a contextual rule, a hint, a literal's problem), and hold them to the table.
 */
import { describe, expect, it } from 'vitest';
import { REASON_EXAMPLES } from '../properties/reasonExamples.ts';
import { REASON_MESSAGES, RULE_MESSAGES } from './englishMessages.ts';
import { IDNA_MESSAGES } from './international/messages.ts';
import { international } from './international/profile.ts';
import type { MessageId } from './messages.ts';
import { BUILT_IN_PROFILE_IDS, type BuiltInProfileId } from './profiles/ids.ts';
import { REPORT_PROFILES } from './profiles/reportProfiles.ts';
import type { ReasonId } from './reasons.ts';
import { validateEmail } from './validate.ts';

interface Claim {
  /** The standard as the message names it. */
  readonly standard: string;
  /** What the message says of it. */
  readonly claim: string;
  /** Where the standard says so. */
  readonly source: string;
}

const RFC_5892_CONTEXT: Claim = {
  standard: 'RFC 5892',
  claim: 'a CONTEXTJ or CONTEXTO code point stands only where its rule holds (the rule named, e.g. A.3)',
  source: 'RFC 5892 Appendix A, rules A.1–A.9; RFC 5891 §4.2.3.3 (CONTEXTJ) and §4.2.3.3 / §5.4 (CONTEXTO)',
};
const IDNA2008: Claim = {
  standard: 'IDNA2008',
  claim: 'the code point is DISALLOWED (or UNASSIGNED) in a domain name',
  source: 'RFC 5892 §2.6 and §3: the derived property; RFC 5891 §4.2.2 rejects what is not PVALID or contextual',
};

const BIDI: Claim = {
  standard: 'RFC 5893',
  claim: 'the label breaks the bidi rule named (rules 1–6)',
  source: 'RFC 5893 §2, the Bidi Rule, conditions 1–6',
};
const UNASSIGNED: Claim = {
  standard: 'Unicode',
  claim: 'the code point has no character assigned in the Unicode version named',
  source: 'UnicodeData.txt of that version (General_Category Cn), pinned in src/international',
};

/** Standards a message names, by id; an id that names none has an empty row. */
const CLAIMS: Readonly<Record<MessageId, readonly Claim[]>> = {
  empty: [],
  tooLong: [],
  pattern: [],
  localTooLong: [],
  labelTooLong: [],
  noAt: [],
  secondAt: [],
  emptyLocal: [],
  emptyDomain: [],
  whitespace: [],
  control: [],
  loneSurrogate: [],
  lookalike: [],
  nonAscii: [],
  nonAsciiDomain: [
    // With the idna option the hint says whether IDNA2008 gives the domain an ASCII form, and why not.
    { ...IDNA2008, claim: 'the domain has (or, naming the failure, has no) ASCII form under IDNA2008' },
    RFC_5892_CONTEXT,
    BIDI,
    UNASSIGNED,
    {
      standard: 'UTS 46',
      claim: 'browsers (the URL Standard) accept what IDNA2008 does not',
      source: 'UTS #46 §4 mapping; WHATWG URL "domain to ASCII" runs UTS 46 with Transitional_Processing false',
    },
  ],
  localDotFirst: [],
  localDotLast: [],
  doubleDot: [],
  backtickFirst: [],
  localCharacter: [],
  domainCharacter: [],
  emptyLabel: [],
  labelHyphenStart: [],
  labelHyphenEnd: [],
  singleLabel: [],
  topLabelShort: [],
  topLabelNotLetter: [],
  topLabelDoubleHyphen: [],
  unterminatedQuote: [],
  afterQuote: [],
  leadingMark: [],
  invisible: [],
  privateUse: [],
  unassigned: [UNASSIGNED],
  changesUnderNfc: [
    {
      standard: 'RFC 6532',
      claim: 'recommends NFC (§3.1)',
      source: 'RFC 6532 §3.1: "normalization form NFC [UNF] SHOULD be used"',
    },
  ],
  disallowed: [
    IDNA2008,
    {
      standard: 'UTS 46',
      claim: 'browsers accept the code point (UTS 46 maps or allows it), IDNA2008 does not',
      source: 'UTS #46 §5 IDNA Mapping Table: valid or mapped, where RFC 5892 says DISALLOWED',
    },
  ],
  contextJ: [RFC_5892_CONTEXT],
  contextO: [RFC_5892_CONTEXT],
  bidi: [BIDI],
  hyphen34: [
    {
      standard: 'RFC 5891',
      claim: 'hyphens in the third and fourth places are not allowed (§4.2.3.1); xn-- is the reserved exception',
      source: 'RFC 5891 §4.2.3.1; RFC 5890 §2.3.1 reserves labels with "--" there for the "xn--" prefix',
    },
  ],
  // An A-label's Unicode form fails with that reason's own message, which may name what those name.
  badALabel: [IDNA2008, RFC_5892_CONTEXT],
  displayName: [
    {
      standard: 'RFC 2047',
      claim: 'the display name is an encoded word',
      source: 'RFC 2047 §2 (encoded-word syntax) and §5 (3) (an encoded word may stand for a word in a phrase)',
    },
  ],
  mailto: [],
  addressList: [],
  addressLiteral: [
    {
      standard: 'RFC 5321',
      claim: 'the literal is well formed (§4.1.3)',
      source:
        'RFC 5321 §4.1.3: address-literal = "[" ( IPv4-address-literal / IPv6-address-literal / General-address-literal ) "]"',
    },
  ],
  comment: [
    {
      standard: 'RFC 5322',
      claim: 'allows comments around the parts of an address (§3.2.2, §3.4.1)',
      source:
        'RFC 5322 §3.2.2 defines comment and CFWS; §3.4.1 and §3.2.3 put [CFWS] around dot-atom and quoted-string',
    },
  ],
  foldingWhiteSpace: [],
  obsoleteLocalPart: [
    {
      standard: 'RFC 5322',
      claim: 'a local part mixing quoted and unquoted words is obsolete syntax (§4.4)',
      source: 'RFC 5322 §4.4: obs-local-part = word *("." word)',
    },
  ],
  backslash: [],
  encodedWord: [
    {
      standard: 'RFC 2047',
      claim: 'allows an encoded word in a display name, never in an address (§5)',
      source:
        "RFC 2047 §5: \"An 'encoded-word' MUST NOT appear in any portion of an 'addr-spec'\"; §5 (3): in a phrase",
    },
  ],
  trailingDot: [],
};

/** Every standard a text names: RFCs, IDNA2008, Unicode's technical standards and reports, Unicode itself. */
const STANDARD = /\bRFC ?\d+|\bIDNA ?2008|\bUTS ?#?\d+|\bUAX ?#?\d+|\bUnicode(?= \d| \{unicodeVersion\})|\bWHATWG\b/g;

const standardsIn = (text: string): string[] => [...new Set(text.match(STANDARD) ?? [])];

const TEMPLATES: Readonly<Record<MessageId, string>> = { ...RULE_MESSAGES, ...REASON_MESSAGES, ...IDNA_MESSAGES };
const TITLES = BUILT_IN_PROFILE_IDS.map((id) => REPORT_PROFILES[id].title).concat(international.title);

/** Inputs whose parameters name a standard: a contextual rule, the bidi rule, a literal, a UTS 46 hint, an encoded display name. */
const PARAMETER_EXAMPLES: readonly string[] = [
  'jane@a\u00b7b.example',
  'jane@\u05d0a.example',
  'a@[12.34.56.78]',
  'a@[12.34.56.789]',
  'jane@\u2615.example',
  '=?utf-8?q?J=C3=B6ran?= <j@example.de>',
  'jane@xn--ab-0ea.example',
  'jane@=?utf-8?q?x?=.com',
];

describe('what a message claims of a standard', () => {
  it('has a row for every rule and reason message', () => {
    expect(Object.keys(CLAIMS).sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  it.each(Object.entries(TEMPLATES))('%s names no standard its row does not hold', (id, template) => {
    const named = new Set(CLAIMS[id as MessageId].map((claim) => claim.standard));
    for (const standard of standardsIn(template)) expect(named).toContain(standard);
  });

  it.each(Object.entries(TEMPLATES))('%s names the profile as a profile, never as the standard', (_id, template) => {
    // "{profile}" is a profile's title ("RFC 5322"): only "the {profile} profile" says whose rule it is.
    expect(template.replaceAll('the {profile} profile', '')).not.toContain('{profile}');
  });

  const profiles: readonly (BuiltInProfileId | 'international')[] = [...BUILT_IN_PROFILE_IDS, 'international'];
  const rendered = profiles.flatMap((profile) =>
    Object.values(REASON_EXAMPLES)
      .flat()
      .concat(PARAMETER_EXAMPLES)
      .map((input) => {
        // The idna option words a non-ASCII domain's hint with IDNA2008's verdict.
        const options = profile === 'international' ? { profile: international } : { profile, idna: international };
        return validateEmail(input, options).results[2];
      })
      .filter((result) => result?.status === 'fail')
      .map((result) => ({ profile, reason: result?.reason as ReasonId, message: result?.message ?? '' })),
  );

  it('renders the examples of every reason that names a standard', () => {
    const reached = new Set(rendered.map(({ reason }) => reason));
    for (const [id, claims] of Object.entries(CLAIMS))
      if (claims.length > 0 && id in REASON_EXAMPLES) expect([id, reached.has(id as ReasonId)]).toEqual([id, true]);
  });

  it('credits a standard, in a rendered message, only where its row says so', () => {
    const stray: string[] = [];
    for (const { profile, reason, message } of rendered) {
      const named = new Set(CLAIMS[reason].map((claim) => claim.standard));
      // A title inside "the … profile" is the profile's name; what is left must be claims of the row.
      const text = TITLES.reduce((rest, title) => rest.replaceAll(`the ${title} profile`, 'the profile'), message);
      for (const standard of standardsIn(text))
        if (!named.has(standard)) stray.push(`${profile} ${reason}: ${standard} in "${message}"`);
    }
    expect(stray).toEqual([]);
  });

  it('never lets a profile title stand for the standard it is named after', () => {
    const bare = rendered.filter(({ message }) =>
      message.replaceAll('the RFC 5322 profile', '').match(/RFC 5322 (?:needs|accepts|allows only)/),
    );
    expect(bare).toEqual([]);
  });
});
