import type { BitcoinNetworkParameters } from '../networks/bitcoinNetwork.js'

// The address check the adapter can make before its sending part (bitcoinjs-lib, which decodes
// addresses with their checksums) has downloaded: the form alone, in a few bytes of the entry.

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/
// After the prefix and `1`: the witness version (0 or 1), then at least a P2WPKH program and a checksum.
const segwitData = /^[qp][qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38,}$/

/**
 * Whether `address` has the form of an address of a network with `parameters`: its bech32 prefix,
 * `1`, a witness version of 0 or 1 and bech32 characters in one case (at most 90 in all), or 25 to
 * 35 base58 characters. Checksums and base58 version bytes are not read.
 *
 * @example
 * looksLikeBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { bech32: 'bc', ... }) // true
 * looksLikeBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', { bech32: 'bc', ... }) // false
 */
export function looksLikeBitcoinAddress(address: string, parameters: BitcoinNetworkParameters): boolean {
  if (base58Address.test(address)) return true
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  const prefix = `${parameters.bech32}1`
  return lower.length <= 90 && lower.startsWith(prefix) && segwitData.test(lower.slice(prefix.length))
}
