import { formatAmount } from '@latchkit/core'
import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { toPublicKey } from '../utils/toPublicKey.js'

/** The SPL Token and Token-2022 programs, whose accounts hold fungible token balances. */
const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** One SPL token balance of an owner. */
export type SolanaTokenBalance = {
  /** The token's mint address. */
  mint: string
  /** The token account holding it. */
  tokenAccount: string
  /** The program that owns the account (SPL Token or Token-2022). */
  programId: string
  decimals: number
  /** Base units, as a decimal string. */
  amount: string
  /** Whole units, as a decimal string (`"12.5"`). */
  balance: string
}

type ParsedTokenAccount = {
  info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
}

/**
 * A parsed token account's mint, amount (base units) and decimals, or `undefined` when any is
 * malformed: what the RPC says is checked like any answer, and a bad account is left out.
 */
function readTokenAmount(parsed: unknown): { mint: string; amount: string; decimals: number } | undefined {
  const { info } = (parsed ?? {}) as ParsedTokenAccount
  const mint = info?.mint
  const amount = info?.tokenAmount?.amount
  const decimals = info?.tokenAmount?.decimals
  if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined
  return { mint, amount, decimals }
}

/**
 * The SPL token balances of `address` on `network`, read over RPC (`getTokenAccountsByOwner`,
 * parsed), one per token account with a balance above zero unless `includeEmpty`.
 */
export async function getTokenBalances(
  context: SolanaAdapterContext,
  parameters: {
    address: string
    network: Pick<SolanaNetwork, 'caipNetworkId'>
    includeEmpty?: boolean | undefined
  },
): Promise<SolanaTokenBalance[]> {
  const network = resolveNetwork(context, parameters.network)
  const owner = await toPublicKey(parameters.address, 'address')
  const connection = await context.rpc.get(network)
  const { PublicKey } = await import('@solana/web3.js')
  const perProgram = await Promise.all(
    tokenProgramIds.map(async (programId) => {
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, {
        programId: new PublicKey(programId),
      })
      return value.flatMap(({ pubkey, account }) => {
        const read = readTokenAmount(account.data.parsed)
        if (!read) return []
        const { mint, amount, decimals } = read
        if (!parameters.includeEmpty && BigInt(amount) === 0n) return []
        return [
          {
            mint,
            tokenAccount: pubkey.toBase58(),
            programId,
            decimals,
            amount,
            balance: formatAmount(BigInt(amount), decimals),
          },
        ]
      })
    }),
  )
  return perProgram.flat()
}
