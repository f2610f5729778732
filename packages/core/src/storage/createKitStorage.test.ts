import { afterEach, describe, expect, test } from 'vitest'
import type { Logger } from '../contracts/logger.js'
import type { Storage } from '../contracts/storage.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryStorage } from './memoryStorage.js'

function createRecordingLogger() {
  const warnings: string[] = []
  const logger: Logger = {
    warn: (message) => warnings.push(message),
    error: (message) => warnings.push(message),
  }
  return { logger, warnings }
}

/** A storage that behaves like a full localStorage: reads work, every write is refused. */
function createFullStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** A storage that throws on any access, like a blocked localStorage. */
const blockedStorage: Storage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

describe('createKitStorage', () => {
  test('keeps each value under the @latchkit/ prefix in a versioned envelope', () => {
    const storage = createMemoryStorage()
    const kitStorage = createKitStorage({ storage })
    kitStorage.set('connectedConnectorIds', { eip155: 'io.metamask' })
    expect(storage.getItem('@latchkit/connectedConnectorIds')).toMatchInlineSnapshot(
      `"{"v":1,"value":{"eip155":"io.metamask"}}"`,
    )
    expect(kitStorage.get('connectedConnectorIds')).toEqual({ eip155: 'io.metamask' })
    kitStorage.remove('connectedConnectorIds')
    expect(storage.getItem('@latchkit/connectedConnectorIds')).toBeNull()
    expect(kitStorage.get('connectedConnectorIds')).toBeUndefined()
  })

  test('reads a missing value as undefined without a report', () => {
    const { logger, warnings } = createRecordingLogger()
    expect(createKitStorage({ storage: createMemoryStorage(), logger }).get('email')).toBeUndefined()
    expect(warnings).toEqual([])
  })

  test('ignores corrupt and foreign values, reporting each once', () => {
    const storage = createMemoryStorage()
    storage.setItem('@latchkit/activeNamespace', '{"v":1,"value":"ethereum"}')
    storage.setItem('@latchkit/email', 'someone@example.com')
    const { logger, warnings } = createRecordingLogger()
    const kitStorage = createKitStorage({ storage, logger })
    expect(kitStorage.get('activeNamespace')).toBeUndefined()
    expect(kitStorage.get('activeNamespace')).toBeUndefined()
    expect(kitStorage.get('email')).toBeUndefined()
    expect(warnings).toEqual([
      'Ignoring stored @latchkit/activeNamespace: value does not match its schema',
      'Ignoring stored @latchkit/email: not JSON',
    ])
    kitStorage.set('activeNamespace', 'solana')
    expect(kitStorage.get('activeNamespace')).toBe('solana')
  })

  test('keeps writes a full storage refuses in memory, and still reads what it holds', () => {
    const storage = createFullStorage()
    storage.items.set('@latchkit/lastUsedChain', '{"v":1,"value":"eip155"}')
    const { logger, warnings } = createRecordingLogger()
    const kitStorage = createKitStorage({ storage, logger })
    expect(kitStorage.get('lastUsedChain')).toBe('eip155')
    expect(() => kitStorage.set('lastUsedChain', 'solana')).not.toThrow()
    expect(kitStorage.get('lastUsedChain')).toBe('solana')
    expect(warnings).toEqual(['Storage refused @latchkit/lastUsedChain; keeping it in memory for this visit'])
    kitStorage.remove('lastUsedChain')
    expect(kitStorage.get('lastUsedChain')).toBeUndefined()
  })

  test('works in memory over a storage that throws on every access', () => {
    const { logger, warnings } = createRecordingLogger()
    const kitStorage = createKitStorage({ storage: blockedStorage, logger })
    expect(kitStorage.get('email')).toBeUndefined()
    kitStorage.set('email', 'someone@example.com')
    expect(kitStorage.get('email')).toBe('someone@example.com')
    expect(() => kitStorage.remove('email')).not.toThrow()
    expect(kitStorage.get('email')).toBeUndefined()
    expect(warnings).toHaveLength(3)
  })
})

describe('createKitStorage without a storage', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original)
    else Reflect.deleteProperty(globalThis, 'localStorage')
  })

  test('uses memory outside a browser', () => {
    Reflect.deleteProperty(globalThis, 'localStorage')
    const kitStorage = createKitStorage()
    kitStorage.set('emailLoginUsed', true)
    expect(kitStorage.get('emailLoginUsed')).toBe(true)
  })

  test('uses memory where touching localStorage throws (blocked storage)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const kitStorage = createKitStorage()
    kitStorage.set('lastEmailLoginTime', 1_700_000_000_000)
    expect(kitStorage.get('lastEmailLoginTime')).toBe(1_700_000_000_000)
  })

  test("uses the page's localStorage when it works", () => {
    const pageStorage = createMemoryStorage()
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: pageStorage })
    createKitStorage().set('email', 'someone@example.com')
    expect(pageStorage.getItem('@latchkit/email')).toBe('{"v":1,"value":"someone@example.com"}')
  })
})
