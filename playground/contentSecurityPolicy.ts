import type { Plugin } from 'vite';

/**
 * The built playground's Content-Security-Policy: scripts, style sheets and workers from its own origin
 * only, and no connections at all (connect-src 'none'), so an address typed here cannot be sent anywhere.
 * `blob:` images are never needed; downloads of exports are navigations, which connect-src does not cover.
 *
 * One allowance: <style> elements written by the page's own scripts (style-src-elem 'unsafe-inline'). The
 * large-text editor (CodeMirror) writes its base styles into one; refused, its scroller lost `overflow`
 * and the box grew to the height of the whole text, with a console error on every large paste. A style
 * cannot send anything either: every directive that fetches (images, fonts, connections) stays 'self' or
 * 'none'. Style attributes stay refused (style-src-attr falls back to style-src), and scripts stay 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
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
