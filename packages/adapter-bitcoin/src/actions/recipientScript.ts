import { InvalidAddressError } from '@latchkit/core'
import { address } from 'bitcoinjs-lib'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { toBitcoinjsNetwork } from './bitcoinjs.js'

// Segwit versions above 1 (taproot) have no spending rules yet: coins sent there could be lost.
const highestWitnessVersion = 1

/**
 * The output script paying `recipient`, an address of `network` (base58 P2PKH or P2SH, bech32
 * P2WPKH or P2WSH, bech32m P2TR).
 *
 * @example
 * toRecipientScript('rltc1q...', network) // Uint8Array [0x00, 0x14, ...]
 * @throws {InvalidAddressError} (field `recipient`) for anything else, another network's included.
 */
export function toRecipientScript(recipient: string, network: BitcoinNetwork): Uint8Array {
  const { bitcoin } = network
  const invalid = (cause?: unknown) =>
    new InvalidAddressError({
      address: recipient,
      field: 'recipient',
      expected: `an address of ${network.name} (${bitcoin.bech32}1..., or base58)`,
      cause,
    })
  const trimmed = typeof recipient === 'string' ? recipient.trim() : ''
  let version: number | undefined
  try {
    version = address.fromBech32(trimmed).version
  } catch {}
  if (version !== undefined && version > highestWitnessVersion) throw invalid()
  try {
    return address.toOutputScript(trimmed, toBitcoinjsNetwork(bitcoin))
  } catch (cause) {
    throw invalid(cause)
  }
}
