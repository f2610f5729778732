import type { Connector, ConnectorListItem, Wallet } from '@latchkit/core'
import { expect, test } from 'vitest'
import { imageSource, targetOfWallet, toConnectRows, walletConnectConnectorId } from './walletChoice.js'

const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chainNamespaces: ['eip155'],
}
const metaMask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  rdns: 'io.metamask',
  imageUrl: 'data:image/svg+xml,mm',
  chainNamespaces: ['eip155'],
}
const rainbow: Wallet = { id: 'rainbow-id', name: 'Rainbow', image_id: 'rainbow-image' }
const metaMaskWallet: Wallet = { id: 'mm-id', name: 'MetaMask', rdns: 'io.metamask', image_id: 'mm-image' }

test('rows keep the core order and say where each wallet leads', () => {
  const list: ConnectorListItem[] = [
    { group: 'walletConnect', connector: walletConnect },
    { group: 'recent', wallet: metaMaskWallet, connector: metaMask },
    { group: 'recommended', wallet: rainbow },
  ]
  const rows = toConnectRows(list, [walletConnect, metaMask])
  expect(rows.map((row) => [row.name, row.tag, row.target.view])).toEqual([
    ['WalletConnect', 'qrCode', 'ConnectingWalletConnect'],
    ['MetaMask', 'recent', 'ConnectingExternal'],
    ['Rainbow', undefined, 'ConnectingWalletConnect'],
  ])
  expect(rows[1]?.target).toEqual({
    view: 'ConnectingExternal',
    connectorId: 'io.metamask',
    wallet: metaMaskWallet,
  })
  expect(rows[2]?.target).toEqual({ view: 'ConnectingWalletConnect', wallet: rainbow })
})

test('an installed connector is tagged installed', () => {
  const [row] = toConnectRows([{ group: 'injected', connector: metaMask }], [metaMask])
  expect(row).toMatchObject({
    tag: 'installed',
    imageUrl: 'data:image/svg+xml,mm',
    key: 'connector:io.metamask',
  })
})

test('a registry wallet uses its installed connector (by rdns), else the QR code', () => {
  expect(targetOfWallet(metaMaskWallet, [walletConnect, metaMask])).toEqual({
    view: 'ConnectingExternal',
    connectorId: 'io.metamask',
    wallet: metaMaskWallet,
  })
  expect(targetOfWallet(rainbow, [walletConnect, metaMask]).view).toBe('ConnectingWalletConnect')
  // The WalletConnect connector is never "the installed wallet".
  expect(targetOfWallet({ id: 'x', name: 'WalletConnect' }, [walletConnect]).view).toBe(
    'ConnectingWalletConnect',
  )
})

test('images: own URL first, then the registry URL of the image id', () => {
  const registry = (id: string) => `https://registry.test/getWalletImage/${id}`
  expect(imageSource({ imageUrl: 'data:x', imageId: 'a' }, registry)).toBe('data:x')
  expect(imageSource({ imageUrl: undefined, imageId: 'a' }, registry)).toBe(
    'https://registry.test/getWalletImage/a',
  )
  expect(imageSource({ imageUrl: undefined, imageId: 'a' }, undefined)).toBeUndefined()
})

test('finds the WalletConnect connector id', () => {
  expect(walletConnectConnectorId([metaMask, walletConnect])).toBe('walletConnect')
  expect(walletConnectConnectorId([metaMask])).toBeUndefined()
})
