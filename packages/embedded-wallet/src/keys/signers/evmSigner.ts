import type { AccessList, Address, Hex, SignableMessage } from 'viem'
import { isAddressEqual, isHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { InvalidSigningRequestError } from './errors.js'
import { readTypedData } from './readTypedData.js'

/** The message of a `personal_sign` request: 0x-prefixed hex is bytes, anything else is UTF-8 text. */
export function personalMessageOf(message: string): SignableMessage {
  return isHex(message, { strict: true }) ? { raw: message } : message
}

/**
 * Signs a `personal_sign` message (EIP-191: prefixed with "\x19Ethereum Signed Message:\n" and its
 * length). `message` is hex for bytes or plain text, as sites send it.
 *
 * @example
 * const signature = await signPersonalMessage(evm.privateKey, '0x48656c6c6f') // "Hello"
 */
export async function signPersonalMessage(privateKey: Hex, message: string): Promise<Hex> {
  return accountOf(privateKey, 'message').signMessage({ message: personalMessageOf(message) })
}

/**
 * Signs an `eth_signTypedData_v4` request given as its JSON text (EIP-712).
 *
 * @example
 * const signature = await signTypedDataV4(evm.privateKey, JSON.stringify(typedData))
 */
export async function signTypedDataV4(privateKey: Hex, typedDataJson: string): Promise<Hex> {
  const typedData = readTypedData(typedDataJson)
  try {
    return await accountOf(privateKey, 'message').signTypedData(typedData)
  } catch (cause) {
    throw new InvalidSigningRequestError({
      what: 'message',
      reason: 'Typed data does not match its types',
      cause,
    })
  }
}

type TransactionFields = {
  /** Required: a signature without a chain id could be replayed on another chain. */
  chainId: number
  nonce: number
  gas: bigint
  /** Absent or null deploys a contract. */
  to?: Address | null
  value?: bigint
  data?: Hex
  accessList?: AccessList
  /** When present, must be this wallet's address. */
  from?: Address
}

/** A transaction to sign: EIP-1559 fees, or a legacy gas price (signed with EIP-155 replay protection). */
export type EvmTransactionRequest = TransactionFields &
  ({ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint })

/**
 * Signs a transaction and returns it serialized, ready for `eth_sendRawTransaction`. Refuses one
 * without a chain id, nonce, gas or fees (the frame fills them before asking for approval), and one
 * whose `from` is another address.
 *
 * @example
 * const raw = await signTransaction(evm.privateKey, { chainId: 1, nonce: 0, gas: 21_000n, to, value,
 *   maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n })
 */
export async function signTransaction(privateKey: Hex, request: EvmTransactionRequest): Promise<Hex> {
  const account = accountOf(privateKey, 'transaction')
  const { from, ...transaction } = request
  const refuse = (reason: string) => new InvalidSigningRequestError({ what: 'transaction', reason })
  if (from !== undefined && !isAddressEqual(from, account.address)) throw refuse('It is from another address')
  if (!Number.isSafeInteger(transaction.chainId) || transaction.chainId <= 0)
    throw refuse('It has no chain id')
  if (!Number.isSafeInteger(transaction.nonce) || transaction.nonce < 0) throw refuse('It has no nonce')
  if (typeof transaction.gas !== 'bigint' || transaction.gas <= 0n) throw refuse('It has no gas limit')
  const hasFees =
    'gasPrice' in transaction
      ? typeof transaction.gasPrice === 'bigint'
      : typeof transaction.maxFeePerGas === 'bigint' && typeof transaction.maxPriorityFeePerGas === 'bigint'
  if (!hasFees) throw refuse('It has no fees')
  try {
    return await account.signTransaction(transaction)
  } catch (cause) {
    throw new InvalidSigningRequestError({ what: 'transaction', reason: 'It cannot be serialized', cause })
  }
}

function accountOf(privateKey: Hex, what: 'message' | 'transaction'): PrivateKeyAccount {
  try {
    return privateKeyToAccount(privateKey)
  } catch (cause) {
    throw new InvalidSigningRequestError({ what, reason: 'The private key is malformed', cause })
  }
}
