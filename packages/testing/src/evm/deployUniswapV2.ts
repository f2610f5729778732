import { type Address, encodeDeployData } from 'viem'
import { ContractSetupError } from './errors.js'
import type { SentTransaction, SetupSender } from './setupSender.js'
import { uniswapV2FactoryAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'
import { uniswapV2Bytecode } from './uniswapV2Artifacts.js'

/** A chain's Uniswap v2: where a site or a test sends swaps, and where it looks pools up. */
export type UniswapV2Addresses = {
  /** UniswapV2Factory: `getPair(tokenA, tokenB)`. */
  factory: Address
  /** UniswapV2Router02: quotes (`getAmountsOut`) and swaps; the spender a token approves. */
  router: Address
  /** WETH9: the native currency's side of every pool. */
  weth: Address
}

// Above what each deployment uses on anvil's default hardfork (0.6, 3.1 and 4.8 Mgas).
const gasLimits = { weth9: 1_000_000n, factory: 4_000_000n, router: 6_000_000n }

/**
 * Sends the deployments of WETH9, UniswapV2Factory (fees off; `deployer` may turn them on) and
 * UniswapV2Router02 from the published builds, back to back. The addresses are known at once;
 * `sent` is for `sender.confirm`.
 */
export async function deployUniswapV2(parameters: {
  sender: SetupSender
  /** The account that sends: the factory's `feeToSetter`. */
  deployer: Address
}): Promise<{ addresses: UniswapV2Addresses; sent: SentTransaction[] }> {
  const { sender, deployer } = parameters
  const bytecode = uniswapV2Bytecode()
  const weth = await sender.send({ data: bytecode.weth9, gas: gasLimits.weth9 })
  const factory = await sender.send({
    data: encodeDeployData({ abi: uniswapV2FactoryAbi, bytecode: bytecode.factory, args: [deployer] }),
    gas: gasLimits.factory,
  })
  if (!weth.createdAddress || !factory.createdAddress)
    throw new ContractSetupError('WETH9 or UniswapV2Factory has no address.')
  const router = await sender.send({
    data: encodeDeployData({
      abi: uniswapV2RouterAbi,
      bytecode: bytecode.router,
      args: [factory.createdAddress, weth.createdAddress],
    }),
    gas: gasLimits.router,
  })
  if (!router.createdAddress) throw new ContractSetupError('UniswapV2Router02 has no address.')
  return {
    addresses: { factory: factory.createdAddress, router: router.createdAddress, weth: weth.createdAddress },
    sent: [weth, factory, router],
  }
}
