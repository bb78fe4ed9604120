/**
 * The messages between the audit's main thread and its worker, and how a validator's answer or throw
 * crosses between them. Structured cloning cannot carry functions, symbols or class instances, so a
 * value crosses as what the invariants look at: its `typeof`, its `String()` text, and for an error
 * its name and message. A boolean, a number or a string crosses as itself.
 */
import type { MessagePort } from 'node:worker_threads';

export interface WorkerData {
  /** Where calls come and answers go (load reports go to the parent port). */
  readonly calls: MessagePort;
  /** The module's resolved file URL. */
  readonly url: string;
  /** The module as the user wrote it, for messages. */
  readonly module: string;
  readonly exportName: string | undefined;
}

/** What the worker says about loading: it started, it is ready for calls, or the module failed to load. */
export type WorkerReport =
  { readonly kind: 'loading' } | { readonly kind: 'ready' } | { readonly kind: 'failed'; readonly message: string };

export interface CallRequest {
  readonly id: number;
  readonly input: string;
}

export interface CallReply {
  readonly id: number;
  readonly outcome:
    { readonly kind: 'answered'; readonly value: WireValue } | { readonly kind: 'threw'; readonly thrown: WireValue };
}

type Primitive = string | number | boolean | bigint | null | undefined;

export type WireValue =
  | { readonly kind: 'primitive'; readonly value: Primitive }
  | { readonly kind: 'symbol'; readonly description: string | undefined }
  | { readonly kind: 'error'; readonly name: string; readonly message: string }
  | {
      readonly kind: 'other';
      readonly type: 'object' | 'function';
      /** `String(value)`, or what converting it threw. */
      readonly text: { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };
    };

/** `String(x)` of what is typed a string but, from a hostile error, may be anything. */
const asText = (value: unknown): string => String(value);

function textOf(value: unknown): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: String(value) };
  } catch (error) {
    let message = 'Cannot convert object to primitive value';
    try {
      if (error instanceof Error) message = asText(error.message);
    } catch {
      // The error is as hostile as the value: keep the generic message.
    }
    return { ok: false, message };
  }
}

/** The value as it can cross to the other thread. */
export function toWire(value: unknown): WireValue {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol'))
    return { kind: 'primitive', value: value as Primitive };
  if (typeof value === 'symbol') return { kind: 'symbol', description: value.description };
  try {
    if (value instanceof Error) return { kind: 'error', name: asText(value.name), message: asText(value.message) };
  } catch {
    // A Proxy or an error with throwing getters: described as any other object below.
  }
  return { kind: 'other', type: typeof value === 'function' ? 'function' : 'object', text: textOf(value) };
}

/** A value that looks, to the invariants, as the original did: same `typeof`, same `String()`, same error name and message. */
export function fromWire(wired: WireValue): unknown {
  switch (wired.kind) {
    case 'primitive':
      return wired.value;
    case 'symbol':
      return Symbol(wired.description);
    case 'error':
      return Object.assign(new Error(wired.message), { name: wired.name });
    case 'other': {
      const { text } = wired;
      const toString = () => {
        if (text.ok) return text.text;
        throw new TypeError(text.message);
      };
      return wired.type === 'function' ? Object.assign(() => undefined, { toString }) : { toString };
    }
  }
}
