import type { TokenBalance } from '@latchkit/core'
import type { ApiPromise } from '@polkadot/api'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { readFreeAndReservedBalance } from './readFreeAndReservedBalance.js'

/**
 * `address`'s balance on `network` as the kit's token list holds it: the network's token only, its
 * free balance in whole units (what `getBalance` reads); no price source on a chain (price 0, no
 * value), no icon.
 *
 * @example
 * await readTokenBalances(api, { address, network: polkadot })
 * // [{ name: 'DOT', symbol: 'DOT', chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', price: 0, quantity: { decimals: '10', numeric: '12.5' }, iconUrl: '' }]
 * @throws {InvalidAddressError} for an address that is not SS58.
 */
export async function readTokenBalances(
  api: ApiPromise,
  parameters: { address: string; network: PolkadotNetwork },
): Promise<TokenBalance[]> {
  const { network } = parameters
  const { free, symbol } = await readFreeAndReservedBalance(api, parameters)
  const { name, decimals } = network.nativeCurrency
  return [
    {
      name,
      symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: { decimals: String(decimals), numeric: free },
      iconUrl: '',
    },
  ]
}
