import { expect, test } from 'vitest'
import { createTestKit } from './testKit.js'

test('subscribe calls the listener with the new and previous selection, only when it changes', () => {
  const { kit } = createTestKit()
  const seen: [unknown, unknown][] = []
  const stop = kit.subscribe(
    (state) => state.modal.isOpen,
    (isOpen, previous) => seen.push([isOpen, previous]),
  )
  kit.setThemeMode('light')
  kit.open()
  kit.open()
  expect(seen).toEqual([[true, false]])
  stop()
  kit._internal.state.modal.isOpen = false
  expect(seen).toHaveLength(1)
})

test('unchanged branches keep their identity between snapshots', () => {
  const { kit } = createTestKit()
  const before = kit.getState()
  kit.setThemeMode('light')
  const after = kit.getState()
  expect(after.theme).not.toBe(before.theme)
  expect(after.network).toBe(before.network)
  expect(() => {
    ;(after.theme as { mode: string }).mode = 'dark'
  }).toThrowError()
})

test('fireImmediately and a custom equality are honoured', () => {
  const { kit } = createTestKit()
  const seen: string[][] = []
  kit.subscribe(
    (state) => state.modal.history.map((view) => view),
    (history) => seen.push(history),
    { fireImmediately: true, equalityFn: (a, b) => a.join() === b.join() },
  )
  // open() builds a new history array; the custom equality sees no change.
  kit.open()
  kit.open()
  expect(seen).toEqual([['Connect']])
  kit.navigate('AllWallets')
  expect(seen.at(-1)).toEqual(['Connect', 'AllWallets'])
})

test('two kits share no state', async () => {
  const one = createTestKit()
  const two = createTestKit()
  await Promise.all([one.kit.ready, two.kit.ready])
  await one.kit.connect({ connectorId: 'io.metamask' })
  one.kit.open()
  expect(two.kit.getState().modal.isOpen).toBe(false)
  expect(two.kit.getState().accounts.eip155?.status).toBe('disconnected')
})
