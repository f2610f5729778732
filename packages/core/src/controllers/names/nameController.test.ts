import { describe, expect, test } from 'vitest'
import type { BlockchainApi, Identity, NameSuggestion } from '../../contracts/blockchainApi.js'
import type { Storage } from '../../contracts/storage.js'
import { HttpError } from '../../errors/http.js'
import { namesFeature } from '../../features/namesFeature.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'
import type { NameController } from './nameController.js'

type Registration = Parameters<BlockchainApi['registerName']>[0]
type NamesApi = Pick<BlockchainApi, 'getIdentity' | 'getBalances' | 'getNameSuggestions' | 'registerName'>

/**
 * A provider API keeping names in memory, as the cloud does: suggestions say which are taken, a
 * registration is refused (409) for a taken name and (401) unless the wallet's signature of the
 * message checks out; the identity of an address is its registered name.
 */
function namesApi(verify: (registration: Registration) => Promise<boolean>) {
  const registered = new Map<string, string>()
  const registrations: Registration[] = []
  const calls = { identity: 0, suggestions: 0 }
  let failWith: number | undefined
  const api: NamesApi = {
    async getIdentity({ address }) {
      calls.identity += 1
      const name = [...registered].find(([, owner]) => owner === address)?.[0] ?? null
      return { name, avatar: null }
    },
    getBalances: async () => [],
    async getNameSuggestions({ name, zone = 'reown.id' }) {
      calls.suggestions += 1
      return [name, `${name}-1`, `the-${name}`].map((label) => ({
        name: `${label}.${zone}`,
        registered: registered.has(`${label}.${zone}`),
      }))
    },
    async registerName(registration) {
      const refuse = (status: number) => {
        throw new HttpError({ status, url: 'https://api.test/v1/profile/account', body: { status } })
      }
      if (failWith) refuse(failWith)
      if (!(await verify(registration))) refuse(401)
      const { name } = JSON.parse(registration.message) as { name: string }
      if (registered.has(name)) refuse(409)
      registered.set(name, registration.address)
      registrations.push(registration)
      return { success: true }
    },
  }
  return {
    api,
    registered,
    registrations,
    calls,
    failNextWith(status: number | undefined) {
      failWith = status
    },
  }
}

async function namesKit(options: { storage?: Storage; withoutProjectId?: boolean; suffix?: string } = {}) {
  // The API checks signatures with the test wallet's own scheme, through the kit's EVM adapter.
  let verify: (registration: Registration) => Promise<boolean> = async () => false
  const provider = namesApi((registration) => verify(registration))
  const setup = createTestKit({
    featureModules: [namesFeature(options.suffix ? { suffix: options.suffix } : {})],
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.withoutProjectId ? { projectId: undefined } : { blockchainApi: provider.api }),
  })
  const { evm } = setup
  verify = async ({ address, message, signature }) =>
    (await evm.verifyMessage?.({ address, message, signature })) ?? false
  await setup.kit.connect({ connectorId: 'io.metamask' })
  setup.kit.open()
  setup.kit.navigate('RegisterAccountName')
  const names = (await setup.kit.loadFeature('names')) as NameController
  const state = () => {
    const current = setup.kit.getState().names
    if (!current) throw new Error('state.names is missing')
    return current
  }
  return { ...setup, names, state, provider }
}

/** A promise and its resolver, to answer calls in the order a test chooses. */
function deferred<value>() {
  let resolve!: (value: value) => void
  const promise = new Promise<value>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe('the account-name flow', () => {
  test('checks the typed name as the visitor types, and lists the valid suggestions with which are taken', async () => {
    const { names, state, provider } = await namesKit()
    names.setName('')
    expect(state().validationError).toBeUndefined()
    names.setName('ab')
    expect(state().validationError).toEqual({ code: 'NAME_TOO_SHORT', message: 'Use at least 4 characters' })
    names.setName('ab!c')
    expect(state().validationError?.message).toBe('Use letters, numbers and hyphens only')
    await names.fetchSuggestions()
    expect(provider.calls.suggestions).toBe(0)

    provider.registered.set('dora.reown.id', '0x00000000000000000000000000000000000000d0')
    names.setName('Dora.wcn.id')
    expect(state()).toMatchObject({ label: 'dora', validationError: undefined })
    await names.fetchSuggestions()
    expect(state().suggestions).toEqual([
      { name: 'dora.reown.id', label: 'dora', registered: true },
      { name: 'dora-1.reown.id', label: 'dora-1', registered: false },
      { name: 'the-dora.reown.id', label: 'the-dora', registered: false },
    ])
    const [, available] = state().suggestions
    if (!available) throw new Error('no suggestion')
    names.pickSuggestion(available)
    expect(state()).toMatchObject({ input: 'dora-1', label: 'dora-1' })
  })

  test("a site's own suffix asks for suggestions in its zone and lists them with it", async () => {
    const { names, state } = await namesKit({ suffix: '.shop.id' })
    names.setName('dora')
    await names.fetchSuggestions()
    expect(state().suggestions.map((suggestion) => suggestion.name)).toEqual([
      'dora.shop.id',
      'dora-1.shop.id',
      'the-dora.shop.id',
    ])
  })

  test('leaves out suggested names the visitor could not type, and an older answer never replaces a newer one', async () => {
    const { kit, names, state, provider } = await namesKit()
    const answers = [deferred<NameSuggestion[]>(), deferred<NameSuggestion[]>()]
    let call = 0
    Object.assign(provider.api, { getNameSuggestions: () => answers[call++]?.promise })
    names.setName('erin')
    const older = names.fetchSuggestions()
    names.setName('erin-2')
    const newer = names.fetchSuggestions()
    answers[1]?.resolve([
      { name: 'erin-2.reown.id', registered: false },
      { name: '<img src=x onerror=alert(1)>.reown.id', registered: false },
      { name: 'erin\u202e-2.reown.id', registered: false },
      { name: 'ERIN-2.wcn.id', registered: false },
    ])
    await newer
    answers[0]?.resolve([{ name: 'erin.reown.id', registered: false }])
    await older
    expect(state().suggestions).toEqual([{ name: 'erin-2.reown.id', label: 'erin-2', registered: false }])
    expect(kit.getState().names?.suggestionsLoading).toBe(false)
  })

  test('registers: the wallet signs the name, the ENSIP-11 coin type and a timestamp; the name shows at once and the success view opens', async () => {
    const { kit, names, state, provider, evm } = await namesKit()
    await kit.switchNetwork('eip155:10')
    names.setName('Frank-1')
    const before = Math.floor(Date.now() / 1000)
    await expect(names.register()).resolves.toBe('frank-1.reown.id')
    const [registration] = provider.registrations
    expect(registration).toMatchObject({ coinType: 0x8000000a, address: evmAddress })
    const message = JSON.parse(registration?.message ?? '{}')
    expect(message).toEqual({ name: 'frank-1.reown.id', attributes: {}, timestamp: expect.any(Number) })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    expect(evm.test.calls.filter((entry) => entry.method === 'signMessage')).toHaveLength(1)
    expect(kit.getState().accounts.eip155?.profileName).toBe('frank-1.reown.id')
    expect(kit.getState().modal.view).toBe('RegisterAccountNameSuccess')
    expect(state()).toMatchObject({ registeredName: 'frank-1.reown.id', input: '', step: 'idle' })
    names.finish()
    expect(kit.getState().modal.view).toBe('Account')
  })

  test('pressing Register again while the wallet is asked does not ask twice', async () => {
    const { names, evm, provider } = await namesKit()
    names.setName('mike-3')
    const [first, second] = [names.register(), names.register()]
    expect(await first).toBe('mike-3.reown.id')
    expect(await second).toBe('mike-3.reown.id')
    expect(evm.test.calls.filter((entry) => entry.method === 'signMessage')).toHaveLength(1)
    expect(provider.registrations).toHaveLength(1)
  })

  test('Ethereum mainnet registers under coin type 60, and a reload within 5 min shows the name before the API answers', async () => {
    const first = await namesKit()
    first.names.setName('grace')
    await first.names.register()
    expect(first.provider.registrations[0]?.coinType).toBe(60)

    // The next page load, within the cache's 5 min, with a provider API that never answers.
    const never = new Promise<Identity>(() => {})
    const second = createTestKit({
      storage: first.storage,
      blockchainApi: { getIdentity: () => never, getBalances: async () => [] },
    })
    await second.kit.connect({ connectorId: 'io.metamask' })
    await second.kit.fetchIdentity('eip155')
    expect(second.kit.getState().accounts.eip155?.profileName).toBe('grace.reown.id')
  })

  test('a rejected signature keeps the form and says so; registering again works', async () => {
    const { kit, names, state, evm, provider } = await namesKit()
    evm.test.setFeatures('io.metamask', { signMessageError: 'userRejected' })
    names.setName('heidi')
    await expect(names.register()).rejects.toMatchObject({ name: 'NameSignatureRejectedError' })
    expect(state()).toMatchObject({
      input: 'heidi',
      step: 'idle',
      error: { code: 'NAME_SIGNATURE_REJECTED', message: 'Signature rejected in the wallet' },
    })
    expect(kit.getState().modal.view).toBe('RegisterAccountName')
    expect(provider.registrations).toEqual([])

    evm.test.setFeatures('io.metamask', { signMessageError: false })
    await expect(names.register()).resolves.toBe('heidi.reown.id')
  })

  test('a name taken meanwhile (409) says so and marks it taken; a known-taken name is not sent to the wallet', async () => {
    const { names, state, evm, provider } = await namesKit()
    names.setName('ivan-1')
    await names.fetchSuggestions()
    expect(state().suggestions[0]).toMatchObject({ label: 'ivan-1', registered: false })
    provider.registered.set('ivan-1.reown.id', '0x00000000000000000000000000000000000000e1')
    await expect(names.register()).rejects.toMatchObject({ name: 'NameTakenError' })
    expect(state().error).toEqual({ code: 'NAME_TAKEN', message: 'This name is already taken' })
    expect(state().suggestions[0]).toMatchObject({ label: 'ivan-1', registered: true })

    const signed = () => evm.test.calls.filter((entry) => entry.method === 'signMessage').length
    const signedBefore = signed()
    await expect(names.register()).rejects.toMatchObject({ name: 'NameTakenError' })
    expect(signed()).toBe(signedBefore)
  })

  test('another failure says registration failed and can be retried; a wrong signer is refused too', async () => {
    const { names, state, evm, provider } = await namesKit()
    names.setName('judy-2')
    provider.failNextWith(500)
    await expect(names.register()).rejects.toMatchObject({ name: 'NameRegistrationFailedError' })
    expect(state().error?.message).toBe('Registering the name failed. Try again.')
    provider.failNextWith(undefined)

    evm.test.setFeatures('io.metamask', { signsWithWrongKey: true })
    await expect(names.register()).rejects.toMatchObject({ name: 'NameRegistrationFailedError' })
    expect(provider.registrations).toEqual([])

    evm.test.setFeatures('io.metamask', { signsWithWrongKey: false })
    await expect(names.register()).resolves.toBe('judy-2.reown.id')
    expect(state().error).toBeUndefined()
  })

  test('an invalid name is refused before the wallet is asked', async () => {
    const { names, state, evm } = await namesKit()
    names.setName('kim')
    await expect(names.register()).rejects.toMatchObject({ name: 'NameTooShortError' })
    expect(state().error?.code).toBe('NAME_TOO_SHORT')
    expect(evm.test.calls.some((entry) => entry.method === 'signMessage')).toBe(false)
  })

  test('without a project id there is no provider API: registering says it needs one', async () => {
    const { names, state } = await namesKit({ withoutProjectId: true })
    names.setName('lena')
    await names.fetchSuggestions()
    expect(state().suggestions).toEqual([])
    await expect(names.register()).rejects.toMatchObject({
      name: 'NameNeedsProjectIdError',
      shortMessage: 'Registering a name needs a project id',
    })
  })
})
