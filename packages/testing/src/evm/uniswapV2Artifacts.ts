import { createRequire } from 'node:module'
import { type Hex, isHex } from 'viem'
import { EvmRigError } from './errors.js'

/** Creation bytecode of the Uniswap v2 contracts the rig deploys. */
export type UniswapV2Bytecode = { weth9: Hex; factory: Hex; router: Hex }

let loaded: UniswapV2Bytecode | undefined

/** The creation bytecode a build file holds, 0x-prefixed. */
function bytecodeOf(build: unknown, name: string): Hex {
  const bytecode = typeof build === 'object' && build !== null ? Reflect.get(build, 'bytecode') : undefined
  const hex = typeof bytecode === 'string' ? `0x${bytecode.replace(/^0x/, '')}` : ''
  if (!isHex(hex) || hex.length <= 2) throw new EvmRigError(`The ${name} build holds no deployable bytecode.`)
  return hex
}

/**
 * Reads the creation bytecode of WETH9, UniswapV2Factory and UniswapV2Router02 from the published
 * `@uniswap/v2-periphery` and `@uniswap/v2-core` builds, once per process. Not a compile of our
 * own: the router's bytecode embeds the init code hash of the pair that the published factory
 * creates, so both must come from the same build for the router to find its pairs.
 *
 * @throws {EvmRigError} when a build file holds no bytecode.
 */
export function uniswapV2Bytecode(): UniswapV2Bytecode {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  loaded = {
    weth9: bytecodeOf(require('@uniswap/v2-periphery/build/WETH9.json'), 'WETH9'),
    factory: bytecodeOf(require('@uniswap/v2-core/build/UniswapV2Factory.json'), 'UniswapV2Factory'),
    router: bytecodeOf(require('@uniswap/v2-periphery/build/UniswapV2Router02.json'), 'UniswapV2Router02'),
  }
  return loaded
}
