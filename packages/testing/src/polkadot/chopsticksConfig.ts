/** How chopsticks makes blocks: one per submitted extrinsic, or only on `dev_newBlock`. */
export type PolkadotBlockMode = 'Instant' | 'Manual'

/**
 * The chopsticks configuration (its `--config` file's fields) of a chain started from a local
 * chain spec: no endpoint to fork, so nothing goes to the network. `port: 0` lets the system
 * pick a free port, which chopsticks prints. `import-storage` writes the accounts' balances into
 * the state before the first block is served.
 */
export function chopsticksConfig(parameters: {
  chainSpecPath: string
  blockMode: PolkadotBlockMode
  fundedAddresses: readonly string[]
  freeBalance: bigint
}) {
  const { chainSpecPath, blockMode, fundedAddresses, freeBalance } = parameters
  return {
    genesis: chainSpecPath,
    host: '127.0.0.1',
    port: 0,
    'build-block-mode': blockMode,
    'import-storage': {
      System: {
        Account: fundedAddresses.map((address) => [
          [address],
          // providers: 1 makes the account exist, as a transfer into it would have.
          { providers: 1, data: { free: freeBalance.toString() } },
        ]),
      },
    },
  }
}
