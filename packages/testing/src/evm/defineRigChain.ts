import { type Chain, defineChain } from 'viem'
import type { DeployedContract } from './deployRigContracts.js'

/**
 * A viem `Chain` for a rig node: ready for `createPublicClient({ chain, transport: http() })`,
 * with `contracts.multicall3` (for `multicall` and batched reads) and
 * `contracts.ensUniversalResolver` (for `getEnsName`, `getEnsAddress`, `getEnsAvatar`...) once the
 * rig's contracts are deployed.
 */
export function defineRigChain(parameters: {
  chainId: number
  name: string
  rpcUrl: string
  wsUrl: string
  contracts?: { multicall3: DeployedContract; ensUniversalResolver: DeployedContract } | undefined
}): Chain {
  const { chainId, name, rpcUrl, wsUrl, contracts } = parameters
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    ...(contracts ? { contracts } : {}),
    testnet: true,
  })
}
