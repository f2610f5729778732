import { expect, test } from 'vitest'
import { createChangeWaiters } from './waitForChange.js'

test('a waiter resolves at once when the thing is there, on the notify that brings it, or undefined after its time-out', async () => {
  const waiters = createChangeWaiters()
  let wallet: string | undefined = 'here'
  expect(await waiters.waitFor(() => wallet, 1000)).toBe('here')

  wallet = undefined
  const late = waiters.waitFor(() => wallet, 1000)
  waiters.notify() // nothing yet: still waiting
  wallet = 'Leather'
  waiters.notify()
  expect(await late).toBe('Leather')

  wallet = undefined
  expect(await waiters.waitFor(() => wallet, 20)).toBeUndefined()
  expect(await waiters.waitFor(() => wallet, 0)).toBeUndefined()
})
