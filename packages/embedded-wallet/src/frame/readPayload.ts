import type { FrameEvmTransaction, FrameSignRequest } from '../protocol/framePayloads.js'
import { isRecord } from '../protocol/isRecord.js'
import { InvalidFramePayloadError, RpcMethodNotAllowedError } from './errors.js'
import { isSessionId } from './smartSessions/readSessionPayloads.js'
import { readUserOperationRequest } from './userOperation/readUserOperationRequest.js'

const isHexQuantity = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-f]{1,64}$/i.test(value)
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value)
const isHexData = (value: unknown): value is string =>
  typeof value === 'string' && /^0x([0-9a-f]{2})*$/i.test(value)
const isBase64 = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 1_500_000 && /^[A-Za-z0-9+/]*={0,2}$/.test(value)

/** Longest message accepted for signing (characters): far above any sign-in message. */
const maxMessageLength = 100_000
/** Most transactions one approval may sign (the site's `wallet_sendCalls` refuses more). */
const maxBatchLength = 20

/** A string field of the site's payload, checked (spec section 5: codes and emails are strings). */
export function readString(payload: unknown, field: string, maxLength = 320): string {
  const value = isRecord(payload) ? payload[field] : undefined
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength)
    throw new InvalidFramePayloadError(field)
  return value
}

function readTransaction(value: unknown): FrameEvmTransaction {
  if (!isRecord(value)) throw new InvalidFramePayloadError('transaction')
  const { from, to, value: amount, data, nonce, gas, maxFeePerGas, maxPriorityFeePerGas, chainId } = value
  if (!isAddress(from)) throw new InvalidFramePayloadError('from')
  if (to !== undefined && !isAddress(to)) throw new InvalidFramePayloadError('to')
  if (amount !== undefined && !isHexQuantity(amount)) throw new InvalidFramePayloadError('value')
  if (data !== undefined && !isHexData(data)) throw new InvalidFramePayloadError('data')
  for (const [name, quantity] of Object.entries({ nonce, gas, maxFeePerGas, maxPriorityFeePerGas, chainId }))
    if (!isHexQuantity(quantity)) throw new InvalidFramePayloadError(name)
  return value as FrameEvmTransaction
}

/**
 * A batch from `wallet_sendCalls`: 1 to {@link maxBatchLength} transactions, all from one account
 * and for the chain the approval names (what the visitor reads is what gets signed).
 */
function readTransactionBatch(params: unknown[], chainId: number): FrameEvmTransaction[] {
  if (params.length === 0 || params.length > maxBatchLength) throw new InvalidFramePayloadError('params')
  const transactions = params.map(readTransaction)
  const [first] = transactions
  for (const transaction of transactions) {
    if (transaction.from.toLowerCase() !== first?.from.toLowerCase())
      throw new InvalidFramePayloadError('from')
    if (BigInt(transaction.chainId) !== BigInt(chainId)) throw new InvalidFramePayloadError('chainId')
  }
  return transactions
}

/**
 * Reads an `Rpc` request from the site without trusting its shape: the methods the embedded wallet
 * signs with (a smart account's user operation among them, with the smart session it is sent
 * under, if any), each with its parameters checked; anything else is refused with
 * 'Requested RPC call is not allowed'.
 */
export function readRpcRequest(payload: unknown): FrameSignRequest {
  if (!isRecord(payload)) throw new InvalidFramePayloadError('request')
  const { namespace, method, params } = payload
  if (namespace === 'solana') {
    if (method !== 'solana_signMessage' && method !== 'solana_signTransaction')
      throw new RpcMethodNotAllowedError()
    if (!isRecord(params) || !isBase64(params.message)) throw new InvalidFramePayloadError('message')
    return { namespace, method, params: { message: params.message } }
  }
  if (namespace !== 'eip155') throw new RpcMethodNotAllowedError()
  const chainId = payload.chainId
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidFramePayloadError('chainId')
  if (!Array.isArray(params)) throw new InvalidFramePayloadError('params')
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string' || message.length > maxMessageLength || !isAddress(address))
        throw new InvalidFramePayloadError('params')
      return { namespace, chainId, method, params: [message, address] }
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params
      if (!isAddress(address) || typeof typedData !== 'string' || typedData.length > maxMessageLength)
        throw new InvalidFramePayloadError('params')
      return { namespace, chainId, method, params: [address, typedData] }
    }
    case 'eth_signTransaction':
      return { namespace, chainId, method, params: [readTransaction(params[0])] }
    case 'eth_signTransactions':
      return { namespace, chainId, method, params: readTransactionBatch(params, chainId) }
    case 'eth_signUserOperation': {
      // A smart session's id: the frame then signs without a view, if the operation fits it.
      const { session } = payload
      if (session !== undefined && !isSessionId(session)) throw new InvalidFramePayloadError('session')
      const request = readUserOperationRequest(params, chainId)
      return session === undefined ? request : { ...request, session: session.toLowerCase() }
    }
    default:
      throw new RpcMethodNotAllowedError()
  }
}
