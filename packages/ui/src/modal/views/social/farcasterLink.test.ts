import { expect, test } from 'vitest'
import { isFarcasterLink } from './farcasterLink.js'

test("the relay's https page and the app's farcaster: scheme are links", () => {
  expect(isFarcasterLink('https://farcaster.xyz/~/siwf?channelToken=0b2e')).toBe(true)
  expect(isFarcasterLink('farcaster://connect?channelToken=0b2e')).toBe(true)
  expect(isFarcasterLink('HTTPS://FARCASTER.XYZ/~/siwf')).toBe(true)
})

test('anything else is not: script, data, plain http, other schemes, relative or malformed addresses', () => {
  for (const url of [
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://farcaster.xyz/~/siwf',
    'wc:abc@2',
    '/~/siwf?channelToken=0b2e',
    'farcaster.xyz/~/siwf',
    '',
  ])
    expect(isFarcasterLink(url), url).toBe(false)
})
