import { afterEach, expect, test } from 'vitest'
import { createPageStorage } from './pageStorage.js'

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
  else Reflect.deleteProperty(globalThis, 'localStorage')
})

/** A page `localStorage` over a map; `full` makes every write throw as a full one does. */
function installPageStorage({ full = false } = {}) {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
  return items
}

test('keeps wagmi state in the page storage where it works', async () => {
  const items = installPageStorage()
  const storage = createPageStorage()
  await storage.setItem('recentConnectorId', 'io.metamask')
  expect(items.get('wagmi.recentConnectorId')).toBe('"io.metamask"')
  expect(await storage.getItem('recentConnectorId')).toBe('io.metamask')
})

test('a blocked storage (touching it throws) costs nothing but the memory across visits', async () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
  const storage = createPageStorage()
  await storage.setItem('recentConnectorId', 'io.metamask')
  expect(await storage.getItem('recentConnectorId')).toBe('io.metamask')
})

test('a full storage keeps the write in memory for the visit', async () => {
  const items = installPageStorage({ full: true })
  const storage = createPageStorage()
  await storage.setItem('recentConnectorId', 'io.metamask')
  expect(items.size).toBe(0)
  expect(await storage.getItem('recentConnectorId')).toBe('io.metamask')
})

test('a corrupt or foreign value reads as none', async () => {
  const items = installPageStorage()
  items.set('wagmi.store', '{"state":')
  const storage = createPageStorage()
  expect(await storage.getItem('store')).toBeNull()
})
