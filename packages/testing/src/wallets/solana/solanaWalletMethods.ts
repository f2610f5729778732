import { ed25519 } from '@noble/curves/ed25519.js'
import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import { sendSolanaTransaction, signSolanaTransaction } from './signSolanaTransaction.js'
import {
  confirm,
  rpcUrlFor,
  type SolanaWalletContext,
  signerFor,
  visibleAccounts,
} from './solanaWalletContext.js'

/** One method of the page-to-wallet protocol; `params` is the one object the page sent. */
export type SolanaWalletMethod = (
  context: SolanaWalletContext,
  params: Record<string, unknown>,
  origin: string,
) => Promise<unknown>

const bytesParam = (value: unknown, field: string): Uint8Array => {
  if (typeof value !== 'string') throw invalidParams(`Expected ${field} as base64.`)
  return new Uint8Array(Buffer.from(value, 'base64'))
}
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** The wallet-standard features, as the Node side of the binding answers them. */
export const solanaWalletMethods: Record<string, SolanaWalletMethod> = {
  // A silent connect never prompts: it returns the accounts of an earlier authorization, or none.
  connect: async (context, { silent }, origin) => {
    if ((context.authorizedOrigins.has(origin) && !context.isLocked) || silent === true)
      return { accounts: visibleAccounts(context, origin) }
    if (context.isLocked)
      throw new ProviderRpcError({
        code: providerErrorCodes.userRejectedRequest,
        message: 'User rejected the request: the wallet is locked.',
      })
    await confirm(context, 'connect')
    context.authorizedOrigins.add(origin)
    return { accounts: visibleAccounts(context, origin) }
  },

  disconnect: async (context, _params, origin) => {
    context.authorizedOrigins.delete(origin)
    return null
  },

  signMessage: async (context, { address, message }, origin) => {
    const keypair = signerFor(context, origin, address)
    const bytes = bytesParam(message, 'message')
    await confirm(context, 'sign')
    return { signature: toBase64(ed25519.sign(bytes, keypair.secretKey.slice(0, 32))) }
  },

  signTransaction: async (context, { address, transaction, chain }, origin) => {
    const keypair = signerFor(context, origin, address)
    if (chain !== undefined && !context.chains.includes(chain as never))
      throw invalidParams(`The wallet does not list chain ${String(chain)}.`)
    const bytes = bytesParam(transaction, 'transaction')
    signSolanaTransaction(keypair, bytes) // Refuse a transaction it cannot sign before asking the user.
    await confirm(context, 'sign')
    return { signedTransaction: toBase64(signSolanaTransaction(keypair, bytes).serialize()) }
  },

  signAndSendTransaction: async (context, { address, transaction, chain, options }, origin) => {
    const keypair = signerFor(context, origin, address)
    const rpcUrl = rpcUrlFor(context, chain)
    const bytes = bytesParam(transaction, 'transaction')
    signSolanaTransaction(keypair, bytes)
    await confirm(context, 'send')
    const signed = signSolanaTransaction(keypair, bytes)
    await sendSolanaTransaction(
      rpcUrl,
      signed,
      typeof options === 'object' && options !== null ? options : {},
    )
    const [signature] = signed.signatures
    if (!signature) throw new Error('A signed transaction has a first signature.')
    return { signature: toBase64(signature) }
  },
}
