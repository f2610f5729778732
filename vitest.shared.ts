import { fileURLToPath } from 'node:url'

/**
 * How the packages' unit tests run: the test files of a package share worker threads and the
 * modules they import, instead of a fresh process that imports viem, React or web3.js again for
 * every file. On the two-core CI machine this cuts each package's suite to a third or less (ui:
 * 261 s to 62 s; core: 478 s to 148 s). A test must therefore undo what it changes in globals
 * (fake windows, timers) in its own teardown; tests that count the process's open handles run in
 * a process of their own (see packages/testing/vitest.config.ts).
 *
 * The time limits (20 s a test, 30 s a hook, against vitest's 5 s and 10 s) allow for CI's two
 * cores, shared with a browser or a chain more often than not: a 1,000-run property test that
 * takes one second here has taken more than five there. A test that hangs still fails, later.
 * Property tests take their number of cases from vitest.fuzz-setup.ts.
 */
export const sharedWorkers = {
  setupFiles: fileURLToPath(new URL('./vitest.fuzz-setup.ts', import.meta.url)),
  isolate: false,
  pool: 'threads',
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const
