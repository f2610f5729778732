import { type AddEthereumChainParameter, numberToHex } from 'viem'
import { chainIdOf, type EvmNetwork } from './toNetwork.js'

/** The EIP-3085 description of `network` that a wallet needs to add it. */
export function addEthereumChainParameter(network: EvmNetwork): AddEthereumChainParameter {
  const { default: explorer, ...otherExplorers } = network.blockExplorers ?? {}
  const explorerUrls = [explorer, ...Object.values(otherExplorers)].flatMap((entry) =>
    entry ? [entry.url] : [],
  )
  return {
    chainId: numberToHex(chainIdOf(network)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorerUrls.length > 0 ? { blockExplorerUrls: explorerUrls } : {}),
  }
}
