/**
 * The `idna` option of a report: a `nonAsciiDomain` failure (a profile that takes ASCII domains only met a
 * non-ASCII one) completed by the international profile, passed as a value, which judges the domain by the
 * kit's own IDNA2008. The ASCII form is offered only when the domain passes it; otherwise the hint names
 * the IDNA2008 failure. An option, not a built-in: IDNA2008 needs the Unicode tables (about 3 kB gzipped),
 * which only a front end that imports the international profile should ship, and this code, which the profile
 * value carries (`completeNonAsciiDomain`), comes with them.
 */
import { anatomize, characterPlace } from '../anatomy.ts';
import { reportMessage, type Messages } from '../messages.ts';
import type { Diagnosis } from '../profiles/diagnosis.ts';
import type { IdnaProfile } from '../profiles/reportProfiles.ts';

/** The diagnosis, a `nonAsciiDomain` one completed by `idna` (the profile value that carries this); any other as it is. */
export function completeNonAsciiDomain(
  found: Diagnosis | undefined,
  input: string,
  idna: IdnaProfile,
  messages: Messages | undefined,
): Diagnosis | undefined {
  if (found?.reason !== 'nonAsciiDomain') return found;
  const { details } = found;
  const domain = String(details.domain);
  // The domain behind a local part that always passes: the probe's offsets are the input's, shifted.
  const probe = `a@${domain}`;
  const shift = input.length - probe.length;
  const failure = idna.diagnose(probe);
  if (failure === undefined) {
    // A domain that passes IDNA2008 has its A-labels.
    const asciiDomain = String(idna.measure(probe, anatomize(probe)).forms.asciiDomain);
    return { ...found, details: { ...details, asciiDomain, hint: `; ${domain} is ${asciiDomain} in ASCII` } };
  }
  const { reason, at, span } = failure;
  const position = span[0] + shift;
  const params = {
    at: at + shift,
    position,
    place: characterPlace(input, position),
    profile: idna.title,
    ...failure.details,
  };
  const problem = reportMessage(reason, params, messages, idna.messages);
  // Not the domain itself: it may hold what the message must not print, such as a right-to-left override.
  return {
    ...found,
    details: {
      ...details,
      idnaReason: reason,
      problem,
      hint: `; the domain has no ASCII form under IDNA2008: ${problem}`,
    },
  };
}
