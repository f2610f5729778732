import { describe, expect, test } from 'vitest'
import { createKitStorage } from '../../storage/createKitStorage.js'
import { createMemoryStorage } from '../../storage/memoryStorage.js'
import { createEmbeddedSession } from './embeddedSession.js'

function setUp() {
  let time = 1_000_000
  const storage = createKitStorage({ storage: createMemoryStorage() })
  const session = createEmbeddedSession({ storage, now: () => time })
  return { storage, session, advance: (ms: number) => (time += ms) }
}

describe('the embedded session', () => {
  test('another email login waits 30 s after a code was sent, counted in whole seconds', () => {
    const { session, advance } = setUp()
    expect(session.emailLoginWaitSeconds()).toBe(0)
    session.recordCodeSent()
    expect(session.emailLoginWaitSeconds()).toBe(30)
    advance(12_500)
    expect(session.emailLoginWaitSeconds()).toBe(18)
    advance(17_500)
    expect(session.emailLoginWaitSeconds()).toBe(0)
  })

  test('a login keeps the flag and the email and ends the cooldown; clearing forgets them', () => {
    const { session, storage } = setUp()
    session.recordCodeSent()
    storage.set('lastUsedChain', 'eip155')
    storage.set('connectedSocialUsername', 'ada0')
    session.recordLogin({ email: 'ada@example.com' })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: 'ada@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
    expect(session.emailLoginWaitSeconds()).toBe(0)
    session.clear()
    expect(session.get()).toEqual({
      loggedIn: false,
      email: undefined,
      socialProvider: undefined,
      socialUsername: undefined,
    })
    expect(storage.get('lastUsedChain')).toBeUndefined()
    expect(storage.get('connectedSocialUsername')).toBeUndefined()
  })

  test('the session survives a new kit on the same storage (a reload)', () => {
    const backing = createMemoryStorage()
    const first = createEmbeddedSession({ storage: createKitStorage({ storage: backing }), now: () => 0 })
    first.recordLogin({ email: 'ada@example.com' })
    const second = createEmbeddedSession({ storage: createKitStorage({ storage: backing }), now: () => 0 })
    expect(second.get()).toEqual({
      loggedIn: true,
      email: 'ada@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
  })

  test('a social login keeps its provider and username; an email change keeps them, an email login forgets them', () => {
    const { session } = setUp()
    session.recordLogin({ email: null, social: { provider: 'discord', username: 'ada0' } })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: undefined,
      socialProvider: 'discord',
      socialUsername: 'ada0',
    })
    session.recordEmail('ada@example.com')
    expect(session.get()).toMatchObject({ email: 'ada@example.com', socialProvider: 'discord' })
    session.recordLogin({ email: 'bob@example.com' })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: 'bob@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
  })

  test('the provider a page left for is read once', () => {
    const { session } = setUp()
    expect(session.takeSocialRedirect()).toBeUndefined()
    session.recordSocialRedirect('github')
    expect(session.takeSocialRedirect()).toBe('github')
    expect(session.takeSocialRedirect()).toBeUndefined()
  })
})
