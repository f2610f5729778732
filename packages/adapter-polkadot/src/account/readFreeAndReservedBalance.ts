import { formatAmount, InvalidAddressError } from '@latchkit/core'
import { bytesToHex } from '@noble/hashes/utils'
import type { ApiPromise } from '@polkadot/api'
import type {} from '@polkadot/api-augment'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { decodeSs58 } from '../utils/ss58.js'

/** An account's balance on a network, in whole units of its token. */
export type PolkadotFreeAndReservedBalance = {
  /** What the account holds and may spend or lock (`system.account`'s `free`). */
  free: string
  /** What a pallet holds back for the account (deposits, bonds): `reserved`. */
  reserved: string
  symbol: string
}

/**
 * The free and reserved balance of `address` (any SS58 prefix) on `network`, from
 * `system.account` through the network's client.
 *
 * @throws {InvalidAddressError} for an address that is not SS58.
 */
export async function readFreeAndReservedBalance(
  api: ApiPromise,
  parameters: { address: string; network: PolkadotNetwork },
): Promise<PolkadotFreeAndReservedBalance> {
  const decoded = decodeSs58(parameters.address)
  if (!decoded)
    throw new InvalidAddressError({
      address: parameters.address,
      field: 'address',
      expected: 'an SS58 address of a Polkadot-family account',
    })
  const { data } = await api.query.system.account(`0x${bytesToHex(decoded.accountId)}`)
  const { decimals, symbol } = parameters.network.nativeCurrency
  return {
    free: formatAmount(data.free.toBigInt(), decimals),
    reserved: formatAmount(data.reserved.toBigInt(), decimals),
    symbol,
  }
}
