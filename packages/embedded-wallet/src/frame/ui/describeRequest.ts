import type { FrameSignRequest } from '../../protocol/framePayloads.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { describeTransactionBatch } from './describeTransactionBatch.js'
import { describeUserOperation } from './describeUserOperation.js'
import { writeUnits } from './formatUnits.js'
import type { FrameTextKey } from './frameTexts.js'

/** What the approval view shows of a request: a title, labelled facts, and the full content. */
export type RequestDescription = {
  title: FrameTextKey
  facts: { label: FrameTextKey; value: string }[]
  /** The message or data, in full (scrollable). */
  content?: { label: FrameTextKey; value: string } | undefined
}

const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f

const hasControlCharacters = (value: string) =>
  [...value].some((character) => isControl(character.codePointAt(0) ?? 0))

/** A personal_sign message: its UTF-8 text when it is text, else its hex as given. */
export function readableMessage(message: string): string {
  if (!/^0x([0-9a-f]{2})*$/i.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters (other than line breaks and tabs) mean it is not meant as text.
    return hasControlCharacters(decoded) ? message : decoded
  } catch {
    return message
  }
}

const prettyJson = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2)
  } catch {
    return json
  }
}

const base64ToUtf8 = (value: string) => {
  try {
    const bytes = Uint8Array.from(atob(value), (character) => character.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return value
  }
}

/**
 * Describes a signing request for the visitor, from the request itself (the frame decodes it; the
 * site has no say in what is shown): the account, the network, a transaction's recipient, amount,
 * maximum fee and data, a batch's calls one by one, a smart account's user operation and its calls,
 * a message's text, typed data in full.
 */
export function describeRequest(request: FrameSignRequest, account: string): RequestDescription {
  if (request.namespace === 'solana')
    return request.method === 'solana_signMessage'
      ? {
          title: 'signSolanaMessage',
          facts: [{ label: 'account', value: account }],
          content: { label: 'message', value: base64ToUtf8(request.params.message) },
        }
      : describeSolanaTransaction(request.params.message, account)
  const network = { label: 'network' as const, value: `eip155:${request.chainId}` }
  if (request.method === 'personal_sign')
    return {
      title: 'signMessage',
      facts: [{ label: 'account', value: account }, network],
      content: { label: 'message', value: readableMessage(request.params[0]) },
    }
  if (request.method === 'eth_signTypedData_v4')
    return {
      title: 'signTypedData',
      facts: [{ label: 'account', value: account }, network],
      content: { label: 'message', value: prettyJson(request.params[1]) },
    }
  if (request.method === 'eth_signTransactions')
    return describeTransactionBatch(request.params, request.chainId, account)
  if (request.method === 'eth_signUserOperation') return describeUserOperation(request)
  const [transaction] = request.params
  const maxFee = BigInt(transaction.gas) * BigInt(transaction.maxFeePerGas)
  return {
    title: 'sendTransaction',
    facts: [
      { label: 'account', value: account },
      network,
      { label: 'recipient', value: transaction.to ?? '—' },
      { label: 'amount', value: writeUnits(BigInt(transaction.value ?? '0x0')) },
      { label: 'maxFee', value: writeUnits(maxFee) },
    ],
    content:
      transaction.data && transaction.data !== '0x'
        ? { label: 'contractData', value: transaction.data }
        : undefined,
  }
}
