import type { EsploraClient } from '../account/esploraClient.js'

/** How often a send's status is read: 3 s after the broadcast, then half again as long each time up to 30 s. */
export type ConfirmationPolling = { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number }

const defaultPolling: ConfirmationPolling = {
  firstDelayMs: 3_000,
  maxDelayMs: 30_000,
  // A transaction still unconfirmed after a day has most likely been dropped or replaced.
  giveUpAfterMs: 24 * 60 * 60 * 1000,
}

/**
 * Reads `txid`'s status (`GET /tx/:txid/status`) in the background, a few seconds apart and less
 * often as time passes, until it is in a block, then calls `onConfirmed` once. It stops without a
 * call when `signal` aborts (the adapter was destroyed) or after a day; a failed read is tried again
 * at the next turn.
 *
 * @example
 * watchConfirmation({ txid, esplora, signal, onConfirmed: () => emitter.emit('balanceChanged', { address }) })
 */
export function watchConfirmation(parameters: {
  txid: string
  esplora: Pick<EsploraClient, 'getTransactionStatus'>
  signal: AbortSignal
  onConfirmed: () => void
  polling?: ConfirmationPolling | undefined
}): void {
  const { txid, esplora, signal, onConfirmed } = parameters
  const polling = parameters.polling ?? defaultPolling
  const startedAt = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const finish = () => {
    clearTimeout(timer)
    signal.removeEventListener('abort', finish)
  }
  signal.addEventListener('abort', finish)

  const schedule = (delayMs: number) => {
    if (signal.aborted || Date.now() - startedAt > polling.giveUpAfterMs) return finish()
    timer = setTimeout(() => void check(delayMs), delayMs)
  }
  const check = async (delayMs: number) => {
    const status = await esplora.getTransactionStatus(txid).catch(() => undefined)
    if (signal.aborted) return
    if (!status?.confirmed) return schedule(Math.min(delayMs * 1.5, polling.maxDelayMs))
    finish()
    onConfirmed()
  }
  schedule(polling.firstDelayMs)
}
