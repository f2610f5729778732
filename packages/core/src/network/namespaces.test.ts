import { expect, test } from 'vitest'
import { chainNamespaces, embeddedWalletNamespaces, isChainNamespace } from './namespaces.js'

test('the namespaces of spec section 5, and the two the embedded wallet serves', () => {
  expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  expect(embeddedWalletNamespaces).toEqual(['eip155', 'solana'])
})

test('isChainNamespace accepts only known namespaces', () => {
  expect(isChainNamespace('eip155')).toBe(true)
  expect(isChainNamespace('bip122')).toBe(true)
  expect(isChainNamespace('EIP155')).toBe(false)
  expect(isChainNamespace('near')).toBe(false)
  expect(isChainNamespace(undefined)).toBe(false)
})
