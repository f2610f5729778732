import { describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '../../contracts/blockchainApi.js'
import type { SendTokenParameters } from '../../contracts/walletActions.js'
import { createTestKit, evmAddress, evmAddress2 } from '../../kit/testKit.js'
import type { SendController } from './sendController.js'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...ether,
  name: 'USD Coin',
  symbol: 'USDC',
  address: '0xA0b8',
  quantity: { decimals: '6', numeric: '250' },
}

/** A kit connected on EVM whose test adapter sends (recording what it was asked) and estimates. */
async function connectedKit(options: { reject?: boolean } = {}) {
  const setup = createTestKit()
  const sent: SendTokenParameters[] = []
  Object.assign(setup.evm, {
    sendToken: vi.fn(async (parameters: SendTokenParameters) => {
      if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      sent.push(parameters)
      return '0xhash'
    }),
    estimateSendFee: vi.fn(async () => ({ fee: '0.000021', symbol: 'ETH' })),
    isAddress: ({ address }: { address: string }) => /^0x[0-9a-fA-F]{40}$/.test(address),
    resolveName: async ({ name }: { name: string }) => (name === 'bob.eth' ? evmAddress2 : undefined),
  })
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const send = (await setup.kit.loadFeature('send')) as SendController
  return { ...setup, sent, send }
}

describe('the send form', () => {
  test("says the spec's words for what is missing, and refuses a receiver that is not an address", async () => {
    const { send } = await connectedKit()
    expect(() => send.check()).toThrow('An amount and receiver address are required')
    send.setAmount('0.1')
    await send.setReceiver(evmAddress2)
    expect(() => send.check()).toThrow('A token is required')
    send.setToken(ether)
    send.setAmount('0.1')
    await send.setReceiver('not an address')
    expect(() => send.check()).toThrow('Invalid receiver address')
    await send.setReceiver(evmAddress2)
    expect(() => send.check()).not.toThrow()
  })

  test('sends native currency or a token through the adapter, then resets and returns to Account', async () => {
    const { kit, send, sent } = await connectedKit()
    kit.open()
    kit.navigate('WalletSend')
    kit.navigate('WalletSendPreview')
    send.setToken(usdc)
    send.setAmount('12.5')
    await send.setReceiver(evmAddress2)
    await expect(send.send()).resolves.toBe('0xhash')
    expect(sent[0]).toMatchObject({
      connectorId: 'io.metamask',
      token: { type: 'token', address: '0xA0b8', decimals: 6, symbol: 'USDC' },
      sendTokenAmount: '12.5',
      receiverAddress: evmAddress2,
    })
    expect(kit.getState().send).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      loading: false,
    })
    expect(kit.getState().modal.history).toEqual(['Account'])

    send.setToken(ether)
    send.setAmount('0.1')
    await send.setReceiver(evmAddress)
    await send.send()
    expect(sent[1]?.token).toEqual({ type: 'native' })
  })

  test('a rejected send keeps the form for another try', async () => {
    const { kit, send } = await connectedKit({ reject: true })
    send.setToken(ether)
    send.setAmount('0.1')
    await send.setReceiver(evmAddress2)
    await expect(send.send()).rejects.toThrow('User rejected the request.')
    expect(kit.getState().send).toMatchObject({
      token: ether,
      sendTokenAmount: '0.1',
      receiverAddress: evmAddress2,
      loading: false,
    })
  })

  test('each send leaves its result for the site: success with the hash, failure with the message and whether the visitor declined', async () => {
    const results: unknown[] = []
    const { kit, send } = await connectedKit()
    kit.subscribe(
      (state) => state.send?.result,
      (result) => results.push(result),
    )
    send.setToken(usdc)
    send.setAmount('12.5')
    await send.setReceiver('bob.eth')
    await send.send()
    send.setToken(usdc)
    send.setAmount('1')
    await send.setReceiver(evmAddress2)
    await send.send()
    expect(results).toEqual([
      expect.objectContaining({
        status: 'success',
        hash: '0xhash',
        caipNetworkId: 'eip155:1',
        amount: '12.5',
        symbol: 'USDC',
        receiver: evmAddress2,
      }),
      expect.objectContaining({ status: 'success', amount: '1' }),
    ])
    // The form reset; the result stays.
    expect(kit.getState().send).toMatchObject({ token: undefined, result: { amount: '1' } })

    const declining = await connectedKit({ reject: true })
    declining.send.setToken(ether)
    declining.send.setAmount('0.1')
    await declining.send.setReceiver(evmAddress2)
    await declining.send.send().catch(() => {})
    expect(declining.kit.getState().send?.result).toMatchObject({
      status: 'failure',
      message: 'User rejected the request.',
      rejected: true,
      caipNetworkId: 'eip155:1',
    })
  })

  test('a preset fills the form: the token by address in any case, the amount, and the receiver (a name resolved)', async () => {
    const { kit, send } = await connectedKit()
    await send.applyPreset({ token: '0xa0B8', amount: '3', receiver: 'bob.eth' }, [ether, usdc])
    expect(kit.getState().send).toMatchObject({
      token: usdc,
      sendTokenAmount: '3',
      receiverAddress: 'bob.eth',
      resolvedReceiverAddress: evmAddress2,
    })
    // No token named: the native currency. A token the visitor does not hold: none picked.
    await send.applyPreset({ amount: '0.2' }, [usdc, ether])
    expect(kit.getState().send).toMatchObject({ token: ether, sendTokenAmount: '0.2' })
    await send.applyPreset({ token: '0xdead' }, [ether, usdc])
    expect(kit.getState().send?.token).toBeUndefined()
    expect(() => send.check()).toThrow('An amount and receiver address are required')
  })

  test('a name is resolved to its address and kept as the receiver profile name', async () => {
    const { kit, send, sent } = await connectedKit()
    send.setToken(ether)
    send.setAmount('0.1')
    await send.setReceiver('bob.eth')
    expect(kit.getState().send).toMatchObject({
      receiverProfileName: 'bob.eth',
      resolvedReceiverAddress: evmAddress2,
    })
    await send.send()
    expect(sent[0]?.receiverAddress).toBe(evmAddress2)
  })

  test('max is the whole token balance, or the native balance less the fee (and any reserve)', async () => {
    const { kit, send, evm } = await connectedKit()
    send.setToken(usdc)
    await send.setMaxAmount()
    expect(kit.getState().send?.sendTokenAmount).toBe('250')
    send.setToken(ether)
    await send.setMaxAmount()
    expect(kit.getState().send?.sendTokenAmount).toBe('1.499979')
    // A chain that keeps a reserve in every account (an existential deposit): less that too.
    Object.assign(evm, { estimateSendFee: async () => ({ fee: '0.000021', symbol: 'ETH', reserve: '0.01' }) })
    await send.setMaxAmount()
    expect(kit.getState().send?.sendTokenAmount).toBe('1.489979')
  })

  test('a network change resets the form', async () => {
    const { kit, send } = await connectedKit()
    send.setToken(ether)
    send.setAmount('0.1')
    await kit.switchNetwork('eip155:10')
    expect(kit.getState().send).toMatchObject({ token: undefined, sendTokenAmount: undefined })
  })

  test("a namespace whose adapter cannot send says 'Unsupported chain'", async () => {
    const { kit } = createTestKit()
    await kit.connect({ connectorId: 'io.metamask' })
    const send = (await kit.loadFeature('send')) as SendController
    send.setToken(ether)
    expect(() => send.check()).toThrow('Unsupported chain')
  })
})
