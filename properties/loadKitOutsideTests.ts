/**
 * Mutation runs only (vite.config.ts adds this file when EMAIL_RULES_MUTATION=1): loads every module of the
 * kit before any test starts. Stryker counts code that runs outside a test as static, and mutation runs
 * share one module cache across files (isolate: false), so without this a module's load-time code would be
 * charged to whichever test happened to import it first (the entry tests import inside a test), and the
 * same mutant would be static in one run and covered by one unrelated test in the next.
 */
import '../src/index.ts';
import '../src/text.ts';
