// @vitest-environment happy-dom
import { createLatchKit as createCoreKit, type LatchKit } from '@latchkit/core'
import { type TestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { LatchKitProvider } from '../kit/KitContext.js'
import { testAddress, testKitParameters } from '../testKit.js'
import { useDisconnect } from './useDisconnect.js'
import { useLatchKit } from './useLatchKit.js'
import { useLatchKitAccount } from './useLatchKitAccount.js'
import { useLatchKitEvents } from './useLatchKitEvents.js'
import { useLatchKitNetwork } from './useLatchKitNetwork.js'
import { useLatchKitProvider } from './useLatchKitProvider.js'
import { useLatchKitState } from './useLatchKitState.js'
import { useLatchKitTheme } from './useLatchKitTheme.js'
import { useWalletInfo } from './useWalletInfo.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// What each hook returns, captured on every render.
let seen: Record<string, unknown> = {}
let actions: {
  modal: ReturnType<typeof useLatchKit>
  network: ReturnType<typeof useLatchKitNetwork>
  theme: ReturnType<typeof useLatchKitTheme>
  disconnect: ReturnType<typeof useDisconnect>['disconnect']
}

function Probe() {
  const account = useLatchKitAccount()
  const solanaAccount = useLatchKitAccount({ namespace: 'solana' })
  const network = useLatchKitNetwork()
  const state = useLatchKitState()
  const theme = useLatchKitTheme()
  const { walletInfo } = useWalletInfo()
  const event = useLatchKitEvents()
  const provider = useLatchKitProvider<{ id: string }>('eip155')
  actions = { modal: useLatchKit(), network, theme, disconnect: useDisconnect().disconnect }
  seen = { account, solanaAccount, network, state, theme, walletInfo, event, provider }
  return <p>{account.address ?? 'no account'}</p>
}

let kit: LatchKit
let root: Root
let container: HTMLElement

beforeEach(async () => {
  kit = createCoreKit(testKitParameters())
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <LatchKitProvider kit={kit}>
        <Probe />
      </LatchKitProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  kit.destroy()
})

test('before connecting: disconnected account, the first network, dark theme, modal closed', () => {
  expect(container.textContent).toBe('no account')
  expect(seen.account).toEqual({
    allAccounts: [],
    caipAddress: undefined,
    address: undefined,
    isConnected: false,
    status: 'disconnected',
    switchAccount: expect.any(Function),
  })
  expect(seen.network).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
  expect(seen.state).toEqual({
    open: false,
    selectedNetworkId: 'eip155:1',
    activeChain: 'eip155',
    loading: false,
  })
  expect(seen.theme).toMatchObject({ themeMode: 'dark', themeVariables: {} })
  expect(seen.walletInfo).toBeUndefined()
  expect(seen.event).toBeUndefined()
  expect(seen.provider).toEqual({ walletProvider: undefined, walletProviderType: undefined })
})

test('connecting through the kit updates account, wallet, provider and events', async () => {
  const connecting = act(() => kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  await connecting
  expect(container.textContent).toBe(testAddress)
  expect(seen.account).toEqual({
    allAccounts: [{ address: testAddress, type: 'eoa' }],
    caipAddress: `eip155:1:${testAddress}`,
    address: testAddress,
    isConnected: true,
    status: 'connected',
    switchAccount: expect.any(Function),
  })
  expect(seen.solanaAccount).toMatchObject({ isConnected: false, status: 'disconnected' })
  expect(seen.walletInfo).toMatchObject({ name: 'MetaMask' })
  expect(seen.provider).toEqual({
    walletProvider: { isTestProvider: true, id: 'io.metamask' },
    walletProviderType: 'ANNOUNCED',
  })
  expect(seen.event).toMatchObject({
    data: { event: 'CONNECT_SUCCESS', properties: { namespace: 'eip155', walletName: 'MetaMask' } },
  })

  await act(() => actions.network.switchNetwork(testNetworks.optimism))
  expect(seen.network).toMatchObject({ caipNetworkId: 'eip155:10', chainId: 10 })
  expect(seen.state).toMatchObject({ selectedNetworkId: 'eip155:10' })
  expect(seen.event).toMatchObject({
    data: { event: 'SWITCH_NETWORK', properties: { caipNetworkId: 'eip155:10' } },
  })

  await act(() => actions.disconnect())
  expect(seen.account).toMatchObject({ isConnected: false, address: undefined, status: 'disconnected' })
  expect(seen.event).toMatchObject({
    data: { event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } },
  })
})

test('a pending connection shows as connecting and loading', async () => {
  let connecting: Promise<void> = Promise.resolve()
  act(() => {
    connecting = kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  })
  expect(seen.account).toMatchObject({ status: 'connecting', isConnected: false })
  expect(seen.state).toMatchObject({ loading: true })
  await act(() => connecting)
  expect(seen.state).toMatchObject({ loading: false })
})

test('useLatchKitAccount lists every account the wallet shares and switches the active one', async () => {
  const second = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  await act(() => kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  // The visitor shares a second account in the wallet; the wallet's active one stays first.
  act(() =>
    (kit.getAdapter('eip155') as TestAdapter).test.changeAccounts('io.metamask', [testAddress, second]),
  )
  expect(seen.account).toMatchObject({
    allAccounts: [
      { address: testAddress, type: 'eoa' },
      { address: second, type: 'eoa' },
    ],
    address: testAddress,
  })
  const { switchAccount } = seen.account as ReturnType<typeof useLatchKitAccount>
  await act(() => switchAccount({ address: second }))
  expect(container.textContent).toBe(second)
  expect(seen.account).toMatchObject({
    address: second,
    caipAddress: `eip155:1:${second}`,
    isConnected: true,
  })
})

test("useLatchKitAccount's embeddedWalletInfo: only for the embedded wallet, with its login and the account type in use", async () => {
  await act(() => kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  expect(seen.account).toMatchObject({ isConnected: true, embeddedWalletInfo: undefined })
  await act(() => kit.disconnect({ namespace: 'eip155' }))

  const adapter = kit.getAdapter('eip155') as TestAdapter
  act(() => adapter.test.addWallet({ id: 'embedded', name: 'Email', type: 'AUTH', accounts: [testAddress] }))
  kit.embeddedSession.recordLogin({ email: null, social: { provider: 'github', username: 'ada' } })
  await act(() => kit.connect({ connectorId: 'embedded', namespace: 'eip155' }))
  expect((seen.account as ReturnType<typeof useLatchKitAccount>).embeddedWalletInfo).toEqual({
    user: { username: 'ada', email: undefined },
    authProvider: 'github',
    accountType: 'eoa',
    isSmartAccountDeployed: false,
  })
  // The smart account counts only where the embedded wallet offers it: the preference alone is not enough.
  await act(() => kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount'))
  expect(seen.account).toMatchObject({ embeddedWalletInfo: { accountType: 'eoa' } })
  act(() => {
    kit.embeddedSession.recordSmartAccountNetworks([testNetworks.ethereum.caipNetworkId])
    kit.embeddedSession.recordSmartAccountDeployed('eip155', true)
  })
  expect(seen.account).toMatchObject({
    embeddedWalletInfo: { accountType: 'smartAccount', isSmartAccountDeployed: true },
  })
})

test('useLatchKit opens and closes the modal at a view; useLatchKitTheme changes the theme', async () => {
  act(() => actions.modal.open({ view: 'Networks' }))
  expect(kit.getState().modal.view).toBe('Networks')
  expect(seen.state).toMatchObject({ open: true })
  expect(seen.event).toMatchObject({
    data: { event: 'MODAL_OPEN', properties: { view: 'Networks', connected: false } },
  })
  await act(async () => {
    expect(await actions.modal.close()).toBe(true)
  })
  expect(seen.state).toMatchObject({ open: false })
  expect(seen.event).toMatchObject({ data: { event: 'MODAL_CLOSE' } })

  act(() => actions.theme.setThemeMode('light'))
  act(() => actions.theme.setThemeVariables({ '--latch-accent': '#ff0000' }))
  expect(seen.theme).toMatchObject({ themeMode: 'light', themeVariables: { '--latch-accent': '#ff0000' } })
})

test('hooks outside a provider and before createLatchKit say what to do', () => {
  const orphan = createRoot(document.createElement('div'))
  const errors: unknown[] = []
  const onError = (event: ErrorEvent) => {
    errors.push(event.error)
    event.preventDefault()
  }
  window.addEventListener('error', onError)
  expect(() => act(() => orphan.render(<Probe />))).toThrow(/call createLatchKit\(\.\.\.\) before rendering/)
  window.removeEventListener('error', onError)
})
