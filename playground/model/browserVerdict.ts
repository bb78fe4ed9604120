/**
 * What this browser's own `<input type=email>` says about a value, from a detached input's validity.
 * Browsers first "sanitize" the value (strip line breaks, trim white space) and treat an empty field
 * as missing rather than malformed; both are shown, since that is where people get surprised.
 */
export type BrowserVerdict = 'accepts' | 'rejects' | 'empty';

let probe: HTMLInputElement | undefined;

function emailInput(): HTMLInputElement {
  if (probe === undefined) {
    probe = document.createElement('input');
    probe.type = 'email';
    probe.required = true;
  }
  return probe;
}

export function browserVerdict(value: string): BrowserVerdict {
  const input = emailInput();
  input.value = value;
  if (input.validity.valueMissing) return 'empty';
  return input.validity.typeMismatch ? 'rejects' : 'accepts';
}
