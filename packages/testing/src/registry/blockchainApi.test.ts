import { createPublicClient, createWalletClient, http, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApi } from '../../../core/src/api/createBlockchainApi.js'
import { onrampFallbackLimits } from '../../../core/src/constants.js'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The provider API client of @latchkit/core against the rig's server, which reads identity,
// balances and history from two real anvil chains.

let evm: EvmRig
let registry: Registry
const warnings: string[] = []
const logger: Logger = {
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
}

beforeAll(async () => {
  evm = await startEvm()
  registry = await startRegistry({ evmChains: evm.chains })
}, 30_000)
afterAll(async () => {
  await registry?.stop()
  await evm?.stop()
})
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
  warnings.length = 0
})

const api = () =>
  createBlockchainApi({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    logger,
  })
const account = (index: number) => {
  const found = evm.accounts[index]
  if (!found) throw new Error(`No test account ${index}`)
  return found
}
const chainA = 'eip155:31337'
const unsupported = 'eip155:999'

describe('createBlockchainApi', () => {
  test('reads ENS identity from the chain, and nothing for an account without a name', async () => {
    const client = api()
    expect(await client.getIdentity({ address: account(0).address, caipNetworkId: chainA })).toEqual({
      name: 'alice.latch.eth',
      avatar: evm.ensProfiles[0]?.avatar,
    })
    expect(await client.getIdentity({ address: account(7).address, caipNetworkId: chainA })).toEqual({
      name: null,
      avatar: null,
    })
  })

  test('reads native and token balances', async () => {
    const balances = await api().getBalances({
      address: account(1).address,
      currency: 'usd',
      caipNetworkId: chainA,
    })
    expect(
      balances.map(({ symbol, quantity, chainId }) => ({ symbol, numeric: quantity.numeric, chainId })),
    ).toEqual([
      { symbol: 'ETH', numeric: '10000', chainId: chainA },
      { symbol: 'lUSD', numeric: '10000', chainId: chainA },
      { symbol: 'LTK', numeric: '1000', chainId: chainA },
    ])
    expect(balances[1]).toMatchObject({
      price: 1,
      value: 10_000,
      iconUrl: `${registry.url}/public/getTokenImage/lUSD`,
    })
  })

  test('lists a transfer made on the chain in the receiver history', async () => {
    const chain = evm.chains[0].chain
    const wallet = createWalletClient({
      account: privateKeyToAccount(account(2).privateKey),
      chain,
      transport: http(),
    }).extend(publicActions)
    const hash = await wallet.sendTransaction({ to: account(3).address, value: parseEther('1.5') })
    // anvil answers the send before its block is mined: a loaded machine may ask before it is.
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const page = await api().getTransactions({ account: account(3).address, caipNetworkId: chainA })
    expect(page.data[0]).toMatchObject({
      id: hash,
      metadata: { hash, sentFrom: account(2).address, sentTo: account(3).address, chain: chainA },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
    })
    // The tokens minted to the account at start-up are there too.
    expect(
      page.data.flatMap((transaction) => transaction.transfers.map((t) => t.fungible_info?.symbol)),
    ).toEqual(expect.arrayContaining(['lUSD', 'LTK']))
    expect(page.next).toBeNull()
  })

  test('every GET carries st, sv and projectId', async () => {
    const client = api()
    await client.getIdentity({ address: account(0).address, caipNetworkId: chainA })
    await client.getSwapTokens({ caipNetworkId: chainA })
    await client.getOnrampOptions()
    await client.lookupName({ name: 'nobody.reown.id' })
    const gets = registry.requests.filter((request) => request.method === 'GET')
    expect(gets.length).toBeGreaterThanOrEqual(5)
    for (const request of gets)
      expect(['st', 'sv', 'projectId'].map((name) => request.query.get(name))).toEqual([
        'latchkit',
        'react-evm-0.1.0',
        'rig-project',
      ])
  })

  test('an unsupported network: empty defaults, and swap and gas calls throw', async () => {
    const client = api()
    const address = account(1).address
    expect(await client.isNetworkSupported(unsupported)).toBe(false)
    expect(await client.getIdentity({ address, caipNetworkId: unsupported })).toEqual({
      name: null,
      avatar: null,
    })
    expect(await client.getBalances({ address, currency: 'usd', caipNetworkId: unsupported })).toEqual([])
    expect(await client.getTransactions({ account: address, caipNetworkId: unsupported })).toEqual({
      data: [],
      next: null,
    })
    expect(await client.getSwapTokens({ caipNetworkId: unsupported })).toEqual([])
    expect(
      await client.getSwapQuotes({
        caipNetworkId: unsupported,
        amount: '1',
        userAddress: address,
        from: 'a',
        to: 'b',
        gasPrice: '1',
      }),
    ).toEqual([])
    expect(
      await client.getSwapAllowance({ caipNetworkId: unsupported, tokenAddress: 'a', userAddress: address }),
    ).toEqual({
      allowance: '0',
    })
    await expect(client.getGasPrice({ caipNetworkId: unsupported })).rejects.toMatchObject({
      name: 'NetworkNotSupportedError',
      shortMessage: 'Network not supported for Gas Price',
    })
    await expect(
      client.buildSwapTransaction({
        caipNetworkId: unsupported,
        amount: '1',
        from: 'a',
        to: 'b',
        userAddress: address,
        slippage: 1,
      }),
    ).rejects.toMatchObject({
      shortMessage: 'Network not supported for Swaps',
      code: 'SWAP_NETWORK_NOT_SUPPORTED',
    })
    await expect(
      client.buildApproveTransaction({
        caipNetworkId: unsupported,
        userAddress: address,
        from: 'a',
        to: 'b',
      }),
    ).rejects.toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    // Only the supported-chains list was fetched, once.
    expect(registry.requests.map((request) => request.path)).toEqual(['/v1/supported-chains'])
  })

  test('a failed supported-chains fetch gates calls off, and is asked again next time', async () => {
    const client = api()
    registry.faults.next({ path: '/v1/supported-chains', status: 500, times: 3 })
    expect(
      await client.getBalances({ address: account(1).address, currency: 'usd', caipNetworkId: chainA }),
    ).toEqual([])
    expect(await client.getSupportedChains()).toMatchObject({ http: expect.arrayContaining([chainA]) })
    expect(registry.requestsTo('/v1/supported-chains')).toHaveLength(4)
  })

  test('swap calls on a supported network', async () => {
    const client = api()
    const user = account(1).address
    const { lUSD } = evm.chains[0].tokens
    const tokens = await client.getSwapTokens({ caipNetworkId: chainA })
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'lUSD', 'LTK'])
    const quotes = await client.getSwapQuotes({
      caipNetworkId: chainA,
      amount: '1000000',
      userAddress: `${chainA}:${user}`,
      from: `${chainA}:${lUSD.address}`,
      to: tokens[0]?.address ?? '',
      gasPrice: '1',
    })
    // 1 lUSD buys what the rig's lUSD/WETH pool gives for it: about 1/2,500 ETH.
    const { router, weth } = evm.chains[0].uniswapV2
    const publicClient = createPublicClient({ chain: evm.chains[0].chain, transport: http() })
    const [, ethOut] = await publicClient.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [1_000_000n, [lUSD.address, weth]],
    })
    expect(quotes).toEqual([{ fromAmount: '1000000', toAmount: String(ethOut) }])
    expect(
      await client.getSwapAllowance({
        caipNetworkId: chainA,
        tokenAddress: `${chainA}:${lUSD.address}`,
        userAddress: `${chainA}:${user}`,
      }),
    ).toEqual({ allowance: '0' })
    const gas = await client.getGasPrice({ caipNetworkId: chainA })
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    const approve = await client.buildApproveTransaction({
      caipNetworkId: chainA,
      userAddress: `${chainA}:${user}`,
      from: `${chainA}:${lUSD.address}`,
      to: tokens[0]?.address ?? '',
    })
    expect(approve).toMatchObject({
      from: user,
      to: lUSD.address,
      value: '0',
      data: expect.stringMatching(/^0x095ea7b3/),
    })
    // Not approved yet, so the swap cannot be estimated: built without an estimate.
    const swap = await client.buildSwapTransaction({
      caipNetworkId: chainA,
      amount: '1000000',
      slippage: 1,
      from: `${chainA}:${lUSD.address}`,
      to: tokens[0]?.address ?? '',
      userAddress: `${chainA}:${user}`,
      disableEstimate: true,
    })
    expect(swap).toMatchObject({ from: user, to: router, value: '0' })
    expect(registry.requestsTo('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      projectId: 'rig-project',
      slippage: 1,
      disableEstimate: true,
    })
    const prices = await client.getFungiblePrices({
      caipNetworkId: chainA,
      currency: 'usd',
      addresses: [`${chainA}:${lUSD.address}`],
    })
    expect(prices).toEqual([
      { name: 'Latch USD', symbol: 'lUSD', iconUrl: `${registry.url}/public/getTokenImage/lUSD`, price: 1 },
    ])
    expect(registry.requestsTo('/v1/fungible/price')[0]?.body).toMatchObject({
      projectId: 'rig-project',
      currency: 'usd',
    })
  })

  test('registers a name with a real signature, then finds it', async () => {
    const client = api()
    const signer = privateKeyToAccount(account(4).privateKey)
    const timestamp = Math.floor(Date.now() / 1000)
    const message = JSON.stringify({ name: 'dora-1.reown.id', attributes: {}, timestamp })
    expect(await client.lookupName({ name: 'dora-1.reown.id' })).toBeNull()
    const wrongSigner = privateKeyToAccount(account(5).privateKey)
    const wrongSignature = await wrongSigner.signMessage({ message })
    await expect(
      client.registerName({ coinType: 60, address: signer.address, message, signature: wrongSignature }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 401 })
    const shortName = JSON.stringify({ name: 'dor.reown.id', attributes: {}, timestamp })
    const shortNameSignature = await signer.signMessage({ message: shortName })
    await expect(
      client.registerName({
        coinType: 60,
        address: signer.address,
        message: shortName,
        signature: shortNameSignature,
      }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 400 })
    const signature = await signer.signMessage({ message })
    expect(await client.registerName({ coinType: 60, address: signer.address, message, signature })).toEqual({
      success: true,
    })
    expect(await client.lookupName({ name: 'dora-1.reown.id' })).toEqual({
      name: 'dora-1.reown.id',
      addresses: { '60': { address: signer.address } },
      attributes: {},
    })
    expect(
      (await client.reverseLookupName({ address: signer.address })).map((profile) => profile.name),
    ).toEqual(['dora-1.reown.id'])
    const suggestions = await client.getNameSuggestions({ name: 'dora-1' })
    expect(suggestions[0]).toEqual({ name: 'dora-1.reown.id', registered: true })
    expect(registry.requestsTo('/v1/profile/suggestions/dora-1')[0]?.query.get('zone')).toBe('reown.id')
  })

  test('onramp: the API answers, and on failure the built-in options and a mocked quote', async () => {
    const client = api()
    const options = await client.getOnrampOptions()
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['GBP', 'USD'])

    registry.faults.next({ path: '/v1/onramp/options', status: 503, times: 3 })
    const fallback = await client.getOnrampOptions()
    expect(fallback.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(fallback.purchaseCurrencies[0]?.networks.map((network) => network.name)).toEqual([
      'ethereum',
      'polygon',
    ])
    expect(fallback.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(fallback.paymentCurrencies[1]?.payment_method_limits).toEqual([
      { id: 'card', ...onrampFallbackLimits.card },
      { id: 'ach_bank_account', ...onrampFallbackLimits.ach_bank_account },
    ])
    registry.faults.next({ path: '/v1/onramp/options', malformed: true })
    expect(await client.getOnrampOptions()).toEqual(fallback)

    const [usdt] = options.purchaseCurrencies
    const [gbp] = options.paymentCurrencies
    if (!usdt || !gbp) throw new Error('The rig lists onramp currencies')
    const quote = await client.getOnrampQuote({
      purchaseCurrency: usdt,
      paymentCurrency: gbp,
      amount: '100',
      network: 'ethereum',
    })
    expect(quote).toMatchObject({
      quoteId: 'rig-quote-USDT-GBP-100',
      paymentSubtotal: { amount: '100.00', currency: 'GBP' },
    })
    registry.faults.next({ path: '/v1/onramp/quote', status: 500, times: 3 })
    const mocked = await client.getOnrampQuote({
      purchaseCurrency: usdt,
      paymentCurrency: gbp,
      amount: '100',
      network: 'ethereum',
    })
    expect(mocked).toEqual({
      networkFee: { amount: '0', currency: 'GBP' },
      paymentSubtotal: { amount: '100', currency: 'GBP' },
      paymentTotal: { amount: '100', currency: 'GBP' },
      purchaseAmount: { amount: '100', currency: 'USDT' },
      quoteId: 'mocked-quote-id',
    })
    expect(warnings).toHaveLength(3)

    const { url } = await client.generateOnrampUrl({
      destinationWallets: [{ address: account(1).address, blockchains: ['ethereum'] }],
      partnerUserId: 'visitor-1',
      presetFiatAmount: 50,
    })
    expect(new URL(url).searchParams.get('partnerUserId')).toBe('visitor-1')
    expect(new URL(url).searchParams.get('presetFiatAmount')).toBe('50')
  })

  test('smart sessions: list and revoke', async () => {
    const client = api()
    const address = account(1).address
    registry.setSessions(address, [{ pci: 'pci-1', expiry: 1 }, { pci: 'pci-2' }])
    expect((await client.getSessions({ address })).map((session) => session.pci)).toEqual(['pci-1', 'pci-2'])
    await client.revokeSession({ address, pci: 'pci-1', signature: '0x01' })
    expect(await client.getSessions({ address })).toEqual([{ pci: 'pci-2' }])
  })
})
