import { describe, expect, it } from 'vitest';

describe('the package entry', () => {
  // Imported inside the test, so a module that throws while loading fails this test instead of
  // only the file's collection (which a mutation run would not count as a failure).
  it('loads every module of the kit and exports the public API', async () => {
    const entry = await import('./index.ts');
    expect(Object.keys(entry).sort()).toEqual(
      [
        'BOUNDS',
        'BUILT_IN_PROFILE_IDS',
        'CONSTRUCT_REASON_IDS',
        'DEFAULT_PROFILE',
        'LIMITS',
        'REASONS',
        'REASON_IDS',
        'reasonById',
        'formatMessage',
        'international',
        'messageFor',
        'RULE_OF_BOUND',
        'isBound',
        'unknownProfileMessage',
        'PROFILES',
        'PROFILE_IDS',
        'RULES',
        'RULE_IDS',
        'anatomize',
        'domainLabels',
        'emailFormSchema',
        'emailSchema',
        'isProfileId',
        'isValidEmail',
        'limitOf',
        'profileById',
        'ruleById',
        'validateEmail',
      ].sort(),
    );
    expect(entry.isValidEmail('jane@example.com')).toBe(true);
  });
});

describe('the text entry (email-rules/text)', () => {
  it('loads and exports what the front ends share', async () => {
    const entry = await import('./text.ts');
    expect(Object.keys(entry).sort()).toEqual(
      [
        'LineSplitter',
        'codePointLabel',
        'countCodePoints',
        'describeReceived',
        'isHighSurrogate',
        'isJavaScriptWhitespace',
        'isLowSurrogate',
        'isRecord',
        'looksLikeOf',
        'nameCharacter',
        'splitLines',
        'typeName',
      ].sort(),
    );
    expect(entry.splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(entry.codePointLabel(0xff20)).toBe('U+FF20');
    expect(entry.countCodePoints('a😀b')).toBe(3);
  });
});
