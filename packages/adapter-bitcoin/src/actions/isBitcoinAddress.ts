import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { prepareBitcoinjs } from './bitcoinjs.js'
import { toRecipientScript } from './recipientScript.js'

/**
 * Whether `address` is one a send on `network` pays: bitcoinjs-lib decodes it with the network's
 * bech32 prefix and base58 version bytes (checksums included), as the send itself does.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinMainnet) // true
 * isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinMainnet) // false: testnet's
 */
export function isBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  prepareBitcoinjs()
  try {
    toRecipientScript(address, network)
    return true
  } catch {
    return false
  }
}
