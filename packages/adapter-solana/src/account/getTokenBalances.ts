import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { formatUnits } from '../utils/lamports.js'
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
  info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } }
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
        const { info } = account.data.parsed as ParsedTokenAccount
        const amount = info?.tokenAmount?.amount
        const decimals = info?.tokenAmount?.decimals
        if (!info?.mint || amount === undefined || decimals === undefined) return []
        if (!parameters.includeEmpty && BigInt(amount) === 0n) return []
        return [
          {
            mint: info.mint,
            tokenAccount: pubkey.toBase58(),
            programId,
            decimals,
            amount,
            balance: formatUnits(BigInt(amount), decimals),
          },
        ]
      })
    }),
  )
  return perProgram.flat()
}
