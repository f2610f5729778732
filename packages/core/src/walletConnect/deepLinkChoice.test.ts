import { afterEach, beforeEach, expect, test } from 'vitest'
import { createKitStorage } from '../storage/createKitStorage.js'
import { createMemoryStorage } from '../storage/memoryStorage.js'
import { recordDeepLinkChoice } from './deepLinkChoice.js'
import { isSafeWalletLink } from './walletLink.js'

/** The page's localStorage, which WalletConnect's sign client reads its deep-link choice from. */
let page: Map<string, string>

beforeEach(() => {
  page = new Map()
  Object.assign(globalThis, {
    localStorage: {
      setItem: (key: string, value: string) => void page.set(key, value),
      removeItem: (key: string) => void page.delete(key),
    },
  })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
})

const kitStorage = () => createKitStorage({ storage: createMemoryStorage() })

test("a phone's wallet choice is kept for the kit and for WalletConnect's sign client, and forgotten again", () => {
  const storage = kitStorage()
  recordDeepLinkChoice(storage, { href: 'rainbow://', name: 'Rainbow' })
  expect(storage.get('deepLinkChoice')).toEqual({ href: 'rainbow://', name: 'Rainbow' })
  expect(JSON.parse(page.get('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null')).toEqual({
    href: 'rainbow://',
    name: 'Rainbow',
  })
  recordDeepLinkChoice(storage, undefined)
  expect(storage.get('deepLinkChoice')).toBeUndefined()
  expect(page.has('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(false)
})

test('a link that would run code or leave https is never recorded, and replaces an earlier choice', () => {
  const storage = kitStorage()
  recordDeepLinkChoice(storage, { href: 'https://link.wallet.example', name: 'Good' })
  for (const href of [
    'javascript:alert(1)//',
    'data:text/html,hi',
    'http://wallet.example',
    ' ',
    'vbscript:x',
  ]) {
    recordDeepLinkChoice(storage, { href, name: 'Bad' })
    expect(storage.get('deepLinkChoice'), href).toBeUndefined()
    expect(page.has('WALLETCONNECT_DEEPLINK_CHOICE'), href).toBe(false)
  }
})

test('a page whose storage is refused still connects: the choice is only not mirrored', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  const storage = kitStorage()
  expect(() => recordDeepLinkChoice(storage, { href: 'rainbow://', name: 'Rainbow' })).not.toThrow()
  expect(storage.get('deepLinkChoice')).toEqual({ href: 'rainbow://', name: 'Rainbow' })
})

test('wallet links: https universal links and custom schemes are opened, nothing else', () => {
  expect(isSafeWalletLink('rainbow://')).toBe(true)
  expect(isSafeWalletLink('metamask:')).toBe(true)
  expect(isSafeWalletLink('https://metamask.app.link')).toBe(true)
  for (const link of [
    'javascript:alert(1)',
    'JAVASCRIPT:x',
    'data:x',
    'file:///etc',
    'blob:x',
    'http://x',
    '',
    null,
    undefined,
    '//x',
  ])
    expect(isSafeWalletLink(link), String(link)).toBe(false)
})
