import { expect, test, vi } from 'vitest'
import type { BitcoinTransactionStatus } from '../account/esploraClient.js'
import { watchConfirmation } from './watchConfirmation.js'

const polling = { firstDelayMs: 10, maxDelayMs: 20, giveUpAfterMs: 60_000 }

/** An Esplora stand-in answering the status reads in turn (the last answer repeats); `fail` throws. */
function fakeEsplora(answers: readonly ('unconfirmed' | 'confirmed' | 'fail')[]) {
  const reads: string[] = []
  return {
    reads,
    async getTransactionStatus(txid: string): Promise<BitcoinTransactionStatus> {
      reads.push(txid)
      const answer = answers[Math.min(reads.length, answers.length) - 1]
      if (answer === 'fail') throw new Error('Network error')
      return { confirmed: answer === 'confirmed' }
    },
  }
}

test('reads the status until the transaction is in a block, then reports it once; a failed read is tried again', async () => {
  const esplora = fakeEsplora(['unconfirmed', 'fail', 'unconfirmed', 'confirmed'])
  const onConfirmed = vi.fn()
  watchConfirmation({
    txid: 'a'.repeat(64),
    esplora,
    signal: new AbortController().signal,
    onConfirmed,
    polling,
  })
  await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce())
  expect(esplora.reads).toHaveLength(4)
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(esplora.reads).toHaveLength(4)
  expect(onConfirmed).toHaveBeenCalledOnce()
})

test('stops, without reporting, when the adapter is destroyed (the signal aborts)', async () => {
  const esplora = fakeEsplora(['unconfirmed', 'unconfirmed', 'confirmed'])
  const onConfirmed = vi.fn()
  const controller = new AbortController()
  const slow = { ...polling, firstDelayMs: 40, maxDelayMs: 40 }
  watchConfirmation({ txid: 'b'.repeat(64), esplora, signal: controller.signal, onConfirmed, polling: slow })
  await vi.waitFor(() => expect(esplora.reads).toHaveLength(1), { interval: 1 })
  controller.abort()
  await new Promise((resolve) => setTimeout(resolve, 150))
  expect(esplora.reads).toHaveLength(1)
  expect(onConfirmed).not.toHaveBeenCalled()
})

test('gives up on a transaction that stays unconfirmed past its time', async () => {
  const esplora = fakeEsplora(['unconfirmed'])
  const onConfirmed = vi.fn()
  const shortWatch = { ...polling, giveUpAfterMs: 30 }
  watchConfirmation({
    txid: 'c'.repeat(64),
    esplora,
    signal: new AbortController().signal,
    onConfirmed,
    polling: shortWatch,
  })
  await new Promise((resolve) => setTimeout(resolve, 120))
  const reads = esplora.reads.length
  expect(reads).toBeGreaterThan(0)
  expect(reads).toBeLessThan(5)
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(esplora.reads).toHaveLength(reads)
  expect(onConfirmed).not.toHaveBeenCalled()
})
