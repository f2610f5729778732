import type { PolkadotChain } from './startPolkadotChain.js'

/** The Polkadot part of the rig as lines for a terminal, in the style of `describeRig`. */
export function describePolkadotChain(chain: PolkadotChain): string[] {
  const blocks = chain.blockMode === 'Instant' ? 'a block per extrinsic' : 'blocks on dev_newBlock'
  return [
    `Polkadot family (chopsticks: ${chain.name} runtime from its genesis, ${blocks})`,
    `  ${chain.caipNetworkId}: ${chain.wsUrl} (${chain.symbol}, ${chain.decimals} decimals, SS58 prefix ${chain.ss58Prefix})`,
    `  genesis hash ${chain.genesisHash}`,
    ...chain.accounts.map(
      (account) => `  ${account.name} ${account.address} (${account.type}, key ${account.uri})`,
    ),
  ]
}
