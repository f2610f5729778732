import { expect, test, vi } from 'vitest'
import { testNetworks } from '../../../testing/src/test-adapter/testNetworks.js'

test('importing the core in Node, without window or document, does nothing and throws nothing', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
  const globalsBefore = Object.getOwnPropertyNames(globalThis).sort()
  const warn = vi.spyOn(console, 'warn')
  const log = vi.spyOn(console, 'log')
  const timers = vi.spyOn(globalThis, 'setTimeout')
  vi.resetModules()
  const core = await import('../exports/index.js')
  expect(typeof core.createLatchKit).toBe('function')
  expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(globalsBefore)
  expect(warn).not.toHaveBeenCalled()
  expect(log).not.toHaveBeenCalled()
  expect(timers).not.toHaveBeenCalled()
  vi.restoreAllMocks()
})

test('a kit created in Node keeps state in memory and works', async () => {
  const { createLatchKit } = await import('../exports/index.js')
  const warnings: string[] = []
  const kit = createLatchKit({
    adapters: [],
    networks: [testNetworks.ethereum],
    projectId: 'p',
    logger: { warn: (message) => void warnings.push(message), error: () => {} },
  })
  await kit.ready
  kit.open()
  expect(kit.getState().modal.isOpen).toBe(true)
  expect(kit.getState().theme.mode).toBe('dark')
})
