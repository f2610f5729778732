import { expect, test } from 'vitest'
import { walletDeepLink } from './walletDeepLink.js'

const uri = 'wc:abc@2?relay-protocol=irn'
const encoded = encodeURIComponent(uri)

test('custom schemes and universal links', () => {
  expect(walletDeepLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(walletDeepLink('metamask:', uri)).toBe(`metamask://wc?uri=${encoded}`)
  expect(walletDeepLink('https://link.trustwallet.com/', uri)).toBe(
    `https://link.trustwallet.com/wc?uri=${encoded}`,
  )
  expect(walletDeepLink('https://go.cb-w.com', uri)).toBe(`https://go.cb-w.com/wc?uri=${encoded}`)
})

test('no link, or a dangerous one, gives none', () => {
  expect(walletDeepLink(undefined, uri)).toBeUndefined()
  expect(walletDeepLink(null, uri)).toBeUndefined()
  expect(walletDeepLink('', uri)).toBeUndefined()
  expect(walletDeepLink('javascript:alert(1)//', uri)).toBeUndefined()
  expect(walletDeepLink('http://insecure.example', uri)).toBeUndefined()
  expect(walletDeepLink('not a link', uri)).toBeUndefined()
  expect(walletDeepLink('data:text/html,x', uri)).toBeUndefined()
})
