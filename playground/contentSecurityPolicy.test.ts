import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './contentSecurityPolicy.ts';

describe('the playground Content-Security-Policy', () => {
  it('forbids every connection and anything not from the page itself', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources.join(' ')];
      }),
    );
    expect(directives['connect-src']).toBe("'none'");
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self'");
    // What fetches stays on the page's own origin, so no style (nor anything else) can send an address out.
    for (const fetching of ['img-src', 'font-src', 'worker-src', 'manifest-src', 'style-src'])
      expect(directives[fetching], fetching).toMatch(/^'self'( data:)?$/);
  });

  it("allows unsafe-inline for the editor's <style> element only: never for scripts or style attributes", () => {
    const unsafe = CONTENT_SECURITY_POLICY.split('; ').filter((directive) => directive.includes('unsafe'));
    expect(unsafe).toEqual(["style-src-elem 'self' 'unsafe-inline'"]);
  });

  it('applies to the production build only, leaving the dev server its websocket', () => {
    expect(contentSecurityPolicy().apply).toBe('build');
  });
});
