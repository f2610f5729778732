import {
  ConnectorNotConnectedError,
  formatAmount,
  InvalidAddressError,
  NetworkNotFoundError,
  parseAmount,
  SendAmountAndReceiverRequiredError,
  type SendTokenParameters,
  SendTokenRequiredError,
} from '@latchkit/core'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PolkadotAdapter } from '../adapter/PolkadotAdapter.js'
import {
  InsufficientPolkadotBalanceError,
  PolkadotExistentialDepositError,
  PolkadotSendNetworkMismatchError,
} from '../errors/transferErrors.js'
import { kusama, polkadot } from '../networks/builtInNetworks.js'
import {
  type PolkadotTestSetup,
  startPolkadotTestSetup,
  testExtensionId,
} from '../test-utils/polkadotTestSetup.js'

// The modal's send, fee preview and token list on the rig's chain (chopsticks running Rococo Asset
// Hub's runtime), signed by the rig's Polkadot test wallet as the page's extension.
let setup: PolkadotTestSetup
const connectorId = testExtensionId

beforeAll(async () => {
  setup = await startPolkadotTestSetup()
}, 60_000)
afterAll(() => setup?.stop())

/** The free balance in base units (planck). */
const planck = async (address: string) => {
  const { free } = await setup.adapter.getFreeAndReservedBalance({ address, network: setup.network })
  return free === '0' ? 0n : parseAmount(free, setup.network.nativeCurrency.decimals)
}
/** The send form with the native token, as the kit's send controller hands it over. */
const sendForm = (
  values: Partial<SendTokenParameters<'polkadot'>> = {},
): SendTokenParameters<'polkadot'> => ({
  connectorId,
  network: setup.network,
  token: { type: 'native' },
  sendTokenAmount: '1',
  receiverAddress: undefined,
  ...values,
})

describe('sendToken and estimateSendFee', () => {
  it('sends with transferKeepAlive and resolves the extrinsic hash once a block holds it; the fee charged is the one estimateSendFee gave', async () => {
    const alice = setup.useAccount(0)
    const recipient = setup.freshAddress()
    // As typed in the form: spaces around are left out.
    const form = sendForm({ sendTokenAmount: '1.5', receiverAddress: ` ${recipient} ` })
    const before = await planck(alice)
    setup.balanceChanges.length = 0

    const estimate = await setup.adapter.estimateSendFee(form)
    const hash = await setup.adapter.sendToken(form)

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(setup.balanceChanges).toEqual([alice])
    expect(await planck(recipient)).toBe(1_500_000_000_000n)
    const fee = before - (await planck(alice)) - 1_500_000_000_000n
    expect(fee).toBeGreaterThan(0n)
    expect(estimate).toMatchObject({ fee: formatAmount(fee, 12), symbol: 'ROC' })
  })

  it('rejects with the chain’s dispatch error, typed, when the block holds a failed transfer (its fee charged)', async () => {
    const bob = setup.useAccount(1)
    const form = sendForm({ sendTokenAmount: '20000', receiverAddress: setup.freshAddress() })
    const before = await planck(bob)
    // The chain computes the fee whatever the amount: the preview shows it.
    const { fee } = await setup.adapter.estimateSendFee(form)

    const failure = await setup.adapter.sendToken(form).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(InsufficientPolkadotBalanceError)
    expect(failure).toMatchObject({ dispatchError: { section: 'balances', name: 'InsufficientBalance' } })
    expect(before - (await planck(bob))).toBe(parseAmount(fee, 12))
  })

  it('"max": the whole free balance less the fee is refused (transferKeepAlive keeps the existential deposit); less the reserve the estimate names, it is sent', async () => {
    const bob = setup.useAccount(1)
    const receiverAddress = setup.freshAddress()
    const api = await setup.adapter.getApi({ network: setup.network })
    const existentialDeposit = api.consts.balances.existentialDeposit.toBigInt()
    const maxSend = async (keep: bigint) => {
      const [native] = await setup.adapter.getTokenBalances({ address: bob, network: setup.network })
      const whole = parseAmount(native?.quantity.numeric ?? '0', 12)
      const form = sendForm({ sendTokenAmount: formatAmount(whole, 12), receiverAddress })
      const fee = parseAmount((await setup.adapter.estimateSendFee(form)).fee, 12)
      return setup.adapter.sendToken({ ...form, sendTokenAmount: formatAmount(whole - fee - keep, 12) })
    }

    const failure = await maxSend(0n).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PolkadotExistentialDepositError)
    expect(failure).toMatchObject({ dispatchError: { section: 'balances', name: 'KeepAlive' } })

    // What the estimate names as the reserve is that deposit: less the fee and it, the send goes through.
    const [native] = await setup.adapter.getTokenBalances({ address: bob, network: setup.network })
    const estimate = await setup.adapter.estimateSendFee(
      sendForm({ sendTokenAmount: native?.quantity.numeric ?? '0', receiverAddress }),
    )
    expect(estimate.reserve).toBe(formatAmount(existentialDeposit, 12))
    await maxSend(parseAmount(estimate.reserve ?? '0', 12))
    expect(await planck(bob)).toBe(existentialDeposit)
  })

  it('a missing amount, receiver or token, an asset, a bad receiver or another network is a typed error before the extension is asked', async () => {
    setup.useAccount(0)
    const asked = setup.wallet.requests.length
    const signatures = () => setup.wallet.requests.filter(({ method }) => method === 'signPayload').length
    const signedBefore = signatures()
    const receiverAddress = setup.freshAddress()
    const refusal = async (values: Partial<SendTokenParameters<'polkadot'>>) => {
      const form = sendForm({ receiverAddress, ...values })
      const [sent, estimated] = await Promise.all([
        setup.adapter.sendToken(form).catch((error: unknown) => error),
        setup.adapter.estimateSendFee(form).catch((error: unknown) => error),
      ])
      expect(estimated).toEqual(sent)
      return sent
    }

    for (const values of [
      { sendTokenAmount: undefined },
      { sendTokenAmount: ' ' },
      { receiverAddress: undefined },
      { receiverAddress: '' },
    ])
      expect(await refusal(values)).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect(await refusal({ token: undefined })).toBeInstanceOf(SendTokenRequiredError)
    expect(
      await refusal({ token: { type: 'token', address: '1984', decimals: 6, symbol: 'USDt' } }),
    ).toMatchObject({
      name: 'SendTokenRequiredError',
      metaMessages: ["The adapter sends the network's native token only, not assets."],
    })
    expect(await refusal({ receiverAddress: '0x8eaf04151687736326c9fea17e25fc5287613693' })).toBeInstanceOf(
      InvalidAddressError,
    )
    expect(await refusal({ sendTokenAmount: '0.0000000000001' })).toMatchObject({
      name: 'InvalidAmountError',
    })
    expect(await refusal({ network: polkadot })).toBeInstanceOf(NetworkNotFoundError)
    expect(await refusal({ connectorId: 'talisman' })).toBeInstanceOf(ConnectorNotConnectedError)
    expect(setup.wallet.requests).toHaveLength(asked)

    // An adapter serving two networks, connected on the rig's: a send for the other is refused.
    const twoNetworks = new PolkadotAdapter({
      networks: [setup.network, kusama],
      appName: 'Test site',
      discoveryRetryMs: [],
    })
    try {
      await twoNetworks.connect({ connectorId, network: setup.network })
      const mismatch = await twoNetworks
        .sendToken(sendForm({ receiverAddress, network: kusama }))
        .catch((error: unknown) => error)
      expect(mismatch).toBeInstanceOf(PolkadotSendNetworkMismatchError)
      expect(mismatch).toMatchObject({
        shortMessage: `The wallet is connected on ${setup.network.name}, not Kusama`,
      })
      await expect(
        twoNetworks.estimateSendFee(sendForm({ receiverAddress, network: kusama })),
      ).rejects.toBeInstanceOf(PolkadotSendNetworkMismatchError)
    } finally {
      twoNetworks.destroy()
    }
    expect(signatures()).toBe(signedBefore)
  })
})

describe('getTokenBalances', () => {
  it("the account's free balance as the one native token, with no price", async () => {
    const charlie = setup.onChain(setup.chain.accounts[2]?.address ?? '')
    expect(await setup.adapter.getTokenBalances({ address: charlie, network: setup.network })).toEqual([
      {
        name: 'ROC',
        symbol: 'ROC',
        chainId: setup.network.caipNetworkId,
        price: 0,
        quantity: { decimals: '12', numeric: '10000' },
        iconUrl: '',
      },
    ])
    // Any prefix: the same account.
    expect(
      await setup.adapter.getTokenBalances({ address: encodeAddress(charlie, 42), network: setup.network }),
    ).toMatchObject([{ quantity: { numeric: '10000' } }])
    expect(
      await setup.adapter.getTokenBalances({ address: setup.freshAddress(), network: setup.network }),
    ).toMatchObject([{ quantity: { decimals: '12', numeric: '0' } }])
    await expect(
      setup.adapter.getTokenBalances({ address: 'not an address', network: setup.network }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })
})
