import { describe, expect, test } from 'vitest'
import type { CaipNetworkId } from '../../caip/caip.js'
import type { KitStorage } from '../../contracts/storage.js'
import { InvalidCaipNetworkIdError } from '../../errors/caip.js'
import { createTestKit, evmAddress, metaMask } from '../../kit/testKit.js'
import { createKitStorage } from '../../storage/createKitStorage.js'
import { createMemoryStorage } from '../../storage/memoryStorage.js'
import { createAccountState } from '../account/accountState.js'
import { createNetworkState } from '../network/networkState.js'
import { createEmbeddedSession } from './embeddedSession.js'

/** A session over a kit's kind of network and account state, for eip155 and solana. */
function sessionOn(storage: KitStorage, now: () => number) {
  const network = createNetworkState({
    namespaces: ['eip155', 'solana'],
    networks: [],
    storedCaipNetworkId: undefined,
    defaultNetwork: undefined,
  })
  const accounts = { eip155: createAccountState(), solana: createAccountState() }
  return createEmbeddedSession({ storage, now, network, accounts, defaultAccountTypes: {} })
}

function setUp() {
  let time = 1_000_000
  const storage = createKitStorage({ storage: createMemoryStorage() })
  const session = sessionOn(storage, () => time)
  return { storage, session, advance: (ms: number) => (time += ms) }
}

describe('the embedded session', () => {
  test('another email login waits 30 s after a code was sent, counted in whole seconds', () => {
    const { session, advance } = setUp()
    expect(session.emailLoginWaitSeconds()).toBe(0)
    session.recordCodeSent()
    expect(session.emailLoginWaitSeconds()).toBe(30)
    advance(12_500)
    expect(session.emailLoginWaitSeconds()).toBe(18)
    advance(17_500)
    expect(session.emailLoginWaitSeconds()).toBe(0)
  })

  test('a login keeps the flag and the email and ends the cooldown; clearing forgets them', () => {
    const { session, storage } = setUp()
    session.recordCodeSent()
    storage.set('lastUsedChain', 'eip155')
    storage.set('connectedSocialUsername', 'ada0')
    session.recordLogin({ email: 'ada@example.com' })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: 'ada@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
    expect(session.emailLoginWaitSeconds()).toBe(0)
    session.clear()
    expect(session.get()).toEqual({
      loggedIn: false,
      email: undefined,
      socialProvider: undefined,
      socialUsername: undefined,
    })
    expect(storage.get('lastUsedChain')).toBeUndefined()
    expect(storage.get('connectedSocialUsername')).toBeUndefined()
  })

  test('the session survives a new kit on the same storage (a reload)', () => {
    const backing = createMemoryStorage()
    const first = sessionOn(createKitStorage({ storage: backing }), () => 0)
    first.recordLogin({ email: 'ada@example.com' })
    const second = sessionOn(createKitStorage({ storage: backing }), () => 0)
    expect(second.get()).toEqual({
      loggedIn: true,
      email: 'ada@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
  })

  test('a social login keeps its provider and username; an email change keeps them, an email login forgets them', () => {
    const { session } = setUp()
    session.recordLogin({ email: null, social: { provider: 'discord', username: 'ada0' } })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: undefined,
      socialProvider: 'discord',
      socialUsername: 'ada0',
    })
    session.recordEmail('ada@example.com')
    expect(session.get()).toMatchObject({ email: 'ada@example.com', socialProvider: 'discord' })
    session.recordLogin({ email: 'bob@example.com' })
    expect(session.get()).toEqual({
      loggedIn: true,
      email: 'bob@example.com',
      socialProvider: undefined,
      socialUsername: undefined,
    })
  })

  test('the provider a page left for is read once', () => {
    const { session } = setUp()
    expect(session.takeSocialRedirect()).toBeUndefined()
    session.recordSocialRedirect('github')
    expect(session.takeSocialRedirect()).toBe('github')
    expect(session.takeSocialRedirect()).toBeUndefined()
  })
})

/** An embedded wallet (the kit's AUTH connector) beside MetaMask, on a kit over `storage`. */
const embeddedWallet = { id: 'embedded', name: 'Email', type: 'AUTH', accounts: [evmAddress] } as const

function kitWithEmbeddedWallet(options: Parameters<typeof createTestKit>[0] = {}) {
  return createTestKit({ evmWallets: [metaMask, embeddedWallet], enableReconnect: false, ...options })
}

describe('smart accounts', () => {
  test('the smart-account networks are stored comma-separated, listed per namespace, and loaded by the next kit', async () => {
    const storage = createMemoryStorage()
    const { kit } = kitWithEmbeddedWallet({ storage })
    expect(kit.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([])
    kit.embeddedSession.recordSmartAccountNetworks([
      'eip155:1',
      'solana:testnetgenesis',
      'eip155:10',
      'eip155:1',
    ])
    expect(kit.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    expect(kit.getState().network.byNamespace.solana?.smartAccountEnabledNetworks).toEqual([
      'solana:testnetgenesis',
    ])
    expect(kit._internal.storage.get('smartAccountEnabledNetworks')).toBe(
      'eip155:1,solana:testnetgenesis,eip155:10',
    )

    // A reload: the list is in the state from the start, before the wallet answers again.
    const { kit: reloaded } = kitWithEmbeddedWallet({ storage })
    expect(reloaded.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    // A later answer replaces the list, an empty one included.
    reloaded.embeddedSession.recordSmartAccountNetworks([])
    expect(reloaded.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual([])
    expect(
      kitWithEmbeddedWallet({ storage }).kit.getState().network.byNamespace.eip155
        ?.smartAccountEnabledNetworks,
    ).toEqual([])
  })

  test('a list with something other than a CAIP-2 id is refused whole; a stored list edited by hand keeps its valid ids', () => {
    const storage = createMemoryStorage()
    const { kit } = kitWithEmbeddedWallet({ storage })
    kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
    expect(() =>
      kit.embeddedSession.recordSmartAccountNetworks(['eip155:10', 'eip155' as CaipNetworkId]),
    ).toThrow(InvalidCaipNetworkIdError)
    expect(kit.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual(['eip155:1'])
    kit._internal.storage.set('smartAccountEnabledNetworks', 'eip155:10,,not an id,eip155:1:0xabc')
    expect(
      kitWithEmbeddedWallet({ storage }).kit.getState().network.byNamespace.eip155
        ?.smartAccountEnabledNetworks,
    ).toEqual(['eip155:10'])
  })

  test("the preferred account type is the visitor's, else the site's default, else an EOA", async () => {
    const { kit } = kitWithEmbeddedWallet({ defaultAccountTypes: { eip155: 'smartAccount' } })
    expect(kit.embeddedSession.preferredAccountType('eip155')).toBe('smartAccount')
    expect(kit.embeddedSession.preferredAccountType('solana')).toBe('eoa')
    await kit.embeddedSession.setPreferredAccountType('eip155', 'eoa')
    expect(kit.embeddedSession.preferredAccountType('eip155')).toBe('eoa')
    expect(kit._internal.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })
  })

  test('a new preference is stored and shown at once, and the call waits for every listener to switch the account', async () => {
    const { kit } = kitWithEmbeddedWallet()
    await kit.connect({ connectorId: 'embedded' })
    const told: string[] = []
    let finishSwitch = () => {}
    const stop = kit.embeddedSession.onPreferredAccountTypeChange(
      (namespace, type) =>
        new Promise<void>((resolve) => {
          told.push(`${namespace} ${type}`)
          finishSwitch = resolve
        }),
    )
    kit.embeddedSession.onPreferredAccountTypeChange(
      (namespace, type) => void told.push(`second ${namespace} ${type}`),
    )
    let settled = false
    const switching = kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount').then(() => {
      settled = true
    })
    expect(kit.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
    expect(told).toEqual(['eip155 smartAccount', 'second eip155 smartAccount'])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    finishSwitch()
    await switching
    expect(settled).toBe(true)

    // A listener that stopped following is not told again.
    stop()
    await kit.embeddedSession.setPreferredAccountType('eip155', 'eoa')
    expect(told).toEqual(['eip155 smartAccount', 'second eip155 smartAccount', 'second eip155 eoa'])
    expect(kit.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
  })

  test('a listener that fails rejects the call with its error and puts the preference back', async () => {
    const { kit } = kitWithEmbeddedWallet()
    await kit.connect({ connectorId: 'embedded' })
    await kit.embeddedSession.setPreferredAccountType('solana', 'smartAccount')
    const refusal = Object.assign(new Error('The wallet service is unreachable'), { code: 'SERVER_ERROR' })
    let slowOneDone = false
    kit.embeddedSession.onPreferredAccountTypeChange(async () => {
      throw refusal
    })
    kit.embeddedSession.onPreferredAccountTypeChange(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      slowOneDone = true
    })
    await expect(kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount')).rejects.toBe(refusal)
    // It waited for the other listener before putting the preference back.
    expect(slowOneDone).toBe(true)
    expect(kit.embeddedSession.preferredAccountType('eip155')).toBe('eoa')
    expect(kit.getState().accounts.eip155?.preferredAccountType).toBeUndefined()
    // Another namespace's preference is left alone.
    expect(kit._internal.storage.get('preferredAccountTypes')).toEqual({ solana: 'smartAccount' })
  })

  test('a listener that throws at once fails the switch the same way', async () => {
    const { kit } = kitWithEmbeddedWallet()
    await kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount')
    kit.embeddedSession.onPreferredAccountTypeChange(() => {
      throw new TypeError('not a function')
    })
    await expect(kit.embeddedSession.setPreferredAccountType('eip155', 'eoa')).rejects.toThrow(TypeError)
    expect(kit.embeddedSession.preferredAccountType('eip155')).toBe('smartAccount')
  })

  test("whether the smart account is deployed is the account state's until the namespace disconnects", async () => {
    const { kit } = kitWithEmbeddedWallet()
    await kit.connect({ connectorId: 'embedded' })
    kit.embeddedSession.recordSmartAccountDeployed('eip155', true)
    expect(kit.getState().accounts.eip155?.smartAccountDeployed).toBe(true)
    kit.embeddedSession.recordSmartAccountDeployed('eip155', false)
    expect(kit.getState().accounts.eip155?.smartAccountDeployed).toBe(false)
    kit.embeddedSession.recordSmartAccountDeployed('eip155', true)
    await kit.disconnect()
    expect(kit.getState().accounts.eip155?.smartAccountDeployed).toBe(false)
  })

  test('signing out (or disconnecting the embedded wallet) forgets the login, not the account type or the networks', async () => {
    const { kit } = kitWithEmbeddedWallet()
    await kit.connect({ connectorId: 'embedded' })
    kit.embeddedSession.recordLogin({ email: 'ada@example.com' })
    kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
    await kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount')
    await kit.disconnect()
    expect(kit.embeddedSession.get().loggedIn).toBe(false)
    kit.embeddedSession.clear()
    expect(kit.embeddedSession.preferredAccountType('eip155')).toBe('smartAccount')
    expect(kit.getState().network.byNamespace.eip155?.smartAccountEnabledNetworks).toEqual(['eip155:1'])
    // The next login's account starts as the visitor left it.
    await kit.connect({ connectorId: 'embedded' })
    expect(kit.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
  })
})
