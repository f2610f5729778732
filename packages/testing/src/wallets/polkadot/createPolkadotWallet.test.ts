import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { SignerPayloadJSON, SignerPayloadRaw } from '@polkadot/types/types'
import { stringToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readFreeBalance } from '../../polkadot/readFreeBalance.js'
import { type PolkadotChain, startPolkadotChain } from '../../polkadot/startPolkadotChain.js'
import { transferInBlock } from '../../polkadot/transferInBlock.js'
import { ProviderRpcError } from '../providerRpcError.js'
import { createPolkadotWallet, type PolkadotTestWallet } from './createPolkadotWallet.js'
import type { PolkadotWalletEvent } from './polkadotWalletContext.js'

const site = 'http://127.0.0.1:5173'

let chain: PolkadotChain
let api: ApiPromise
beforeAll(async () => {
  chain = await startPolkadotChain()
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 60_000)
afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

/** The signer a site gets from `enable()`, answered by the wallet in Node as the page script does. */
const signerOf = (wallet: PolkadotTestWallet, origin = site): Signer => ({
  signPayload: async (payload: SignerPayloadJSON) =>
    ({
      id: 1,
      ...((await wallet.request({ method: 'signPayload', params: payload }, origin)) as object),
    }) as never,
  signRaw: async (payload: SignerPayloadRaw) =>
    ({
      id: 1,
      ...((await wallet.request({ method: 'signRaw', params: payload }, origin)) as object),
    }) as never,
})

const enabledWallet = async () => {
  const wallet = await createPolkadotWallet({ accounts: chain.accounts })
  await wallet.request({ method: 'enable', params: { appName: 'LatchKit' } }, site)
  return wallet
}

describe('createPolkadotWallet', () => {
  test('shares its accounts in the generic prefix once a site is enabled, and asks only once', async () => {
    const wallet = await createPolkadotWallet({ accounts: chain.accounts })
    expect(await wallet.request({ method: 'accounts' }, site)).toEqual({ accounts: [] })
    const enabled = (await wallet.request({ method: 'enable', params: { appName: 'LatchKit' } }, site)) as {
      accounts: { address: string; type: string; name: string; genesisHash: null }[]
    }
    expect(enabled.accounts.map((account) => [account.name, account.type])).toEqual(
      chain.accounts.map((account) => [account.name, account.type]),
    )
    // Alice, as the polkadot-js extension shows her: Substrate's generic prefix, not the chain's.
    expect(enabled.accounts[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    wallet.reject('connect')
    await wallet.request({ method: 'enable' }, site) // No second prompt for an enabled site.
    expect(wallet.isAuthorized(site)).toBe(true)
  })

  test("a declined enable rejects with the extension's words", async () => {
    const wallet = await createPolkadotWallet({ accounts: chain.accounts })
    wallet.reject('connect', { times: 1 })
    await expect(wallet.request({ method: 'enable' }, site)).rejects.toMatchObject({
      message: 'Connection request was rejected by the user.',
    })
    expect(wallet.isAuthorized(site)).toBe(false)
  })

  test.each([0, 2, 3])(
    'signs a message with account #%i that verifies against its address',
    async (index) => {
      const wallet = await enabledWallet()
      const account = wallet.accounts[index]
      if (!account) throw new Error('missing account')
      const message = 'Sign in to LatchKit'
      const { signature } = (await wallet.request(
        {
          method: 'signRaw',
          params: { address: account.address, data: stringToHex(message), type: 'bytes' },
        },
        site,
      )) as { signature: string }
      expect(signatureVerify(message, signature, account.address)).toMatchObject({
        isValid: true,
        crypto: account.type,
      })
    },
  )

  test.each([0, 3])('signs a transfer for account #%i that the chain puts in a block', async (index) => {
    const wallet = await enabledWallet()
    const sender = chain.accounts[index]
    const bob = chain.accounts[1]
    if (!sender || !bob) throw new Error('missing account')
    const before = await readFreeBalance(api, bob.address)
    await transferInBlock(api, {
      from: sender.address,
      signer: signerOf(wallet),
      to: bob.address,
      amount: 5n * 10n ** 12n,
    })
    expect(await readFreeBalance(api, bob.address)).toBe(before + 5n * 10n ** 12n)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signPayload', origin: site })
  })

  test('a declined signature is "Cancelled"; a held one waits for the user; an unknown address is refused', async () => {
    const wallet = await enabledWallet()
    const address = wallet.accounts[0]?.address
    const signRaw = (data: string, signer = address) =>
      wallet.request({ method: 'signRaw', params: { address: signer, data, type: 'bytes' } }, site)
    wallet.reject('signRaw', { times: 1 })
    const declined = signRaw('0x01')
    await expect(declined).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(declined).rejects.toMatchObject({ message: 'Cancelled', code: 4001 })

    wallet.hold('signRaw')
    let answered = false
    const held = signRaw('0x02').then(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    wallet.release('signRaw')
    await held
    expect(answered).toBe(true)

    // Ferdie: a dev account the wallet does not hold.
    await expect(signRaw('0x03', '5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL')).rejects.toMatchObject({
      message: 'Unable to find keypair',
    })
    await expect(
      wallet.request({ method: 'signRaw', params: { address, data: '0x04' } }, 'http://other.example'),
    ).rejects.toMatchObject({ message: 'The source http://other.example has not been enabled yet' })
  })

  test('setAccounts and disconnect tell every enabled site its accounts', async () => {
    const wallet = await enabledWallet()
    const events: PolkadotWalletEvent[] = []
    wallet.subscribe((event) => events.push(event))
    const [alice, , charlie] = chain.accounts
    if (!alice || !charlie) throw new Error('missing account')
    wallet.setAccounts([charlie, alice])
    expect(events).toHaveLength(1)
    expect(events[0]?.origin).toBe(site)
    expect(events[0]?.accounts.map((account) => account.type)).toEqual(['ed25519', 'sr25519'])
    expect(await wallet.request({ method: 'accounts' }, site)).toEqual({ accounts: events[0]?.accounts })
    wallet.disconnect()
    expect(events.at(-1)).toEqual({ type: 'accounts', origin: site, accounts: [] })
    expect(wallet.isAuthorized(site)).toBe(false)
  })
})
