/**
 * The domain's verdict for the boolean path, with the lengths its bounds are measured in: the checks of
 * checkDomain (check.ts) and the forms of domainForms, label by label, without failures or offsets.
 */
import { bidiRuleHolds } from './leanBidi.ts';
import { labelForms } from './leanLabel.ts';
import { NON_ASCII } from './ascii.ts';
import { octets } from './leanOctets.ts';
import { mapLabel } from './mapping.ts';

/** `.` and the ideographic, fullwidth and halfwidth ideographic full stops (isLabelSeparator). */
const SEPARATOR = /[.\u3002\uff0e\uff61]/;

/**
 * The octets of the domain in its larger form (in U-labels or in A-labels), when it passes the profile and none of
 * its A-labels is longer than `labelLimit`; else undefined.
 */
export function domainOctets(domain: string, labelLimit: number): number | undefined {
  const unicodeLabels: string[] = [];
  let asciiOctets = -1;
  for (const typed of domain.split(SEPARATOR)) {
    const { text } = mapLabel(typed);
    const forms = labelForms(text);
    if (forms === undefined || forms[1].length > labelLimit) return undefined;
    const [unicode, aLabel] = forms;
    asciiOctets += aLabel.length + 1;
    unicodeLabels.push(unicode);
  }
  const unicode = unicodeLabels.join('.');
  // Only a right-to-left character (R, AL, AN: none is ASCII) makes the bidi rule apply.
  return unicodeLabels.length > 1 && (!NON_ASCII.test(unicode) || bidiRuleHolds(unicodeLabels))
    ? Math.max(octets(unicode), asciiOctets)
    : undefined;
}
