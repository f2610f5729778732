import { expect, test } from 'vitest'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import { DisconnectChainsError } from '../../errors/connection.js'
import {
  createTestKit,
  evmAddress,
  metaMask,
  phantom,
  solanaAddress,
  walletConnect,
} from '../../kit/testKit.js'

const solanaWalletConnect: TestWallet = { ...walletConnect, accounts: [solanaAddress] }
const embedded: TestWallet = { id: 'auth', name: 'Email', type: 'AUTH', accounts: [evmAddress] }
const embeddedSolana: TestWallet = { ...embedded, accounts: [solanaAddress] }

test('disconnecting resets the namespace: account, network, connected namespace, connector recorded as disconnected', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.changeNetwork('io.metamask', 'eip155:999')
  expect(kit.getState().network.isUnsupportedChain).toBe(true)
  await kit.disconnect({ namespace: 'eip155' })
  const state = kit.getState()
  expect(state.accounts.eip155).toMatchObject({
    status: 'disconnected',
    address: undefined,
    caipAddress: undefined,
    connectedWalletInfo: undefined,
    balance: undefined,
  })
  expect(state.network.isUnsupportedChain).toBe(false)
  expect(state.connection.connectedNamespaces).toEqual(['solana'])
  expect(state.connection.connections.eip155).toBeUndefined()
  expect(kit._internal.storage.get('disconnectedConnectorIds')).toMatchObject({ eip155: ['io.metamask'] })
  expect(kit._internal.storage.get('connectedConnectorIds')).toEqual({ solana: 'app.phantom' })
  // The namespace still connected takes over as the active one.
  expect(state.network.activeNamespace).toBe('solana')
  expect(state.accounts.solana?.status).toBe('connected')
})

test('disconnect without a namespace disconnects every namespace', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.disconnect()
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
  expect(kit._internal.storage.get('connectionStatus')).toBe('disconnected')
})

test('disconnecting WalletConnect disconnects every namespace', async () => {
  const { kit, evm, solana } = createTestKit({ solanaWallets: [phantom, solanaWalletConnect] })
  await kit.ready
  await kit.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
  await kit.connect({ connectorId: 'walletConnect', namespace: 'solana' })
  await kit.disconnect({ namespace: 'solana' })
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
  expect(evm.test.isAuthorized('walletConnect')).toBe(false)
  expect(solana.test.isAuthorized('walletConnect')).toBe(false)
})

test('disconnecting the embedded wallet disconnects every namespace and ends its session', async () => {
  const { kit } = createTestKit({ evmWallets: [metaMask, embedded], solanaWallets: [phantom] })
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.connect({ connectorId: 'auth', namespace: 'eip155' })
  kit.embeddedSession.recordLogin({
    email: 'ada@example.com',
    social: { provider: 'google', username: 'visitor' },
  })
  kit._internal.storage.set('lastUsedChain', 'eip155')
  await kit.disconnect({ namespace: 'eip155' })
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
  expect(kit._internal.storage.get('connectedSocialProvider')).toBeUndefined()
  expect(kit._internal.storage.get('connectedSocialUsername')).toBeUndefined()
  // The embedded session ends with it (spec section 4): flag, email and last used chain forgotten.
  expect(kit.embeddedSession.get()).toEqual({
    loggedIn: false,
    email: undefined,
    socialProvider: undefined,
    socialUsername: undefined,
  })
  expect(kit._internal.storage.get('lastUsedChain')).toBeUndefined()
})

test('disconnecting the embedded wallet on one namespace also disconnects its other namespace', async () => {
  const { kit } = createTestKit({ evmWallets: [embedded], solanaWallets: [embeddedSolana] })
  await kit.ready
  await kit.connect({ connectorId: 'auth', namespace: 'eip155' })
  await kit.connect({ connectorId: 'auth', namespace: 'solana' })
  await kit.disconnect({ namespace: 'solana' })
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
})

test("disconnect failures are combined into 'Failed to disconnect chains: {message}'", async () => {
  const { kit, evm, solana } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.setFeatures('io.metamask', { disconnectError: new Error('extension crashed') })
  solana.test.setFeatures('app.phantom', { disconnectError: new Error('locked') })
  const error = await kit.disconnect().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(DisconnectChainsError)
  expect((error as DisconnectChainsError).shortMessage).toBe(
    'Failed to disconnect chains: solana: locked, eip155: extension crashed',
  )
  expect((error as DisconnectChainsError).code).toBe('DISCONNECT_CHAINS_FAILED')
  expect(kit.getState().notices.snackbar).toEqual({
    code: 'DISCONNECT_CHAINS_FAILED',
    values: { message: 'solana: locked, eip155: extension crashed' },
    severity: 'error',
  })
  // The failed namespaces stay connected, so the visitor can retry.
  expect(kit.getState().connection.connectedNamespaces).toEqual(['solana', 'eip155'])
  evm.test.setFeatures('io.metamask', { disconnectError: false })
  solana.test.setFeatures('app.phantom', { disconnectError: false })
  await kit.disconnect()
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
})

test('disconnect closes the modal unless told otherwise', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  await kit.disconnect({ closeModal: false })
  expect(kit.getState().modal.isOpen).toBe(true)
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.disconnect()
  expect(kit.getState().modal.isOpen).toBe(false)
})

test('disconnect signs out when the sign-in option asks for it', async () => {
  let sessionsCleared = 0
  const { kit } = createTestKit({
    siwx: {
      getRequired: () => false,
      getSessions: async () => [],
      createMessage: () => new Promise(() => {}),
      addSession: async () => {},
      signOutOnDisconnect: true,
      setSessions: async (sessions) => {
        if (sessions.length === 0) sessionsCleared += 1
      },
    },
  })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.disconnect()
  expect(sessionsCleared).toBe(1)
})

test('a wallet reporting no accounts while the site disconnects it is still recorded as disconnected by the visitor', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.setFeatures('io.metamask', { emptyAccountsOnDisconnect: true })
  await kit.disconnect()
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
  expect(kit._internal.storage.get('disconnectedConnectorIds')).toMatchObject({ eip155: ['io.metamask'] })
  // So the next visit does not reconnect it silently.
  await kit.reconnect()
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
})
