/** An input as text one can read: control and invisible characters escaped, long ones cut. */
export function shownInput(input: string): string {
  const escaped = JSON.stringify(input);
  return escaped.length > 120 ? `${escaped.slice(0, 100)}… (${input.length.toLocaleString('en')} characters)` : escaped;
}
