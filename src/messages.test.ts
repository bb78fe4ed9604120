import { describe, expect, it } from 'vitest';
import { formatMessage, messageFor, reportMessage, type MessageTemplate, type Messages } from './messages.ts';
import { REASONS } from './reasons.ts';
import { RULES } from './rules.ts';

describe('formatMessage', () => {
  it('fills every placeholder it has a value for, and leaves the others standing', () => {
    expect(formatMessage('{length} of {limit}, {length} again', { length: 65, limit: 64 })).toBe('65 of 64, 65 again');
    expect(formatMessage('at {at} in {missing}', { at: 3 })).toBe('at 3 in {missing}');
    expect(formatMessage('no placeholders', { at: 3 })).toBe('no placeholders');
    expect(formatMessage('{at}{at}', { at: 0 })).toBe('00');
  });

  it('calls a function template with the parameters', () => {
    expect(formatMessage((params) => `Zu lang: ${String(params.length)}`, { length: 255 })).toBe('Zu lang: 255');
  });
});

describe('messageFor', () => {
  it('makes the English default of every rule and reason', () => {
    expect(messageFor('tooLong', { length: 255, limit: 254, unit: 'characters', detail: '', limitUnit: '' })).toBe(
      '255 characters in all; the limit is 254',
    );
    expect(messageFor('doubleDot', { position: 2, place: 3, at: 2 })).toBe('Two dots in a row at character 3');
    for (const { id, message } of [...RULES, ...REASONS]) expect(messageFor(id, {})).toBe(message);
  });

  it('uses an override, as a template or a function, for its id only', () => {
    const messages = { tooLong: 'Höchstens {limit} Zeichen, nicht {length}', doubleDot: () => 'Deux points' };
    expect(messageFor('tooLong', { length: 255, limit: 254 }, messages)).toBe('Höchstens 254 Zeichen, nicht 255');
    expect(messageFor('doubleDot', { position: 2 }, messages)).toBe('Deux points');
    expect(messageFor('empty', {}, messages)).toBe('The value is empty');
  });

  it("fills placeholders from the parameters' own values only, never from what every object inherits", () => {
    expect(formatMessage('{constructor} {__proto__} {toString} {at}', { at: 3 })).toBe(
      '{constructor} {__proto__} {toString} 3',
    );
  });

  it('takes overrides of its own only: an inherited one, as from a polluted prototype, is not used', () => {
    const inherited = Object.create({ empty: 'inherited', tooLong: () => 'inherited' }) as Messages;
    expect(messageFor('empty', {}, inherited)).toBe('The value is empty');
    expect(
      messageFor('tooLong', { length: 255, limit: 254, unit: 'characters', detail: '', limitUnit: '' }, inherited),
    ).toBe('255 characters in all; the limit is 254');
  });

  it('refuses a function template that returns anything but text, saying what it returned', () => {
    const returnsNumber = (() => 42) as unknown as MessageTemplate;
    expect(() => formatMessage(returnsNumber, {})).toThrow(
      new TypeError('A message function must return a string; it returned number'),
    );
    expect(() => messageFor('empty', {}, { empty: returnsNumber })).toThrow(TypeError);
  });

  it('refuses an id that names no rule and no reason', () => {
    expect(() => messageFor('nope' as never, {})).toThrow(new RangeError('Unknown message id: nope'));
  });
});

describe('reportMessage', () => {
  const params = { character: 'C', position: 2, place: 3, hint: '' };

  it("takes the caller's override first, then the profile's default, then the kit's", () => {
    const profile = { disallowed: 'profile {character}', empty: 'profile empty' };
    expect(reportMessage('disallowed', params, { disallowed: 'caller {position}' }, profile)).toBe('caller 2');
    expect(reportMessage('disallowed', params, { empty: 'caller' }, profile)).toBe('profile C');
    expect(reportMessage('disallowed', params, undefined, profile)).toBe('profile C');
    expect(reportMessage('empty', {}, undefined, profile)).toBe('profile empty');
    expect(reportMessage('empty', {}, undefined, { disallowed: 'profile' })).toBe('The value is empty');
    expect(reportMessage('empty', {}, undefined, undefined)).toBe('The value is empty');
  });

  it("takes a profile's defaults of its own only, as a function too", () => {
    const inherited = Object.create({ empty: 'inherited' }) as Messages;
    expect(reportMessage('empty', {}, undefined, inherited)).toBe('The value is empty');
    expect(reportMessage('empty', {}, undefined, { empty: () => 'called' })).toBe('called');
  });

  it("knows the IDNA2008 reasons only from a profile's defaults: the kit's own do not ship them", () => {
    expect(() => reportMessage('disallowed', params, undefined, undefined)).toThrow(
      new RangeError('Unknown message id: disallowed'),
    );
    expect(messageFor('disallowed', params)).toBe('C at character 3 is not allowed in a domain name under IDNA2008');
  });
});
