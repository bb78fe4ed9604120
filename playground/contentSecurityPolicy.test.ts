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
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });

  it('applies to the production build only, leaving the dev server its websocket', () => {
    expect(contentSecurityPolicy().apply).toBe('build');
  });
});
