import { randomUUID } from 'node:crypto'
import {
  InvalidAddressError,
  InvalidAmountError,
  SendAmountAndReceiverRequiredError,
  UserRejectedRequestError,
} from '@latchkit/core'
import { Keyring } from '@polkadot/keyring'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  InsufficientPolkadotBalanceError,
  PolkadotExistentialDepositError,
} from '../errors/transferErrors.js'
import {
  type PolkadotTestSetup,
  startPolkadotTestSetup,
  testExtensionId,
} from '../test-utils/polkadotTestSetup.js'

// Balances and transfers on the rig's chain (chopsticks running Rococo Asset Hub's runtime), signed
// by the rig's Polkadot test wallet (as the page's extension) holding the funded test accounts' keys.
let setup: PolkadotTestSetup
const connectorId = testExtensionId

beforeAll(async () => {
  setup = await startPolkadotTestSetup()
}, 60_000)
afterAll(() => setup?.stop())

const onChain = (address: string) => setup.onChain(address)
const freshAddress = () => setup.freshAddress()
const useAccount = (index: number) => setup.useAccount(index)
const free = async (address: string) =>
  (await setup.adapter.getFreeAndReservedBalance({ address, network: setup.network })).free

describe('balances', () => {
  it("reads an account's free and reserved balance in whole units, and the free one as the kit's balance", async () => {
    const alice = useAccount(0)
    expect(await setup.adapter.getFreeAndReservedBalance({ address: alice, network: setup.network })).toEqual(
      {
        free: '10000',
        reserved: '0',
        symbol: 'ROC',
      },
    )
    expect(await setup.adapter.getBalance({ address: alice, network: setup.network })).toEqual({
      balance: '10000',
      symbol: 'ROC',
    })
    // The same account written with another prefix is the same account.
    expect(await free(encodeAddress(alice, 42))).toBe('10000')
    expect(await free(freshAddress())).toBe('0')
    await expect(free('not an address')).rejects.toBeInstanceOf(InvalidAddressError)
  })
})

describe('transfer', () => {
  it('sends with transferKeepAlive: in a block (balanceChanged for the sender), then finalized; the recipient holds the amount', async () => {
    const alice = useAccount(0)
    const recipient = freshAddress()
    setup.balanceChanges.length = 0
    const sent = await setup.adapter.transfer({ connectorId, recipient, amount: '1.5' })
    expect(sent.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const inBlock = await sent.inBlock
    expect(inBlock.blockHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(setup.balanceChanges).toEqual([alice])
    expect(await sent.finalized).toEqual(inBlock)
    expect(await free(recipient)).toBe('1.5')
    const aliceAfter = Number(await free(alice))
    // 1.5 ROC and a fee left Alice's account.
    expect(aliceAfter).toBeLessThan(10000 - 1.5)
    expect(aliceAfter).toBeGreaterThan(10000 - 1.6)
    expect(setup.wallet.requests.filter(({ method }) => method === 'signPayload')).toHaveLength(1)
  })

  it('sends from the account the kit made active, whatever its key type (ed25519, ecdsa)', async () => {
    for (const index of [2, 3]) {
      const sender = useAccount(index)
      const recipient = freshAddress()
      setup.balanceChanges.length = 0
      const sent = await setup.adapter.transfer({ connectorId, recipient, amount: '2' })
      await sent.finalized
      expect(setup.balanceChanges).toEqual([sender])
      expect(await free(recipient)).toBe('2')
      expect(Number(await free(sender))).toBeLessThan(10000 - 2)
    }
  })

  it('more than the account holds: the chain says so in the block (fee charged), a typed InsufficientPolkadotBalanceError', async () => {
    const bob = useAccount(1)
    setup.balanceChanges.length = 0
    const sent = await setup.adapter.transfer({ connectorId, recipient: freshAddress(), amount: '20000' })
    const failure = await sent.inBlock.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(InsufficientPolkadotBalanceError)
    expect(failure).toMatchObject({
      shortMessage: 'Insufficient balance',
      dispatchError: {
        section: 'balances',
        name: 'InsufficientBalance',
        docs: 'Balance too low to send value',
      },
    })
    await expect(sent.finalized).rejects.toBe(failure)
    // The fee was paid: the kit is told to read the balance again.
    expect(setup.balanceChanges).toEqual([bob])
    expect(Number(await free(bob))).toBeLessThan(10000)
  })

  it('less than the existential deposit to a new account: a typed PolkadotExistentialDepositError', async () => {
    useAccount(1)
    const recipient = freshAddress()
    const sent = await setup.adapter.transfer({ connectorId, recipient, amount: '0.000000000001' })
    const failure = await sent.inBlock.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PolkadotExistentialDepositError)
    expect(failure).toMatchObject({
      shortMessage: 'The transfer would leave an account below the existential deposit',
      dispatchError: { section: 'balances', name: 'ExistentialDeposit' },
    })
    expect(await free(recipient)).toBe('0')
  })

  it('from an account that cannot pay the fee: the node refuses it, nothing is charged, InsufficientPolkadotBalanceError', async () => {
    const empty = { uri: `//${randomUUID()}`, type: 'sr25519' as const }
    setup.wallet.setAccounts([...setup.chain.accounts, empty])
    const address = onChain(new Keyring({ type: 'sr25519' }).addFromUri(empty.uri).address)
    setup.adapter.setActiveAccount({ connectorId, address })
    const failure = await setup.adapter
      .transfer({ connectorId, recipient: freshAddress(), amount: '1' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(InsufficientPolkadotBalanceError)
    expect(failure).toMatchObject({
      dispatchError: undefined,
      details: expect.stringMatching(/^1010: .*payment/i),
    })
    setup.wallet.setAccounts(setup.chain.accounts)
  })

  it('a visitor who declines in the extension is UserRejectedRequestError, and nothing is sent', async () => {
    const alice = useAccount(0)
    const before = await free(alice)
    setup.wallet.reject('signPayload', { times: 1 })
    await expect(
      setup.adapter.transfer({ connectorId, recipient: freshAddress(), amount: '1' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await free(alice)).toBe(before)
  })

  it('refuses a missing or malformed amount or recipient before the extension is asked', async () => {
    useAccount(0)
    const asked = setup.wallet.requests.length
    const recipient = freshAddress()
    await expect(setup.adapter.transfer({ connectorId, recipient, amount: '' })).rejects.toBeInstanceOf(
      SendAmountAndReceiverRequiredError,
    )
    for (const amount of ['0', '-1', 'one', '1.0000000000001'])
      await expect(setup.adapter.transfer({ connectorId, recipient, amount }), amount).rejects.toBeInstanceOf(
        InvalidAmountError,
      )
    // The recipient with its last character changed (to one it is not: base58 has 'x' too), so
    // its checksum no longer holds.
    const changed = `${recipient.slice(0, -1)}${recipient.endsWith('x') ? 'y' : 'x'}`
    for (const bad of ['0x1234', changed])
      await expect(
        setup.adapter.transfer({ connectorId, recipient: bad, amount: '1' }),
        bad,
      ).rejects.toMatchObject({
        name: 'InvalidAddressError',
        shortMessage: 'Invalid address in "recipient"',
      })
    expect(setup.wallet.requests).toHaveLength(asked)
  })
})
