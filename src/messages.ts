/**
 * Messages are data: every failing result carries its message id (a rule id, or for `pattern` a reason
 * id) and the parameters its message is made from. English templates are the default; an override map
 * rewords or translates any of them, as a template with `{name}` placeholders or as a function.
 */
import { REASONS, type ReasonId } from './reasons.ts';
import { RULES, type RuleId } from './rules.ts';

export type MessageId = RuleId | ReasonId;

/** The values a message may name: numbers (lengths, limits, offsets) and text (characters, domains, titles). */
export type MessageParams = Readonly<Record<string, string | number>>;

export type MessageTemplate = string | ((params: MessageParams) => string);

/** Overrides by message id; an id left out keeps its English default. */
export type Messages = Readonly<Partial<Record<MessageId, MessageTemplate>>>;

const DEFAULTS: ReadonlyMap<MessageId, string> = new Map<MessageId, string>([
  ...RULES.map((rule) => [rule.id, rule.message] as const),
  ...REASONS.map((reason) => [reason.id, reason.message] as const),
]);

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders from `params`; a placeholder without a value is left as it stands. */
export function formatMessage(template: MessageTemplate, params: MessageParams): string {
  if (typeof template === 'function') return template(params);
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The message for `id` with `params`: the override when `messages` has one, else the English default. */
export function messageFor(id: MessageId, params: MessageParams, messages?: Messages): string {
  const template = messages?.[id] ?? DEFAULTS.get(id);
  if (template === undefined) throw new RangeError(`Unknown message id: ${id}`);
  return formatMessage(template, params);
}
