import { expect, test } from 'vitest'
import { getConnectMethodsOrder } from './connectMethods.js'

const enabled = { isEmailEnabled: true, isSocialEnabled: true }

test('the default connect method order is wallet, email, social when injected wallets exist', () => {
  expect(getConnectMethodsOrder({ hasInjectedWallets: true, ...enabled })).toEqual([
    'wallet',
    'email',
    'social',
  ])
})

test('without injected wallets email and social come first', () => {
  expect(getConnectMethodsOrder({ hasInjectedWallets: false, ...enabled })).toEqual([
    'email',
    'social',
    'wallet',
  ])
})

test('a configured connect method order comes first, the rest follow in the default order', () => {
  expect(getConnectMethodsOrder({ configured: ['social'], hasInjectedWallets: true, ...enabled })).toEqual([
    'social',
    'wallet',
    'email',
  ])
})

test('disabled methods are left out', () => {
  expect(
    getConnectMethodsOrder({ hasInjectedWallets: true, isEmailEnabled: false, isSocialEnabled: false }),
  ).toEqual(['wallet'])
})
