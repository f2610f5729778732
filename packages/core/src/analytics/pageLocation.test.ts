import { afterEach, describe, expect, test } from 'vitest'
import { createEventId, getPageLocation } from './pageLocation.js'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('getPageLocation', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document')
    Reflect.deleteProperty(globalThis, 'location')
  })

  test('is undefined outside a browser', () => {
    expect(getPageLocation()).toBeUndefined()
  })

  test("reads the page's URL and host name", () => {
    Object.defineProperty(globalThis, 'document', { configurable: true, value: {} })
    Object.defineProperty(globalThis, 'location', {
      configurable: true,
      value: new URL('https://shop.example/cart'),
    })
    expect(getPageLocation()).toEqual({ url: 'https://shop.example/cart', domain: 'shop.example' })
  })
})

describe('createEventId', () => {
  test('makes distinct version 4 UUIDs, also where randomUUID is missing (http pages)', () => {
    const ids = new Set(Array.from({ length: 100 }, createEventId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(uuidV4)
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined })
    try {
      expect(createEventId()).toMatch(uuidV4)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: randomUUID })
    }
  })
})
