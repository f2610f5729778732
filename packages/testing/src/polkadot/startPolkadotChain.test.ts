import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isProcessAlive } from '../bitcoin/isProcessAlive.js'
import { PolkadotChainOptionsError } from './errors.js'
import { callPolkadotRpc } from './polkadotRpc.js'
import { polkadotKeyPair } from './polkadotTestAccounts.js'
import { readFreeBalance } from './readFreeBalance.js'
import { type PolkadotChain, startPolkadotChain } from './startPolkadotChain.js'
import { transferInBlock } from './transferInBlock.js'

let chain: PolkadotChain
let api: ApiPromise
let startupMs = 0
beforeAll(async () => {
  const startedAt = performance.now()
  chain = await startPolkadotChain()
  startupMs = performance.now() - startedAt
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 60_000)
afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

const freeBalance = (address: string) => readFreeBalance(api, address)

describe('startPolkadotChain', () => {
  test('describes the chain a site configures: Rococo Asset Hub, ROC with 12 decimals, CAIP-2 id from the genesis hash', async () => {
    console.info(`chopsticks started in ${Math.round(startupMs)} ms`)
    expect(chain.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.name).toBe('Rococo Asset Hub')
    expect(chain.genesisHash).toBe(api.genesisHash.toHex())
    expect(chain.caipNetworkId).toBe(`polkadot:${chain.genesisHash.slice(2, 34)}`)
    // chopsticks' fixed hash for a chain started from a genesis: the same id on every run.
    expect(chain.caipNetworkId).toBe('polkadot:45454545454545454545454545454545')
    expect({ symbol: chain.symbol, decimals: chain.decimals, ss58Prefix: chain.ss58Prefix }).toEqual({
      symbol: 'ROC',
      decimals: 12,
      ss58Prefix: api.consts.system.ss58Prefix.toNumber(),
    })
    expect(chain.accounts.map((account) => account.type)).toEqual(['sr25519', 'sr25519', 'ed25519', 'ecdsa'])
    // Alice's address in the chain's format, as polkadot-js apps shows it on this chain.
    expect(chain.accounts[0]?.address).toBe(
      api.createType('AccountId', chain.accounts[0]?.publicKey).toString(),
    )
    expect(chain.ss58Prefix).toBe(2)
    for (const account of chain.accounts)
      expect(await freeBalance(account.address)).toBe(10_000n * 10n ** 12n)
  })

  test.each([0, 2, 3])(
    'a transferKeepAlive signed by test account #%i lands in a block at once and moves the balance',
    async (index) => {
      const account = chain.accounts[index]
      const bob = chain.accounts[1]
      if (!account || !bob) throw new Error('missing test account')
      const sender = await polkadotKeyPair(account, chain.ss58Prefix)
      const before = { sender: await freeBalance(account.address), bob: await freeBalance(bob.address) }
      const blockHash = await transferInBlock(api, {
        from: sender,
        to: bob.address,
        amount: 12n * 10n ** 12n,
      })
      const header = await api.rpc.chain.getHeader(blockHash)
      expect(header.number.toNumber()).toBeGreaterThan(1)
      expect(await freeBalance(bob.address)).toBe(before.bob + 12n * 10n ** 12n)
      // The sender also paid a fee.
      expect(await freeBalance(account.address)).toBeLessThan(before.sender - 12n * 10n ** 12n)
    },
  )

  test('a message signed with a test account verifies against its address', async () => {
    const [alice] = chain.accounts
    if (!alice) throw new Error('missing test account')
    const pair = await polkadotKeyPair(alice)
    const message = 'Sign in to LatchKit'
    expect(signatureVerify(message, pair.sign(message), alice.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
  })

  test('refuses a balance of 0 before starting anything', async () => {
    await expect(startPolkadotChain({ freeBalance: 0n })).rejects.toBeInstanceOf(PolkadotChainOptionsError)
  })
})

test('a Manual chain makes blocks on dev_newBlock only; stop() ends its process group, and a second stop() is harmless', async () => {
  const own = await startPolkadotChain({ blockMode: 'Manual' })
  const httpUrl = own.wsUrl.replace('ws:', 'http:')
  const headNumber = async () =>
    Number((await callPolkadotRpc<{ number: string }>(httpUrl, 'chain_getHeader')).number)
  expect(isProcessAlive(own.pid)).toBe(true)
  const before = await headNumber()
  await callPolkadotRpc(httpUrl, 'dev_newBlock', [{ count: 1 }])
  expect(await headNumber()).toBe(before + 1)
  await Promise.all([own.stop(), own.stop()])
  expect(isProcessAlive(own.pid)).toBe(false)
  expect(isProcessAlive(-own.pid)).toBe(false)
  await expect(fetch(httpUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
}, 60_000)
