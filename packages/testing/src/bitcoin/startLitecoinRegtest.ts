import { BitcoinRigOptionsError } from './errors.js'
import { type LitecoinRegtestParameters, litecoinRegtestParameters } from './litecoinRegtestParameters.js'
import { type LitecoindProcess, spawnLitecoind } from './spawnLitecoind.js'

export type StartLitecoinRegtestOptions = {
  /**
   * Blocks mined to the rig wallet at start. A coinbase matures after 100 blocks, so 101 makes one
   * spendable; each further block one more (50 LTC each on regtest, halving every 150 blocks).
   * @default 110
   */
  initialBlocks?: number | undefined
  /**
   * How long litecoind may take to answer RPC, in milliseconds.
   * @default 30_000
   */
  timeoutMs?: number | undefined
  /** Extra command-line arguments for litecoind (e.g. `-debug=rpc`). */
  args?: readonly string[] | undefined
}

/** Options of {@link LitecoinRegtest.fund}. */
export type FundOptions = {
  /** Mines a block so the transaction confirms; false leaves it in the mempool. @default true */
  mine?: boolean | undefined
}

/** A running litecoind regtest node with a funded wallet, and what a test needs to drive it. */
export type LitecoinRegtest = Omit<LitecoindProcess, 'stop'> & {
  /** `bip122:` and the first 32 hex characters of the genesis hash (CAIP-2). */
  caipNetworkId: `bip122:${string}`
  /** The genesis block's hash, as the node writes it (`getblockhash 0`). */
  genesisHash: string
  /** Address bytes and message prefix of Litecoin regtest, for an adapter's network configuration. */
  parameters: LitecoinRegtestParameters
  /** The wallet that mines and funds (`rpc(..., { wallet: walletName })` reaches it). */
  walletName: string
  /** A bech32 address of the rig wallet: where `mine()` sends coinbases by default. */
  miningAddress: string
  /** Mines `blocks` blocks to `address` (the rig wallet by default); resolves with their hashes. */
  mine: (blocks?: number, address?: string) => Promise<string[]>
  /**
   * Sends `amount` whole coins (a number or a decimal string, up to 8 decimals) from the rig wallet
   * to `address` and mines a block so it confirms (unless `{ mine: false }`); resolves with the
   * transaction id.
   * @throws {BitcoinRigOptionsError} for an amount that is not a positive decimal of 8 places or fewer.
   */
  fund: (address: string, amount: number | string, options?: FundOptions) => Promise<string>
  /** Stops the node by RPC (SIGTERM as fallback) and removes its data directory; safe to call twice. */
  stop: () => Promise<void>
}

const walletName = 'rig'
const decimalAmount = /^\d{1,8}(\.\d{1,8})?$/

// Bitcoin Core reads amounts from strings as well as numbers: a string keeps 0.1 exactly 0.1.
function toAmountString(amount: number | string): string {
  const text = typeof amount === 'number' ? amount.toFixed(8) : amount.trim()
  const exact = typeof amount === 'string' || Number(text) === amount
  if (!exact || !decimalAmount.test(text) || /^[0.]+$/.test(text))
    throw new BitcoinRigOptionsError(`An amount is a positive decimal with up to 8 decimals, got ${amount}.`)
  return text
}

function checkBlockCount(blocks: number, least: number, what: string) {
  if (!Number.isInteger(blocks) || blocks < least || blocks > 10_000)
    throw new BitcoinRigOptionsError(`${what} must be an integer from ${least} to 10000, got ${blocks}.`)
}

/**
 * Starts Debian's `litecoind` in regtest (a Bitcoin Core 0.21 fork: PSBT, segwit and taproot as in
 * Bitcoin; only the address bytes and message prefix differ, see `litecoinRegtestParameters`) on
 * 127.0.0.1, creates the wallet `rig` and mines `initialBlocks` blocks to it.
 *
 * @example
 * const node = await startLitecoinRegtest()
 * const txid = await node.fund('rltc1q...', 1.5)
 * await node.rpc('getrawtransaction', [txid, true])
 * await node.stop()
 *
 * @throws {LitecoinStartError} when litecoind does not start.
 * @throws {BitcoinRigOptionsError} for an `initialBlocks` below 101.
 */
export async function startLitecoinRegtest(
  options: StartLitecoinRegtestOptions = {},
): Promise<LitecoinRegtest> {
  const { initialBlocks = 110, timeoutMs, args } = options
  checkBlockCount(initialBlocks, 101, 'initialBlocks')
  const node = await spawnLitecoind({ timeoutMs, args })
  try {
    const { rpc } = node
    const wallet = { wallet: walletName }
    await rpc('createwallet', [walletName])
    const miningAddress = await rpc<string>('getnewaddress', ['mining', 'bech32'], wallet)
    const mine = async (blocks = 1, address = miningAddress) => {
      checkBlockCount(blocks, 1, 'blocks')
      return rpc<string[]>('generatetoaddress', [blocks, address])
    }
    await mine(initialBlocks)
    const genesisHash = await rpc<string>('getblockhash', [0])
    return {
      ...node,
      caipNetworkId: `bip122:${genesisHash.slice(0, 32)}`,
      genesisHash,
      parameters: litecoinRegtestParameters,
      walletName,
      miningAddress,
      mine,
      fund: async (address, amount, fundOptions = {}) => {
        const txid = await rpc<string>('sendtoaddress', [address, toAmountString(amount)], wallet)
        if (fundOptions.mine ?? true) await mine(1)
        return txid
      },
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}
