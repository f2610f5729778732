import { createMemoryStorage } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'

export const testAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Kit options over the rig's in-memory test adapter: eip155 (MetaMask) and solana (no wallets),
 * with storage of its own, so no test starts from what another left in the page's localStorage.
 */
export function testKitParameters() {
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum, testNetworks.optimism],
    wallets: [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', accounts: [testAddress] }],
    balances: { [testAddress]: '1.5' },
  })
  const solana = createTestAdapter({ namespace: 'solana', networks: [testNetworks.solana], wallets: [] })
  return {
    adapters: [evm, solana],
    networks: [testNetworks.ethereum, testNetworks.optimism, testNetworks.solana],
    enableReconnect: false,
    storage: createMemoryStorage(),
  }
}
