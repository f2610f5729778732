import { createTestAdapter, testNetworks } from '@latchkit/testing'

export const testAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Kit options over the rig's in-memory test adapter: eip155 (MetaMask) and solana (no wallets). */
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
  }
}
