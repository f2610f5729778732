import { Connection, type Keypair, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'

/**
 * Signs a serialized transaction (legacy or v0) with `keypair`, which must be one of its required
 * signers; the other signatures are left as they came.
 */
export function signSolanaTransaction(keypair: Keypair, serialized: Uint8Array): VersionedTransaction {
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(serialized)
  } catch (cause) {
    throw invalidParams(
      `The transaction could not be read: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
  const { header, staticAccountKeys } = transaction.message
  const signers = staticAccountKeys.slice(0, header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(keypair.publicKey)))
    throw invalidParams(`${keypair.publicKey.toBase58()} is not a signer of this transaction.`)
  transaction.sign([keypair])
  return transaction
}

export type SendSolanaTransactionOptions = Pick<
  SendOptions,
  'skipPreflight' | 'preflightCommitment' | 'maxRetries'
> & {
  /** Waits until the cluster reports this commitment. */
  commitment?: 'processed' | 'confirmed' | 'finalized' | undefined
}

const commitmentRank = { processed: 0, confirmed: 1, finalized: 2 } as const

/** Sends a signed transaction to `rpcUrl`, waits for `commitment` when asked, and returns its signature. */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: VersionedTransaction,
  { commitment, ...sendOptions }: SendSolanaTransactionOptions = {},
): Promise<string> {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true })
  let signature: string
  try {
    signature = await connection.sendRawTransaction(transaction.serialize(), sendOptions)
  } catch (cause) {
    throw new ProviderRpcError({
      code: providerErrorCodes.internalError,
      message: `The cluster refused the transaction: ${cause instanceof Error ? cause.message : String(cause)}`,
    })
  }
  if (!commitment) return signature
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err)
      throw new ProviderRpcError({
        code: providerErrorCodes.internalError,
        message: `The transaction failed: ${JSON.stringify(status.err)}`,
      })
    if (status?.confirmationStatus && commitmentRank[status.confirmationStatus] >= commitmentRank[commitment])
      return signature
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new ProviderRpcError({
    code: providerErrorCodes.internalError,
    message: `${signature} did not reach ${commitment} within 10 s.`,
  })
}
