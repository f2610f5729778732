import type { EsploraService } from './startEsploraService.js'
import type { LitecoinRegtest } from './startLitecoinRegtest.js'

/** The Bitcoin-family part of the rig as lines for a terminal, in the style of `describeRig`. */
export function describeBitcoinRig(parts: { node: LitecoinRegtest; esplora: EsploraService }): string[] {
  const { node, esplora } = parts
  return [
    'Bitcoin family (litecoind regtest; bech32 "rltc", message prefix "Litecoin Signed Message")',
    `  ${node.caipNetworkId}: Esplora ${esplora.url}`,
    `  node RPC ${node.rpcUrl} (user ${node.rpcUser}, password ${node.rpcPassword}, wallet "${node.walletName}")`,
    `  mining address ${node.miningAddress}`,
  ]
}
