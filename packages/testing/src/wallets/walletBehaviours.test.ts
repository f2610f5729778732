import { expect, test } from 'vitest'
import { createWalletBehaviours } from './walletBehaviours.js'

test('approves every prompt until told to reject', async () => {
  const behaviours = createWalletBehaviours<'connect' | 'sign'>()
  expect(await behaviours.answer('connect')).toBe(true)
  behaviours.reject('connect')
  expect([await behaviours.answer('connect'), await behaviours.answer('connect')]).toEqual([false, false])
  expect(await behaviours.answer('sign')).toBe(true)
  behaviours.allow('connect')
  expect(await behaviours.answer('connect')).toBe(true)
})

test('rejects only the next n prompts when given times', async () => {
  const behaviours = createWalletBehaviours<'sign'>()
  behaviours.reject('sign', { times: 2 })
  const answers = [
    await behaviours.answer('sign'),
    await behaviours.answer('sign'),
    await behaviours.answer('sign'),
  ]
  expect(answers).toEqual([false, false, true])
})

test('waits the delay before answering', async () => {
  const behaviours = createWalletBehaviours<'send'>()
  behaviours.setDelay(60)
  const startedAt = performance.now()
  await behaviours.answer('send')
  expect(performance.now() - startedAt).toBeGreaterThanOrEqual(55)
})

test('a held prompt waits for release, then answers as the other switches say', async () => {
  const behaviours = createWalletBehaviours<'switchChain' | 'sign'>()
  behaviours.hold('switchChain')
  behaviours.reject('switchChain', { times: 1 })
  const answers: boolean[] = []
  const first = behaviours.answer('switchChain').then((approved) => answers.push(approved))
  const second = behaviours.answer('switchChain').then((approved) => answers.push(approved))
  // Another prompt is not held.
  expect(await behaviours.answer('sign')).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(answers).toEqual([])
  behaviours.release('switchChain')
  await Promise.all([first, second])
  expect(answers).toEqual([false, true])
  // Released means no longer held.
  expect(await behaviours.answer('switchChain')).toBe(true)
})

test('refuses a negative delay and a fractional count', () => {
  const behaviours = createWalletBehaviours<'send'>()
  expect(() => behaviours.setDelay(-1)).toThrowErrorMatchingInlineSnapshot(
    `[RangeError: The delay must be 0 or more milliseconds; got -1.]`,
  )
  expect(() => behaviours.reject('send', { times: 1.5 })).toThrowErrorMatchingInlineSnapshot(
    `[RangeError: times must be a positive whole number; got 1.5.]`,
  )
})
