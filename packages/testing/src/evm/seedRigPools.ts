import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { rigPoolSpecs } from './rigPools.js'
import type { EvmRigToken, RigTokenSymbol } from './rigTokens.js'
import type { SentTransaction, SetupSender } from './setupSender.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'

// Above what each transaction uses: an approval about 46 kgas; adding the first liquidity, which
// also creates the pair, about 2.7 Mgas.
const gasLimits = { approve: 100_000n, addLiquidity: 3_500_000n }

/**
 * Approves the router for the rig's tokens and creates each pool of `rigPoolSpecs` with its
 * reserves, from the liquidity account, which keeps the pool shares: 2 + 3 transactions sent back
 * to back. The tokens must be mined and the router deployed (or sent before, by the same sender).
 */
export async function seedRigPools(parameters: {
  sender: SetupSender
  router: Address
  tokens: Record<RigTokenSymbol, EvmRigToken>
  /** Receives the pool shares: the sender's own address. */
  owner: Address
}): Promise<SentTransaction[]> {
  const { sender, router, tokens, owner } = parameters
  const sent: SentTransaction[] = []
  for (const token of Object.values(tokens))
    sent.push(
      await sender.send({
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
        gas: gasLimits.approve,
      }),
    )
  for (const { assets, reserves } of rigPoolSpecs) {
    const [token, other] = assets
    const [tokenAmount, otherAmount] = reserves
    const data =
      other === 'ETH'
        ? encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidityETH',
            args: [tokens[token].address, tokenAmount, tokenAmount, otherAmount, owner, maxUint256],
          })
        : encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidity',
            // Desired and minimum amounts are the same: the pool is new, so all of both goes in.
            args: [
              tokens[token].address,
              tokens[other].address,
              tokenAmount,
              otherAmount,
              tokenAmount,
              otherAmount,
              owner,
              maxUint256,
            ],
          })
    sent.push(
      await sender.send({
        to: router,
        data,
        value: other === 'ETH' ? otherAmount : 0n,
        gas: gasLimits.addLiquidity,
      }),
    )
  }
  return sent
}
