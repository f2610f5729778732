import { expect, test } from 'vitest'
import type { Connector } from '../../contracts/connector.js'
import type { Wallet } from '../../contracts/walletRegistry.js'
import { type BuildConnectorListParameters, buildConnectorList } from './connectorList.js'
import { coinbaseWalletId, phantomWalletId, solflareWalletId } from './walletIds.js'

const connector = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  type: 'ANNOUNCED',
  name: id,
  chainNamespaces: ['eip155'],
  ...extra,
})
const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: id, ...extra })

const browserWallet = connector('injected', { type: 'INJECTED', name: 'Browser Wallet' })
const walletConnect = connector('walletConnect', { type: 'WALLET_CONNECT', name: 'WalletConnect' })
const desktop = { isMobile: false, hasInjectedWallet: true }
const mobile = { isMobile: true, hasInjectedWallet: false }

function build(parameters: Partial<BuildConnectorListParameters>) {
  return buildConnectorList({
    connectors: [],
    recentWallets: [],
    featuredWallets: [],
    customWallets: [],
    recommendedWallets: [],
    excluded: [],
    environment: desktop,
    namespace: 'eip155',
    ...parameters,
  })
}

function list(parameters: Partial<BuildConnectorListParameters>) {
  return build(parameters).map((item) => `${item.group}:${item.wallet?.id ?? item.connector?.id}`)
}

test('the list is grouped: walletConnect, recent, injected, featured, custom, external, recommended', () => {
  expect(
    list({
      connectors: [connector('ext', { type: 'EXTERNAL' }), connector('io.rabby'), walletConnect],
      recentWallets: [wallet('recent-1')],
      featuredWallets: [wallet('featured-1')],
      customWallets: [wallet('custom-1')],
      recommendedWallets: [wallet('recommended-1')],
    }),
  ).toEqual([
    'walletConnect:walletConnect',
    'recent:recent-1',
    'injected:io.rabby',
    'featured:featured-1',
    'custom:custom-1',
    'external:ext',
    'recommended:recommended-1',
  ])
})

test('embedded-wallet connectors are not wallet-list entries', () => {
  expect(list({ connectors: [connector('auth', { type: 'AUTH' }), connector('io.rabby')] })).toEqual([
    'injected:io.rabby',
  ])
})

test('the generic Browser Wallet entry is hidden on desktop', () => {
  expect(list({ connectors: [browserWallet, connector('io.rabby')] })).toEqual(['injected:io.rabby'])
})

test('on mobile the generic Browser Wallet shows with an rdns or an installed injected wallet only', () => {
  expect(list({ connectors: [browserWallet], environment: mobile })).toEqual([])
  expect(
    list({ connectors: [browserWallet], environment: { isMobile: true, hasInjectedWallet: true } }),
  ).toEqual(['injected:injected'])
  expect(list({ connectors: [{ ...browserWallet, rdns: 'com.wallet' }], environment: mobile })).toEqual([
    'injected:injected',
  ])
})

test('excluded wallets are hidden, by rdns or by name in any case', () => {
  const connectors = [
    connector('io.rabby', { rdns: 'io.rabby' }),
    connector('x', { name: 'Trust Wallet' }),
    connector('io.ok'),
  ]
  const excluded = [{ rdns: 'io.rabby' }, { name: 'trust WALLET' }]
  expect(list({ connectors, excluded })).toEqual(['injected:io.ok'])
  expect(
    list({
      recommendedWallets: [
        wallet('a', { rdns: 'io.rabby' }),
        wallet('b', { name: 'TRUST wallet' }),
        wallet('c'),
      ],
      excluded,
    }),
  ).toEqual(['recommended:c'])
})

test('duplicates are matched by rdns, name and id, and shown once', () => {
  const installed = connector('io.metamask', { name: 'MetaMask', rdns: 'io.metamask', explorerId: 'mm-id' })
  expect(
    list({
      connectors: [installed, connector('window.ethereum', { type: 'INJECTED', name: 'metamask' })],
      featuredWallets: [wallet('mm-id', { name: 'MM' }), wallet('other', { rdns: 'io.metamask' })],
      recommendedWallets: [wallet('x', { name: 'MetaMask' }), wallet('trust'), wallet('trust')],
    }),
  ).toEqual(['injected:io.metamask', 'recommended:trust'])
})

test('a recent wallet that is installed takes its connector and is shown once, as recent', () => {
  const installed = connector('io.metamask', { name: 'MetaMask', rdns: 'io.metamask', explorerId: 'mm-id' })
  const items = buildConnectorList({
    connectors: [walletConnect, installed],
    recentWallets: [wallet('mm-id', { name: 'MetaMask' })],
    featuredWallets: [],
    customWallets: [],
    recommendedWallets: [],
    excluded: [],
    environment: desktop,
    namespace: 'eip155',
  })
  expect(items.map((item) => [item.group, item.connector?.id])).toEqual([
    ['walletConnect', 'walletConnect'],
    ['recent', 'io.metamask'],
  ])
})

test('on mobile only wallets with a mobile link, or the Coinbase wallet, are shown', () => {
  expect(
    list({
      environment: mobile,
      recommendedWallets: [
        wallet('with-link', { mobile_link: 'wallet://' }),
        wallet('no-link'),
        wallet(coinbaseWalletId),
        wallet(phantomWalletId),
      ],
    }),
  ).toEqual(['recommended:with-link', `recommended:${coinbaseWalletId}`])
})

test('on mobile, on Solana, Solflare and Phantom are shown without a mobile link', () => {
  expect(
    list({
      environment: mobile,
      namespace: 'solana',
      featuredWallets: [wallet(solflareWalletId), wallet(phantomWalletId), wallet('no-link')],
    }),
  ).toEqual([`featured:${solflareWalletId}`, `featured:${phantomWalletId}`])
})

test('a configured group order applies to the list', () => {
  expect(
    list({
      connectors: [walletConnect, connector('io.rabby')],
      recommendedWallets: [wallet('r')],
      order: ['recommended', 'injected'],
    }),
  ).toEqual(['recommended:r', 'injected:io.rabby', 'walletConnect:walletConnect'])
})

test('opened for one namespace, the list shows only the connectors that serve it', () => {
  const multiChainWalletConnect = connector('walletConnect', {
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chainNamespaces: ['eip155', 'solana'],
  })
  const evmOnly = connector('io.metamask')
  const solanaOnly = connector('app.phantom.solana', { chainNamespaces: ['solana'] })
  const connectors = [multiChainWalletConnect, evmOnly, solanaOnly]
  expect(list({ connectors, namespace: 'solana', onlyNamespace: 'solana' })).toEqual([
    'walletConnect:walletConnect',
    'injected:app.phantom.solana',
  ])
  expect(list({ connectors })).toEqual([
    'walletConnect:walletConnect',
    'injected:io.metamask',
    'injected:app.phantom.solana',
  ])
})

test('a wallet announced under the name of a known wallet, with another rdns, is not taken for it', () => {
  const metaMask = wallet('metamask', { name: 'MetaMask', rdns: 'io.metamask' })
  const impostor = connector('com.evil', { name: 'MetaMask', rdns: 'com.evil' })
  const items = build({ connectors: [impostor], recentWallets: [metaMask], featuredWallets: [metaMask] })
  // The recent MetaMask keeps no connector of the impostor's, and the impostor says what it is.
  expect(items.map((item) => [item.group, item.wallet?.id, item.connector?.name])).toEqual([
    ['recent', 'metamask', undefined],
    ['injected', undefined, 'MetaMask (com.evil)'],
  ])
  // The real MetaMask, installed, is the recent entry's connector and keeps its name.
  const real = connector('io.metamask', { name: 'MetaMask', rdns: 'io.metamask' })
  const both = build({ connectors: [real, impostor], recentWallets: [metaMask] })
  expect(both.map((item) => [item.group, item.connector?.id, item.connector?.name])).toEqual([
    ['recent', 'io.metamask', 'MetaMask'],
    ['injected', 'com.evil', 'MetaMask (com.evil)'],
  ])
})
