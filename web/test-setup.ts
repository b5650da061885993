// The web tests that need no DOM run in Node (`// @vitest-environment node`): they skip Testing
// Library's import and jsdom's fill-ins, half a second each.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');

  // The files of a worker share one document (vitest.config.ts, isolate: false): what a test
  // rendered goes with it, whether or not its file calls cleanup itself.
  afterEach(cleanup);

  /**
   * The component tests' waits (`findBy…`, `waitFor`): 5 s instead of Testing Library's 1 s. A
   * form's validation resolves asynchronously, and on a CI machine running two browsers and the
   * node suites at once a correct answer took more than a second to show (dashboard-page.test,
   * 26 November 2026); a wrong one still fails, only later.
   */
  configure({ asyncUtilTimeout: 5_000 });

  /**
   * The pages load zod and the schemas with their first API answer rather than before their first
   * paint (docs/decisions/0021). In a browser that is one small file; here it is Vite transforming
   * zod for the worker, seconds on a loaded machine, inside whichever test comes first: done once,
   * before the tests.
   */
  await Promise.all([import('@core/schemas/draft'), import('@core/schemas/profile')]);

  /**
   * jsdom has no ResizeObserver, which Radix's radios and the editor's comment markers use to
   * measure themselves: one that never reports (sizes are the browser's, tested in e2e/).
   */
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A module (its top-level await needs one).
export {};
