import type { AdapterBalance, TokenBalance } from '@latchkit/core'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

/**
 * A native balance (whole units, as `readBalance` gives it) as the kit's token list holds it: no
 * contract address, no price source on a chain (price 0, no value), no icon.
 *
 * @example
 * nativeTokenBalance(bitcoinMainnet, { balance: '0.5', symbol: 'BTC' })
 * // { name: 'Bitcoin', symbol: 'BTC', chainId: 'bip122:000000000019d6689c085ae165831e93', price: 0, quantity: { decimals: '8', numeric: '0.5' }, iconUrl: '' }
 */
export function nativeTokenBalance(network: BitcoinNetwork, balance: AdapterBalance): TokenBalance {
  const { name, decimals } = network.nativeCurrency
  return {
    name,
    symbol: balance.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: balance.balance },
    iconUrl: '',
  }
}
