import { WalletFeatureNotSupportedError, withUserRejectionMapped } from '@latchkit/core'
import { accountOf, requireConnection, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { encodeBase58 } from '../utils/base58.js'

/** What {@link signMessage} signs. */
export type SolanaSignMessageParameters = {
  connectorId: string
  /** The account to sign with. @default the connection's first account */
  address?: string | undefined
  /** Text (signed as its UTF-8 bytes) or raw bytes. */
  message: string | Uint8Array
}

/**
 * Asks the wallet to sign `message` (`solana:signMessage`); resolves the ed25519 signature in
 * base58, as Solana tools print it.
 *
 * @throws {UserRejectedRequestError} when the visitor declines.
 * @throws {ConnectorNotConnectedError}, {WalletFeatureNotSupportedError}.
 */
export async function signMessage(
  context: SolanaAdapterContext,
  parameters: SolanaSignMessageParameters,
): Promise<string> {
  const signature = await signMessageBytes(context, parameters)
  return encodeBase58(signature)
}

/** {@link signMessage}, resolving the 64 signature bytes. */
export async function signMessageBytes(
  context: SolanaAdapterContext,
  parameters: SolanaSignMessageParameters,
): Promise<Uint8Array> {
  const record = requireConnection(context, parameters.connectorId)
  const account = accountOf(record, parameters.address)
  if (!record.wallet.canSignMessage)
    throw new WalletFeatureNotSupportedError({ wallet: record.wallet.name, feature: 'sign messages' })
  const message =
    typeof parameters.message === 'string' ? new TextEncoder().encode(parameters.message) : parameters.message
  return withUserRejectionMapped(() => record.wallet.signMessage({ account, message }))
}
