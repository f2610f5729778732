import { describe, expect, test, vi } from 'vitest'
import type { SwapToken } from '../../contracts/blockchainApi.js'
import type { SwapProvider } from '../../contracts/swapProvider.js'
import { swapFeature } from '../../features/swapFeature.js'
import { createTestKit } from '../../kit/testKit.js'
import type { SwapController } from './swapController.js'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
}
const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x00000000000000000000000000000000000000aa',
  decimals: 6,
  logoUri: '',
}

/**
 * A swap provider over an in-memory pool at 2,000 USDC per ETH less a 0.3 % fee, whose allowance
 * follows the approvals the wallet sends (as a chain's would once mined).
 */
function poolProvider(options: { supported?: boolean } = {}) {
  const allowances = new Map<string, bigint>()
  const provider: SwapProvider = {
    supportsNetwork: async () => options.supported ?? true,
    getTokens: async () => [eth, usdc],
    getQuote: async ({ from, amount }) => {
      const input = BigInt(amount)
      const toAmount =
        from === eth.address
          ? (input * 2000n * 997n) / 1000n / 10n ** 12n
          : (input * 10n ** 12n * 997n) / 1000n / 2000n
      return { fromAmount: amount, toAmount: toAmount.toString(), priceImpact: 0.12, feePercent: 0.3 }
    },
    getAllowance: async ({ token, owner }) => (allowances.get(`${token}:${owner}`) ?? 0n).toString(),
    buildApprove: async ({ from, userAddress, amount }) => ({
      from: userAddress,
      to: from.split(':').at(-1) ?? '',
      data: `0x095ea7b3${amount}`,
      value: '0',
    }),
    buildSwap: async ({ amount, userAddress, slippage, from }) => ({
      from: userAddress,
      to: '0x00000000000000000000000000000000000000ee',
      data: `0x38ed1739${slippage}`,
      value: from === eth.address ? amount : '0',
    }),
  }
  return { provider, allowances }
}

async function swapKit(options: { supported?: boolean; reject?: boolean } = {}) {
  const { provider, allowances } = poolProvider(options)
  const setup = createTestKit({ featureModules: [swapFeature({ provider })] })
  const sent: { to: string; data?: string; value?: bigint }[] = []
  Object.assign(setup.evm, {
    sendTransaction: vi.fn(async (transaction: { to: string; data?: `0x${string}`; value?: bigint }) => {
      if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      sent.push(transaction)
      // The approval is mined: the pool may spend what it approved.
      if (transaction.data?.startsWith('0x095ea7b3'))
        allowances.set(
          `${usdc.address}:${setup.kit.getState().accounts.eip155?.address}`,
          BigInt(transaction.data.slice(10)),
        )
      return `0xhash${sent.length}`
    }),
  })
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const swap = (await setup.kit.loadFeature('swaps')) as SwapController
  return { ...setup, swap, sent }
}

describe('the swap flow', () => {
  test('loads the tokens with the native currency first picked, and quotes with the minimum under the slippage', async () => {
    const { kit, swap } = await swapKit()
    await swap.loadTokens()
    expect(kit.getState().swap).toMatchObject({
      tokens: [eth, usdc],
      sourceToken: eth,
      caipNetworkId: 'eip155:1',
    })
    swap.setToToken(usdc)
    swap.setAmount('0.5')
    await swap.fetchQuote()
    expect(kit.getState().swap?.quote).toEqual({
      toAmount: '997',
      minimumReceived: '987.03',
      priceImpact: 0.12,
      feePercent: 0.3,
    })
    // The native currency needs no approval.
    expect(kit.getState().swap?.needsApproval).toBe(false)
    swap.setSlippage(0.5)
    await swap.fetchQuote()
    expect(kit.getState().swap?.quote?.minimumReceived).toBe('992.015')
  })

  test('a token swap approves first, once: the approval waits for the allowance, then the swap goes out and the modal returns to Account', async () => {
    const { kit, swap, sent } = await swapKit()
    await swap.loadTokens()
    swap.setSourceToken(usdc)
    swap.setToToken(eth)
    swap.setAmount('100')
    await swap.fetchQuote()
    expect(kit.getState().swap?.needsApproval).toBe(true)
    await swap.approve()
    expect(kit.getState().swap?.needsApproval).toBe(false)
    expect(sent[0]).toMatchObject({
      to: '0x00000000000000000000000000000000000000aa',
      data: '0x095ea7b3100000000',
    })
    kit.open()
    kit.navigate('Swap')
    await expect(swap.swap()).resolves.toBe('0xhash2')
    expect(sent[1]).toMatchObject({ to: '0x00000000000000000000000000000000000000ee', value: 0n })
    expect(kit.getState().modal.history).toEqual(['Account'])
    expect(kit.getState().swap).toMatchObject({
      sourceTokenAmount: undefined,
      result: { status: 'success', hash: '0xhash2', amount: '100' },
    })
    // Activity shows it at once, pending.
    expect(kit.getState().history?.pending[0]).toMatchObject({
      id: '0xhash2',
      metadata: { status: 'pending', operationType: 'trade' },
      transfers: [
        { direction: 'out', fungible_info: { symbol: 'USDC' }, quantity: { numeric: '100' } },
        { direction: 'in', fungible_info: { symbol: 'ETH' } },
      ],
    })
    // The same amount again: the allowance covers it now.
    swap.setSourceToken(usdc)
    swap.setToToken(eth)
    swap.setAmount('100')
    await swap.fetchQuote()
    expect(kit.getState().swap?.needsApproval).toBe(false)
  })

  test('says what is wrong: no amount, more than the balance, a declined wallet (form kept), a network the provider does not swap', async () => {
    const { kit, swap } = await swapKit({ reject: true })
    await swap.loadTokens()
    swap.setToToken(usdc)
    await expect(swap.fetchQuote()).rejects.toThrow('Enter an amount to swap')
    await kit.fetchTokenBalance('eip155').catch(() => {})
    swap.setAmount('0.5')
    await swap.fetchQuote()
    await expect(swap.swap()).rejects.toThrow('User rejected the request.')
    expect(kit.getState().swap).toMatchObject({
      sourceTokenAmount: '0.5',
      result: { status: 'failure', rejected: true },
      error: { message: 'User rejected the request.', code: 4001 },
    })

    const unsupported = await swapKit({ supported: false })
    await expect(unsupported.swap.loadTokens()).rejects.toThrow('Network not supported for Swaps')
    expect(unsupported.kit.getState().swap?.error).toMatchObject({
      message: 'Network not supported for Swaps',
      code: 'SWAP_NETWORK_NOT_SUPPORTED',
    })
  })

  test('a balance the visitor has not got is refused before any quote', async () => {
    const { kit, swap, evm } = await swapKit()
    Object.assign(evm, {
      getTokenBalances: async () => [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          price: 0,
          quantity: { decimals: '18', numeric: '1.5' },
          iconUrl: '',
        },
      ],
    })
    await kit.fetchTokenBalance('eip155')
    await swap.loadTokens()
    swap.setToToken(usdc)
    swap.setAmount('2')
    await expect(swap.fetchQuote()).rejects.toThrow('Insufficient balance')
  })

  test('an approval the chain never confirms gives up after two minutes, saying so; the visitor may approve again', async () => {
    const { kit, swap, evm } = await swapKit()
    // A wallet that answers but whose approvals never land.
    Object.assign(evm, { sendTransaction: vi.fn(async () => '0xlost') })
    await swap.loadTokens()
    swap.setSourceToken(usdc)
    swap.setToToken(eth)
    swap.setAmount('10')
    await swap.fetchQuote()
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    try {
      const approving = swap.approve()
      const outcome = expect(approving).rejects.toThrow('The approval was not confirmed in time')
      await vi.advanceTimersByTimeAsync(121_000)
      await outcome
    } finally {
      vi.useRealTimers()
    }
    expect(kit.getState().swap).toMatchObject({ step: 'idle', needsApproval: true, sourceTokenAmount: '10' })
  })

  test('without a provider and without a provider API (no project id) every network is not supported for swaps', async () => {
    const { kit } = createTestKit({ projectId: undefined, featureModules: [swapFeature()] })
    await kit.connect({ connectorId: 'io.metamask' })
    const swap = (await kit.loadFeature('swaps')) as SwapController
    await expect(swap.loadTokens()).rejects.toThrow('Network not supported for Swaps')
    expect(kit.getState().swap?.tokens).toEqual([])
  })

  test('a network change resets the form but keeps the slippage', async () => {
    const { kit, swap } = await swapKit()
    await swap.loadTokens()
    swap.setSlippage(2)
    swap.setAmount('1')
    await kit.switchNetwork('eip155:10')
    expect(kit.getState().swap).toMatchObject({ sourceTokenAmount: undefined, tokens: [], slippage: 2 })
  })
})
