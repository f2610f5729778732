import { describe, expect, it } from 'vitest'
import type { DeviceApprovalState } from '../../server/api.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

/** A service answering the given states in turn (the last one repeats), counting the questions. */
function serviceAnswering(...states: DeviceApprovalState[]) {
  const asked: string[] = []
  return {
    asked,
    async deviceApprovalState(id: string) {
      asked.push(id)
      return { state: states[Math.min(asked.length, states.length) - 1] as DeviceApprovalState }
    },
  }
}

describe('waitForDeviceApproval', () => {
  it('asks until the browser is approved', async () => {
    const service = serviceAnswering('pending', 'pending', 'approved')
    const signal = new AbortController().signal
    await waitForDeviceApproval({ service, deviceApprovalId: 'a1', signal, pollMs: 1 })
    expect(service.asked).toEqual(['a1', 'a1', 'a1'])
  })

  it('says the visitor refused, or that the link expired', async () => {
    const signal = new AbortController().signal
    await expect(
      waitForDeviceApproval({
        service: serviceAnswering('pending', 'denied'),
        deviceApprovalId: 'a',
        signal,
        pollMs: 1,
      }),
    ).rejects.toThrow('This sign-in was refused from the approval email')
    await expect(
      waitForDeviceApproval({
        service: serviceAnswering('expired'),
        deviceApprovalId: 'a',
        signal,
        pollMs: 1,
      }),
    ).rejects.toThrow('The approval link expired. Send a new one.')
  })

  it('stops at once when the site aborts, without asking again', async () => {
    const service = serviceAnswering('pending')
    const abort = new AbortController()
    const waiting = waitForDeviceApproval({
      service,
      deviceApprovalId: 'a',
      signal: abort.signal,
      pollMs: 60_000,
    })
    await Promise.resolve()
    abort.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'DeviceApprovalAbortedError' })
    expect(service.asked).toHaveLength(1)
  })
})
