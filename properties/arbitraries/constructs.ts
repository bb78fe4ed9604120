/**
 * Valid addresses wrapped in the constructs people paste (constructs.property.test.ts): a display name with
 * angle brackets, a list, a comment, a mailto: link, the root's trailing dot, an address literal. Each
 * case keeps the address inside, so the properties can hold the kit's reading to it and to an RFC 5322 parser.
 */
import fc from 'fast-check';
import { validAddress } from './addresses.ts';

export type ConstructCase =
  | { readonly kind: 'displayName'; readonly input: string; readonly address: string; readonly name: string }
  | { readonly kind: 'addressList'; readonly input: string; readonly addresses: readonly string[] }
  | { readonly kind: 'comment'; readonly input: string; readonly address: string }
  | { readonly kind: 'mailto'; readonly input: string; readonly address: string }
  | { readonly kind: 'trailingDot'; readonly input: string; readonly address: string }
  | { readonly kind: 'addressLiteral'; readonly input: string; readonly local: string };

/** Addresses valid under `standard` (dot-atom and LDH labels): every RFC 5322 parser reads them as they are. */
const address = (): fc.Arbitrary<string> => validAddress({ shape: 'standard' });
const word = fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

export function displayNameCase(): fc.Arbitrary<ConstructCase> {
  return fc.record({ address: address(), name: fc.oneof(phrase, fc.constant('')) }).map(({ address, name }) => ({
    kind: 'displayName' as const,
    input: name === '' ? `<${address}>` : `${name} <${address}>`,
    address,
    name,
  }));
}

export function addressListCase(): fc.Arbitrary<ConstructCase> {
  return fc
    .tuple(fc.array(address(), { minLength: 2, maxLength: 4 }), fc.constantFrom(', ', ',', ' , '))
    .map(([addresses, separator]) => ({ kind: 'addressList' as const, input: addresses.join(separator), addresses }));
}

export function commentCase(): fc.Arbitrary<ConstructCase> {
  return fc.tuple(address(), phrase, fc.boolean()).map(([address, text, before]) => ({
    kind: 'comment' as const,
    input: before ? `(${text})${address}` : `${address} (${text})`,
    address,
  }));
}

export function mailtoCase(): fc.Arbitrary<ConstructCase> {
  return fc
    .tuple(address(), fc.constantFrom('mailto:', 'MAILTO:', 'mailto:'), fc.constantFrom('', '?subject=Hello'))
    .map(([address, scheme, query]) => {
      // A mailto: URI percent-encodes what a URI may not hold as it is (RFC 6068): `?` in a local part is `%3F`.
      const at = address.lastIndexOf('@');
      const written = `${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
      return { kind: 'mailto' as const, input: `${scheme}${written}${query}`, address };
    });
}

export function trailingDotCase(): fc.Arbitrary<ConstructCase> {
  // Also with the domain cut to its first label, which the dot's removal leaves one label short in most profiles.
  const firstLabelOnly = (whole: string) => whole.slice(0, whole.indexOf('.', whole.lastIndexOf('@')));
  return fc
    .oneof(address(), address().map(firstLabelOnly))
    .map((address) => ({ kind: 'trailingDot' as const, input: `${address}.`, address }));
}

const octet = fc.integer({ min: 0, max: 255 });

export function addressLiteralCase(): fc.Arbitrary<ConstructCase> {
  return fc.tuple(address(), fc.tuple(octet, octet, octet, octet)).map(([address, octets]) => {
    const local = address.slice(0, address.lastIndexOf('@'));
    return { kind: 'addressLiteral' as const, input: `${local}@[${octets.join('.')}]`, local };
  });
}

/** Any of them. */
export function constructCase(): fc.Arbitrary<ConstructCase> {
  return fc.oneof(
    displayNameCase(),
    addressListCase(),
    commentCase(),
    mailtoCase(),
    trailingDotCase(),
    addressLiteralCase(),
  );
}
