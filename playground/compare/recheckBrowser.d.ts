/**
 * recheck's pure-JavaScript build (Scala.js), which its package.json names for browsers. The package's main
 * entry picks a native binary, a JAR or a synckit thread instead; this one runs the same checker anywhere,
 * in a Web Worker as in Node, so the worker and the tests run the very same code. It is CommonJS, so its
 * exports are reached through the default import in Node and in Vite alike.
 */
declare module 'recheck/lib/browser.js' {
  import type { Diagnostics, Parameters } from 'recheck';

  const recheck: {
    /** Blocks until the verdict, bounded by `params.timeout` (milliseconds). */
    checkSync(source: string, flags: string, params?: Parameters): Diagnostics;
  };
  export default recheck;
}
