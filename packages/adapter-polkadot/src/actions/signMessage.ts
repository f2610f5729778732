import { WalletAccountNotFoundError } from '@latchkit/core'
import { bytesToHex } from '@noble/hashes/utils'
import { type PolkadotAdapterContext, requireConnection } from '../adapter/polkadotAdapterContext.js'
import { decodeSs58 } from '../utils/ss58.js'

/** What `signMessage` takes. */
export type PolkadotSignMessageParameters = { connectorId: string; address: string; message: string }

/**
 * Has the wallet sign `message` (its UTF-8 bytes, `signRaw` with `type: 'bytes'`: the wallet
 * wraps them in `<Bytes>…</Bytes>` before signing, so no transaction can be signed this way) with
 * `address`'s key, `address` in any network's SS58 format. Resolves the hex signature.
 *
 * @throws {ConnectorNotConnectedError} for a connector without a connection.
 * @throws {WalletAccountNotFoundError} when the wallet does not share `address`.
 * @throws {UserRejectedRequestError} when the visitor declines.
 */
export async function signMessage(
  context: PolkadotAdapterContext,
  parameters: PolkadotSignMessageParameters,
): Promise<`0x${string}`> {
  const connection = requireConnection(context, parameters.connectorId)
  const decoded = decodeSs58(parameters.address)
  const accountId = decoded && `0x${bytesToHex(decoded.accountId)}`
  const account = connection.walletAccounts.find((candidate) => candidate.accountId === accountId)
  if (!account)
    throw new WalletAccountNotFoundError({ wallet: connection.wallet.name, address: parameters.address })
  const data = `0x${bytesToHex(new TextEncoder().encode(parameters.message))}` as const
  return connection.wallet.signRaw({ address: account.address, data, network: connection.network })
}
