/**
 * tr46 6.0.0 (jsdom's UTS 46, Unicode 17.0.0; 0 disagreements with IdnaTestV2.txt 17.0.0) as a dev-only
 * oracle, typed here because the package ships no declarations. Not 7.x: it needs Node ≥ 22.14.
 */
import { createRequire } from 'node:module';

export interface Tr46Options {
  readonly checkHyphens?: boolean;
  readonly checkBidi?: boolean;
  readonly checkJoiners?: boolean;
  readonly useSTD3ASCIIRules?: boolean;
  readonly verifyDNSLength?: boolean;
  readonly transitionalProcessing?: boolean;
}

interface Tr46 {
  toASCII(domain: string, options?: Tr46Options): string | null;
  toUnicode(domain: string, options?: Tr46Options): { domain: string; error: boolean };
}

const tr46 = createRequire(import.meta.url)('tr46') as Tr46;

/** Every check UTS 46 has, on: the closest UTS 46 comes to IDNA2008 at registration. */
export const STRICT: Tr46Options = Object.freeze({
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  verifyDNSLength: true,
  transitionalProcessing: false,
});

/** The A-label form of `domain` under UTS 46 with every check on, or null when it fails. */
export function tr46Strict(domain: string): string | null {
  return tr46.toASCII(domain, STRICT);
}

/** The Unicode form of `domain` under UTS 46 with no check: `xn--` labels decoded, whatever they decode to. */
export function tr46Unicode(domain: string): { domain: string; error: boolean } {
  return tr46.toUnicode(domain);
}

/**
 * The A-label form of `domain` under UTS 46 with every check but the DNS lengths on (so long labels still
 * convert), less any check `relaxed` turns off; or null.
 */
export function tr46AsciiAnyLength(domain: string, relaxed: Tr46Options = {}): string | null {
  return tr46.toASCII(domain, { ...STRICT, verifyDNSLength: false, ...relaxed });
}

/** The Unicode form of `domain` under UTS 46 with every check but the DNS lengths on. */
export function tr46UnicodeAnyLength(domain: string): { domain: string; error: boolean } {
  return tr46.toUnicode(domain, { ...STRICT, verifyDNSLength: false });
}
