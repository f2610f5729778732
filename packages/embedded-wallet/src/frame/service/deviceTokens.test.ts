import { describe, expect, it } from 'vitest'
import { createDeviceTokens } from './deviceTokens.js'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('createDeviceTokens', () => {
  it('keeps one token per address, whatever its case, and per project', () => {
    const storage = memoryStorage()
    const shop = createDeviceTokens({ storage, projectId: 'shop' })
    shop.set('Ada@Example.test', 'first')
    shop.set('bob@example.test', 'second')
    shop.set('ada@example.test', 'rotated')
    expect(shop.get('ADA@example.test')).toBe('rotated')
    expect(shop.get('bob@example.test')).toBe('second')
    expect(createDeviceTokens({ storage, projectId: 'blog' }).get('ada@example.test')).toBeUndefined()
  })

  it('reads a damaged entry as no tokens and writes a sound one over it', () => {
    const storage = memoryStorage()
    storage.setItem('latchkit-wallet:devices:shop', '{"ada@example.test": 3, "x": ')
    const tokens = createDeviceTokens({ storage, projectId: 'shop' })
    expect(tokens.get('ada@example.test')).toBeUndefined()
    tokens.set('ada@example.test', 'fresh')
    expect(tokens.get('ada@example.test')).toBe('fresh')
  })
})
