import { UserRejectedRequestError } from '@latchkit/core'
import { BitcoinWalletResponseError } from '../../errors/walletErrors.js'
import type { BitcoinAccount } from '../bitcoinWallet.js'

/** sats-connect's JSON-RPC code for a request the visitor declined. */
const userRejection = -32000

type RpcError = { code?: unknown; message?: unknown }

function toWalletError(wallet: string, error: RpcError): Error {
  if (error.code === userRejection || error.code === 4001)
    return new UserRejectedRequestError({ cause: error })
  const message = typeof error.message === 'string' ? error.message : 'no message'
  return new BitcoinWalletResponseError({ wallet, details: `Error ${String(error.code)}: ${message}` })
}

/**
 * Calls `method` and reads the JSON-RPC answer: its `result`, or its `error` as LatchKit's error
 * (a declined request as {@link UserRejectedRequestError}). Providers answer `{ result }` or
 * `{ error }`, and some throw the error object instead; both read the same.
 */
export async function requestSatsConnect(
  wallet: string,
  provider: { request: (method: string, params?: unknown) => Promise<unknown> },
  method: string,
  params?: unknown,
): Promise<Record<string, unknown>> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    const inner = (error as { error?: RpcError } | null)?.error ?? (error as RpcError)
    throw typeof inner === 'object' && inner !== null ? toWalletError(wallet, inner) : error
  }
  const { result, error } = (answer ?? {}) as { result?: unknown; error?: RpcError }
  if (error && typeof error === 'object') throw toWalletError(wallet, error)
  if (typeof answer !== 'object' || answer === null || !('result' in answer))
    throw new BitcoinWalletResponseError({ wallet, details: `${method} answered no result.` })
  // Methods that only act (wallet_changeNetwork) answer a null result.
  return typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {}
}

/**
 * The accounts in a `wallet_connect`, `wallet_getAccount` or `getAddresses` result: sats-connect's
 * `{ address, publicKey, purpose }` (Xverse), or `{ address, publicKey, type }` where the address
 * type says the purpose (Leather: taproot for inscriptions, segwit for payments).
 */
export function readSatsConnectAccounts(result: Record<string, unknown>): BitcoinAccount[] {
  const addresses = Array.isArray(result.addresses) ? result.addresses : []
  const accounts: BitcoinAccount[] = []
  for (const entry of addresses) {
    const { address, publicKey, purpose, type, addressType, symbol } = (entry ?? {}) as Record<
      string,
      unknown
    >
    if (typeof address !== 'string' || address === '') continue
    if (symbol !== undefined && symbol !== 'BTC') continue
    const kind = typeof addressType === 'string' ? addressType : type
    const accountPurpose =
      purpose === 'ordinals'
        ? 'ordinal'
        : purpose === 'payment'
          ? 'payment'
          : kind === 'p2tr'
            ? 'ordinal'
            : kind
              ? 'payment'
              : undefined
    if (!accountPurpose) continue
    accounts.push({
      address,
      purpose: accountPurpose,
      publicKey: typeof publicKey === 'string' ? publicKey : '',
    })
  }
  // Payment first: the kit's first account is the active one.
  return accounts.sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
}
