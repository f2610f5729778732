import { describe, expect, test } from 'vitest'
import type { Logger } from '../contracts/logger.js'
import { createCookieStorage } from './cookieStorage.js'
import { createKitStorage } from './createKitStorage.js'

/** Turns the Set-Cookie strings of one response into the Cookie header of the next request. */
function toCookieHeader(setCookies: readonly string[]): string {
  const jar = new Map<string, string>()
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split('; ')
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator)
    if (attributes.includes('Max-Age=0')) jar.delete(name)
    else jar.set(name, pair.slice(separator + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const silentLogger: Logger = { warn: () => {}, error: () => {} }

describe('createCookieStorage', () => {
  test('a server reads the Cookie header and writes Set-Cookie strings', () => {
    const firstResponse: string[] = []
    const first = createKitStorage({
      storage: createCookieStorage({ cookie: () => undefined, setCookie: (c) => firstResponse.push(c) }),
    })
    first.set('activeCaipNetworkId', 'eip155:1')
    first.set('connectedNamespaces', ['eip155'])
    expect(firstResponse[0]).toMatchInlineSnapshot(
      `"%40latchkit%2FactiveCaipNetworkId=%7B%22v%22%3A1%2C%22value%22%3A%22eip155%3A1%22%7D; Max-Age=31536000; Path=/; SameSite=Lax"`,
    )
    // Writes are visible within the same request.
    expect(first.get('activeCaipNetworkId')).toBe('eip155:1')

    const nextRequest = `theme=dark; ${toCookieHeader(firstResponse)}; broken=%E0%A4%A`
    const secondResponse: string[] = []
    const second = createKitStorage({
      storage: createCookieStorage({ cookie: () => nextRequest, setCookie: (c) => secondResponse.push(c) }),
    })
    expect(second.get('activeCaipNetworkId')).toBe('eip155:1')
    expect(second.get('connectedNamespaces')).toEqual(['eip155'])
    second.remove('connectedNamespaces')
    expect(second.get('connectedNamespaces')).toBeUndefined()
    expect(secondResponse).toEqual(['%40latchkit%2FconnectedNamespaces=; Max-Age=0; Path=/; SameSite=Lax'])
  })

  test('honours the cookie attributes', () => {
    const written: string[] = []
    createCookieStorage({
      cookie: () => '',
      setCookie: (c) => written.push(c),
      path: '/app',
      domain: 'example.com',
      maxAgeSeconds: 60,
      sameSite: 'None',
    }).setItem('key', 'value')
    expect(written).toEqual(['key=value; Max-Age=60; Path=/app; Domain=example.com; SameSite=None; Secure'])
  })

  test('a value too large for a cookie stays in memory', () => {
    const written: string[] = []
    const kitStorage = createKitStorage({
      storage: createCookieStorage({ cookie: () => '', setCookie: (c) => written.push(c) }),
      logger: silentLogger,
    })
    const sessions = Array.from({ length: 20 }, (_, index) => ({
      data: {
        accountAddress: `0x${'ab'.repeat(20)}`,
        chainId: 'eip155:1' as const,
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: `nonce-${index}`,
      },
      message: 'example.com wants you to sign in with your Ethereum account'.repeat(2),
      signature: `0x${'cd'.repeat(65)}`,
    }))
    kitStorage.set('siwxSessions', sessions)
    expect(written).toEqual([])
    expect(kitStorage.get('siwxSessions')).toEqual(sessions)
  })
})
