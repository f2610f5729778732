import { SubmittableResult } from '@polkadot/api'
import { TypeRegistry } from '@polkadot/types'
import { describe, expect, it } from 'vitest'
import { PolkadotSubmitError } from '../errors/transferErrors.js'
import { followTransfer } from './followTransfer.js'

// A submitted transfer's status updates as @polkadot/api hands them to `signAndSend`'s callback,
// in the orders a node (or chopsticks' instant blocks) may send them.
const registry = new TypeRegistry()
const update = (status: Record<string, unknown> | string) =>
  new SubmittableResult({
    status: registry.createType('ExtrinsicStatus', status),
    events: [],
    txHash: registry.createType('Hash', `0x${'cc'.repeat(32)}`),
  })
const blockA = `0x${'aa'.repeat(32)}`
const blockB = `0x${'bb'.repeat(32)}`

function follow() {
  const calls = { included: 0, done: 0 }
  const transfer = followTransfer({ onIncluded: () => calls.included++, onDone: () => calls.done++ })
  return { transfer, calls }
}

describe('a transfer followed to finality', () => {
  it('resolves inBlock, then finalized, telling the kit once when it is included', async () => {
    const { transfer, calls } = follow()
    transfer.onStatus(update('Ready'))
    transfer.onStatus(update({ InBlock: blockA }))
    expect(await transfer.inBlock).toEqual({ blockHash: blockA })
    expect(calls).toEqual({ included: 1, done: 0 })
    // The block left the best chain and the transaction landed in another: still one inclusion.
    transfer.onStatus(update({ Retracted: blockA }))
    transfer.onStatus(update({ InBlock: blockB }))
    transfer.onStatus(update({ Finalized: blockB }))
    expect(await transfer.finalized).toEqual({ blockHash: blockB })
    expect(calls).toEqual({ included: 1, done: 1 })
  })

  it('a Finalized that comes without an InBlock (chopsticks, a late subscription) settles both', async () => {
    const { transfer, calls } = follow()
    transfer.onStatus(update({ Finalized: blockA }))
    expect(await transfer.inBlock).toEqual({ blockHash: blockA })
    expect(await transfer.finalized).toEqual({ blockHash: blockA })
    expect(calls).toEqual({ included: 1, done: 1 })
  })

  it('dropped, invalid or usurped before a block: both reject with PolkadotSubmitError, and nothing was included', async () => {
    for (const status of ['Dropped', 'Invalid', { Usurped: blockA }]) {
      const { transfer, calls } = follow()
      transfer.onStatus(update(status))
      const failure = await transfer.inBlock.catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(PolkadotSubmitError)
      expect((failure as PolkadotSubmitError).reason).toMatch(
        /^The transaction was (dropped|invalid|usurped)\.$/,
      )
      await expect(transfer.finalized).rejects.toBeInstanceOf(PolkadotSubmitError)
      expect(calls).toEqual({ included: 0, done: 1 })
    }
  })

  it('a site that waits for one milestone only is not left with an unhandled rejection', async () => {
    const { transfer } = follow()
    transfer.onStatus(update('Dropped'))
    await expect(transfer.finalized).rejects.toBeInstanceOf(PolkadotSubmitError)
    // `inBlock` also rejected; vitest fails the run on an unhandled rejection, and none came.
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
})
