import { createMemoryStorage } from '@latchkit/core'
import { expect, it } from 'vitest'
import { authorizedExtensionsKey, createAuthorizedExtensions } from './authorizedExtensions.js'

it('remembers the extensions the visitor let in, in a versioned envelope; unreadable storage is an empty list', () => {
  const storage = createMemoryStorage()
  const authorized = createAuthorizedExtensions(storage)
  authorized.add('talisman')
  authorized.add('polkadot-js')
  authorized.add('talisman')
  expect(JSON.parse(storage.getItem(authorizedExtensionsKey) ?? '')).toEqual({
    v: 1,
    value: ['talisman', 'polkadot-js'],
  })
  authorized.remove('talisman')
  expect(createAuthorizedExtensions(storage).has('polkadot-js')).toBe(true)
  expect(authorized.has('talisman')).toBe(false)
  for (const junk of [
    'not json',
    '{"v":2,"value":["x"]}',
    '{"v":1,"value":"x"}',
    '{"v":1,"value":[1,"x"]}',
  ]) {
    storage.setItem(authorizedExtensionsKey, junk)
    expect(authorized.has('polkadot-js')).toBe(false)
  }
  // Entries that are not names are skipped, the others kept.
  expect(authorized.has('x')).toBe(true)
  // Without any storage (a server, a blocked page) nothing is remembered, and nothing throws.
  const blocked = createAuthorizedExtensions({
    getItem: () => {
      throw new Error('blocked')
    },
    setItem: () => {
      throw new Error('blocked')
    },
    removeItem: () => undefined,
  })
  blocked.add('polkadot-js')
  expect(blocked.has('polkadot-js')).toBe(false)
})
