import { invalidParams } from '../providerRpcError.js'
import type { BitcoinWalletPurpose } from './bitcoinWalletAccounts.js'
import {
  type BitcoinWalletContext,
  confirm,
  requireAuthorized,
  signingAccount,
  visibleAccounts,
} from './bitcoinWalletContext.js'
import { broadcastBitcoinTransaction } from './broadcastBitcoinTransaction.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { readPsbt, signBitcoinPsbt } from './signBitcoinPsbt.js'

/**
 * One method of the page-to-wallet protocol, which every page script (Unisat, sats-connect,
 * wallet standard) speaks in its own API's words; `params` is the one object the page sent.
 */
export type BitcoinWalletMethod = (
  context: BitcoinWalletContext,
  params: Record<string, unknown>,
  origin: string,
) => Promise<unknown>

const purposesParam = (value: unknown): BitcoinWalletPurpose[] | undefined => {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || !value.every((item) => item === 'payment' || item === 'ordinal'))
    throw invalidParams('Expected purposes as a list of "payment" and "ordinal".')
  return value
}

const signInputsParam = (value: unknown): Record<string, number[]> | undefined => {
  if (value === undefined || value === null) return undefined
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined
  if (!entries?.every(([, indexes]) => Array.isArray(indexes) && indexes.every(Number.isInteger)))
    throw invalidParams('Expected signInputs as { address: [input indexes] }.')
  return Object.fromEntries(entries) as Record<string, number[]>
}

/** The wallet's answers to the page: accounts, message and PSBT signing, broadcasting, the network. */
export const bitcoinWalletMethods: Record<string, BitcoinWalletMethod> = {
  // A silent connect never prompts: the accounts of an earlier authorization, or none. A site
  // connected already is answered without a prompt, as wallets do.
  connect: async (context, { silent, purposes }, origin) => {
    const wanted = purposesParam(purposes)
    if (!context.authorizedOrigins.has(origin) && silent !== true) {
      await confirm(context, 'connect')
      context.authorizedOrigins.add(origin)
    }
    return { accounts: visibleAccounts(context, origin, wanted) }
  },

  disconnect: async (context, _params, origin) => {
    context.authorizedOrigins.delete(origin)
    return null
  },

  signMessage: async (context, { address, message, protocol }, origin) => {
    const account = signingAccount(context, origin, address)
    if (typeof message !== 'string') throw invalidParams('Expected message as a string.')
    if (protocol !== 'ecdsa' && protocol !== 'bip322')
      throw invalidParams(`Expected protocol "ecdsa" or "bip322", got ${String(protocol)}.`)
    // An ECDSA signature for the taproot account is refused before the user is asked.
    signBitcoinMessage({ account, message, protocol, messagePrefix: context.network.messagePrefix })
    await confirm(context, 'signMessage')
    const signed = signBitcoinMessage({
      account,
      message,
      protocol,
      messagePrefix: context.network.messagePrefix,
    })
    return { ...signed, address: account.address, protocol }
  },

  signPsbt: async (context, { psbt, signInputs, finalize, broadcast }, origin) => {
    requireAuthorized(context, origin)
    const wanted = signInputsParam(signInputs)
    const sign = () =>
      signBitcoinPsbt({
        psbt: readPsbt(psbt, context.network),
        accounts: context.accounts,
        signInputs: wanted,
        finalize: finalize !== false || broadcast === true,
      })
    sign() // A PSBT the wallet cannot sign is refused before the user is asked.
    await confirm(context, 'signPsbt')
    const signed = sign()
    if (broadcast !== true) return { psbt: signed.toBase64() }
    return { psbt: signed.toBase64(), txid: await broadcastBitcoinTransaction(signed, context.esploraUrl) }
  },

  // Unisat's pushPsbt: a finalized PSBT, broadcast without a prompt.
  pushPsbt: async (context, { psbt }, origin) => {
    requireAuthorized(context, origin)
    return { txid: await broadcastBitcoinTransaction(readPsbt(psbt, context.network), context.esploraUrl) }
  },

  // The wallet has one network: switching to it (by any API's name for it) is all it can do.
  switchNetwork: async (context, { name }) => {
    if (typeof name !== 'string' || !Object.values(context.networkNames).includes(name))
      throw invalidParams(
        `The wallet has no network ${String(name)}; it is on ${context.networkNames.satsConnect}.`,
      )
    await confirm(context, 'switchNetwork')
    return { names: context.networkNames }
  },

  getNetwork: async (context) => ({ names: context.networkNames }),
}
