import type { Plugin } from 'vite';

/**
 * The built playground's Content-Security-Policy: scripts, styles and workers from its own origin only,
 * and no connections at all (connect-src 'none'), so an address typed here cannot be sent anywhere.
 * `blob:` images are never needed; downloads of exports are navigations, which connect-src does not cover.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "worker-src 'self'",
  "connect-src 'none'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Adds the policy as a <meta> tag to the production build only: Vite's dev server needs a websocket
 * (and inline scripts) for hot reload, which the policy would block. The e2e tests run on the build.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'email-rules-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
