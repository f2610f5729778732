import type { TransactionsPage } from '@latchkit/core'
import { requestSolanaRpc, requestSolanaRpcBatch, type SolanaRpcFailure } from '../networks/solanaJsonRpc.js'
import { readSignatureInfos } from './readParsedTransaction.js'
import { type TransactionsPageSubject, toTransactionsPage } from './transactionsPage.js'

// The activity list's part: the RPC calls and the reading of their answers load when the list
// first opens, not with the page.

/**
 * A page of `subject.address`'s history: `getSignaturesForAddress` (a page's worth, before
 * `cursor`), then `getTransaction` (jsonParsed) of each in one batch, read as core transactions.
 * Resolves why not when the RPC fails (every `getTransaction` failing counts).
 */
export async function fetchTransactionsPage(parameters: {
  url: string
  commitment: 'confirmed' | 'finalized'
  cursor: string | undefined
  signal: AbortSignal | undefined
  subject: TransactionsPageSubject
}): Promise<TransactionsPage | { failure: SolanaRpcFailure }> {
  const { url, commitment, cursor, signal, subject } = parameters
  const signaturesOutcome = await requestSolanaRpc(
    url,
    {
      method: 'getSignaturesForAddress',
      params: [
        subject.address,
        { limit: subject.pageSize, commitment, ...(cursor ? { before: cursor } : {}) },
      ],
    },
    signal,
  )
  if ('failure' in signaturesOutcome) return signaturesOutcome
  const signatures = readSignatureInfos(signaturesOutcome.value)
  const transactionsOutcome = await requestSolanaRpcBatch(
    url,
    signatures.entries.map(({ signature }) => ({
      method: 'getTransaction',
      params: [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment }],
    })),
    signal,
  )
  if ('failure' in transactionsOutcome) return transactionsOutcome
  const answers = transactionsOutcome.value
  const [first] = answers
  if (first && 'error' in first && answers.every((answer) => 'error' in answer))
    return { failure: { method: 'getTransaction', reason: first.error.message, code: first.error.code } }
  return toTransactionsPage({
    signatures,
    results: answers.map((answer) => ('result' in answer ? answer.result : undefined)),
    subject,
  })
}
