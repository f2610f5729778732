import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

// The tests that count the process's open sockets, servers and timers after stopping what they
// started: each in its own process, where no other file's servers are open.
const countsOpenHandles = [
  'src/rig/startRig.test.ts',
  'src/walletconnect/cleanShutdown.test.ts',
  'src/evm/startAnvil.test.ts',
  'src/evm/startEvm.test.ts',
]

// Unit tests only: the browser specs in e2e/ run under Playwright. The rig's tests start real
// servers (anvil, LiteSVM, the relay) and round-trip WalletConnect sessions over them: seconds each
// on a busy two-core machine, so they get 20 s rather than vitest's 5 s. The other files share
// worker threads and their imported modules (viem, web3.js, the relay client), which cuts the
// suite from about 9 minutes to 4 on two cores. The process-per-file project keeps the time
// limits of vitest.shared.ts too.
export default defineConfig({
  test: {
    testTimeout: sharedWorkers.testTimeout,
    hookTimeout: sharedWorkers.hookTimeout,
    projects: [
      {
        extends: true,
        test: { ...sharedWorkers, name: 'shared', include: ['src/**/*.test.ts'], exclude: countsOpenHandles },
      },
      { extends: true, test: { name: 'own process', include: countsOpenHandles } },
    ],
  },
})
