/**
 * Messages are data: every failing result carries its message id (a rule id, or for `pattern` a reason
 * id) and the parameters its message is made from. English templates are the default; an override map
 * rewords or translates any of them, as a template with `{name}` placeholders or as a function.
 */
import { REASON_MESSAGES, RULE_MESSAGES } from './englishMessages.ts';
import { IDNA_MESSAGES } from './international/messages.ts';
import type { ReasonId } from './reasons.ts';
import type { RuleId } from './rules.ts';

export type MessageId = RuleId | ReasonId;

/** The values a message may name: numbers (lengths, limits, offsets) and text (characters, domains, titles). */
export type MessageParams = Readonly<Record<string, string | number>>;

export type MessageTemplate = string | ((params: MessageParams) => string);

/** Overrides by message id; an id left out keeps its English default. */
export type Messages = Readonly<Partial<Record<MessageId, MessageTemplate>>>;

/**
 * A template split at its placeholders: text, name, text, …, name, text (names at the odd indices).
 * Filling split parts is a tenth of the cost of `replace` with a callback, which V8 runs on a slow path.
 */
type SplitTemplate = readonly string[];

const PLACEHOLDER = /\{(\w+)\}/;

const splitTemplate = (template: string): SplitTemplate => template.split(PLACEHOLDER);

/** The kit's English defaults, split once: the catalogues' messages, kept apart from the titles. */
const DEFAULTS: ReadonlyMap<string, SplitTemplate> = new Map(
  Object.entries({ ...RULE_MESSAGES, ...REASON_MESSAGES }).map(([id, template]) => [id, splitTemplate(template)]),
);

/**
 * A placeholder's value as text; a placeholder without a value is left as it stands. Own values only: a
 * template naming `{constructor}` or `{__proto__}` must not print what every object inherits.
 */
function paramText(name: string, params: MessageParams): string {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  return value === undefined ? `{${name}}` : String(value);
}

function fill(parts: SplitTemplate, params: MessageParams): string {
  // A plain loop: reduce with a callback costs about twice as much per message.
  let text = '';
  let isName = false;
  for (const part of parts) {
    text += isName ? paramText(part, params) : part;
    isName = !isName;
  }
  return text;
}

/**
 * Fills `{name}` placeholders from `params`; a placeholder without a value is left as it stands. A function
 * template must return text (a caller in plain JavaScript may return anything): anything else is refused.
 */
export function formatMessage(template: MessageTemplate, params: MessageParams): string {
  if (typeof template !== 'function') return fill(splitTemplate(template), params);
  const text: unknown = template(params);
  if (typeof text !== 'string')
    throw new TypeError(`A message function must return a string; it returned ${typeof text}`);
  return text;
}

/** The template `templates` holds of its own for `id`: an inherited property, e.g. from a polluted Object.prototype, is none. */
const ownTemplate = (templates: Messages | undefined, id: MessageId): MessageTemplate | undefined =>
  templates !== undefined && Object.hasOwn(templates, id) ? templates[id] : undefined;

/**
 * The message for `id` in a report: the caller's override, else the profile's own default (the international
 * profile carries the English of the reasons only IDNA2008 gives), else the kit's English default.
 */
export function reportMessage(
  id: MessageId,
  params: MessageParams,
  messages: Messages | undefined,
  defaults: Messages | undefined,
): string {
  const template = ownTemplate(messages, id) ?? ownTemplate(defaults, id);
  if (template !== undefined) return formatMessage(template, params);
  const parts = DEFAULTS.get(id);
  if (parts === undefined) throw new RangeError(`Unknown message id: ${id}`);
  return fill(parts, params);
}

/**
 * The message for `id` with `params`: the override when `messages` has one of its own, else the English
 * default, for every rule and reason.
 */
export function messageFor(id: MessageId, params: MessageParams, messages?: Messages): string {
  return reportMessage(id, params, messages, IDNA_MESSAGES);
}
