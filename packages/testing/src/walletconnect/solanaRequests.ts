import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, type Keypair, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import {
  invalidParams,
  unauthorizedAccount,
  unsupportedMethod,
  WalletRequestError,
} from './walletRequestError.js'

/**
 * Answers the `solana` requests of a session (the WalletConnect Solana RPC methods) with an
 * ed25519 keypair; `solana_signAndSendTransaction` sends through `rpcUrl` (the rig's LiteSVM).
 */
export function createSolanaRequestHandler(keypair: Keypair, options: { rpcUrl?: string | undefined }) {
  const publicKey = keypair.publicKey.toBase58()
  const connection = options.rpcUrl ? new Connection(options.rpcUrl, 'confirmed') : undefined

  function signTransaction(params: Record<string, unknown>) {
    if (typeof params.transaction !== 'string') throw invalidParams('"transaction" must be a base64 string')
    let transaction: VersionedTransaction
    try {
      // Reads legacy and versioned (v0) wire formats alike.
      transaction = VersionedTransaction.deserialize(Buffer.from(params.transaction, 'base64'))
    } catch (error) {
      throw invalidParams(
        `"transaction" is not a serialized Solana transaction (${(error as Error).message})`,
      )
    }
    const signerIndex = transaction.message.staticAccountKeys
      .slice(0, transaction.message.header.numRequiredSignatures)
      .findIndex((key) => key.equals(keypair.publicKey))
    if (signerIndex === -1) throw unauthorizedAccount(publicKey)
    transaction.sign([keypair])
    return { transaction, signature: bs58.encode(transaction.signatures[signerIndex] as Uint8Array) }
  }

  return async (method: string, params: unknown): Promise<unknown> => {
    const fields = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
    switch (method) {
      case 'solana_signMessage': {
        if (typeof fields.pubkey === 'string' && fields.pubkey !== publicKey)
          throw unauthorizedAccount(fields.pubkey)
        if (typeof fields.message !== 'string') throw invalidParams('"message" must be a base58 string')
        const message = decodeBase58(fields.message, 'message')
        return { signature: bs58.encode(ed25519.sign(message, keypair.secretKey.slice(0, 32))) }
      }
      case 'solana_signTransaction': {
        const { transaction, signature } = signTransaction(fields)
        return { signature, transaction: Buffer.from(transaction.serialize()).toString('base64') }
      }
      case 'solana_signAndSendTransaction': {
        if (!connection)
          throw new WalletRequestError(-32603, 'The rig wallet was started without a Solana rpcUrl')
        const { transaction } = signTransaction(fields)
        const signature = await connection.sendRawTransaction(
          transaction.serialize(),
          fields.sendOptions as SendOptions,
        )
        return { signature }
      }
      default:
        throw unsupportedMethod(method)
    }
  }
}

function decodeBase58(text: string, name: string): Uint8Array {
  try {
    return bs58.decode(text)
  } catch {
    throw invalidParams(`"${name}" is not base58`)
  }
}
