import {
  type Address,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { latchTokenArtifact } from '../evm/artifacts.generated.js'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import type { EvmRigChain } from '../evm/startRigChain.js'
import { uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import { type Registry, startRegistry } from './startRegistry.js'

// Routes that the rig's three pools do not cover: a listed token with only a WETH pool (quoted
// through WETH), one with no pool at all, and a chain without Uniswap.

let evm: EvmRig
let registry: Registry
let routed: Address
let stranded: Address
const chainB = 'eip155:31338'
const noSwapsChainId = 31_339

/** Deploys a LatchToken on `rigChain` from test account 9, which then holds all of it. */
async function deployToken(rigChain: EvmRigChain, symbol: string): Promise<Address> {
  const wallet = walletOn(rigChain)
  const hash = await wallet.deployContract({
    ...latchTokenArtifact,
    args: [`Latch ${symbol}`, symbol, 18, [wallet.account.address], [parseUnits('1000000', 18)]],
  })
  const { contractAddress } = await wallet.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error(`${symbol} was not deployed.`)
  return contractAddress
}
const tokenOwner = () => {
  const found = evm.accounts[9]
  if (!found) throw new Error('No test account 9')
  return found
}
const walletOn = (rigChain: EvmRigChain) =>
  createWalletClient({
    account: privateKeyToAccount(tokenOwner().privateKey),
    chain: rigChain.chain,
    transport: http(),
    pollingInterval: 50,
  }).extend(publicActions)

beforeAll(async () => {
  evm = await startEvm()
  const rigChain = evm.chains[1]
  routed = await deployToken(rigChain, 'RTE')
  stranded = await deployToken(rigChain, 'STR')
  // RTE gets a WETH pool only: 100,000 RTE for 20 ETH.
  const wallet = walletOn(rigChain)
  const { router } = rigChain.uniswapV2
  const approved = await wallet.writeContract({
    address: routed,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, maxUint256],
  })
  expect((await wallet.waitForTransactionReceipt({ hash: approved })).status).toBe('success')
  const added = await wallet.writeContract({
    address: router,
    abi: uniswapV2RouterAbi,
    functionName: 'addLiquidityETH',
    args: [routed, parseUnits('100000', 18), 0n, 0n, wallet.account.address, maxUint256],
    value: parseEther('20'),
  })
  expect((await wallet.waitForTransactionReceipt({ hash: added })).status).toBe('success')

  const listed = (address: Address, symbol: string) => ({
    address,
    symbol,
    name: `Latch ${symbol}`,
    decimals: 18,
  })
  registry = await startRegistry({
    evmChains: [
      evm.chains[0],
      {
        ...rigChain,
        tokens: { ...rigChain.tokens, RTE: listed(routed, 'RTE'), STR: listed(stranded, 'STR') },
      },
    ],
    // A chain the registry reads but that has no Uniswap.
    evmRpcUrls: { [noSwapsChainId]: evm.chains[0].rpcUrl },
  })
}, 30_000)
afterAll(async () => {
  await registry?.stop()
  await evm?.stop()
})

async function quote(chainId: string, from: Address, to: Address, amount: bigint) {
  const query = new URLSearchParams({
    st: 'latchkit',
    sv: 'test',
    projectId: 'rig-project',
    amount: String(amount),
    userAddress: tokenOwner().address,
    from: `${chainId}:${from}`,
    to: `${chainId}:${to}`,
  })
  const response = await fetch(`${registry.url}/v1/convert/quotes?${query}`)
  return { status: response.status, body: await response.json() }
}

test('a token with no pair of its own is quoted through WETH, as the router swaps it', async () => {
  const rigChain = evm.chains[1]
  const { lUSD } = rigChain.tokens
  const amount = parseUnits('1000', 18)
  const answer = await quote(chainB, routed, lUSD.address, amount)
  const amounts = await walletOn(rigChain).readContract({
    address: rigChain.uniswapV2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, [routed, rigChain.uniswapV2.weth, lUSD.address]],
  })
  expect(answer).toEqual({
    status: 200,
    body: { quotes: [{ fromAmount: String(amount), toAmount: String(amounts[2]) }] },
  })
  // 1,000 RTE is 0.2 ETH at the pool's price, about 500 lUSD: less two fees and 1% of price impact.
  expect(Number(amounts[2]) / 1e6).toBeGreaterThan(485)
  expect(Number(amounts[2]) / 1e6).toBeLessThan(500)
})

test('a listed token without any pool has no quote', async () => {
  const { lUSD } = evm.chains[1].tokens
  expect(await quote(chainB, stranded, lUSD.address, 1000n)).toEqual({
    status: 400,
    body: { message: 'There is no pool for STR to lUSD on this chain.' },
  })
  expect((await quote(chainB, routed, stranded, 1000n)).body.message).toBe(
    'There is no pool for RTE to STR on this chain.',
  )
})

test('a chain without Uniswap lists no swap tokens and quotes nothing', async () => {
  const chainId = `eip155:${noSwapsChainId}`
  const query = `st=latchkit&sv=test&projectId=rig-project&chainId=${chainId}`
  const tokens = await fetch(`${registry.url}/v1/convert/tokens?${query}`).then((response) => response.json())
  expect(tokens).toEqual({ tokens: [] })
  const { lUSD, LTK } = evm.chains[0].tokens
  expect(await quote(chainId, lUSD.address, LTK.address, 1000n)).toEqual({
    status: 400,
    body: { message: `${chainId} has no swaps.` },
  })
})
