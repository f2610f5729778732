import { formatAmount, type TokenBalance } from '@latchkit/core'
import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { describeMint } from '../tokens/solanaTokenListing.js'
import { tokenProgramIds } from '../tokens/tokenPrograms.js'
import { solDecimals } from '../utils/lamports.js'
import { toPublicKey } from '../utils/toPublicKey.js'

type ParsedTokenAccount = {
  info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
}

/**
 * A parsed token account's mint, amount (base units) and decimals, or `undefined` when any is
 * malformed: what the RPC says is checked like any answer, and a bad account is left out.
 */
function readTokenAmount(parsed: unknown): { mint: string; amount: bigint; decimals: number } | undefined {
  const { info } = (parsed ?? {}) as ParsedTokenAccount
  const mint = info?.mint
  const amount = info?.tokenAmount?.amount
  const decimals = info?.tokenAmount?.decimals
  if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined
  return { mint, amount: BigInt(amount), decimals }
}

/**
 * What `address` holds on `network`, read from the chain: SOL first, then each SPL Token and
 * Token-2022 account with a balance above zero (`getTokenAccountsByOwner`, parsed), named from the
 * site's `tokens` listings, else by its shortened mint. No prices: `price` is 0.
 */
export async function getTokenBalances(
  context: SolanaAdapterContext,
  parameters: { address: string; network: Pick<SolanaNetwork, 'caipNetworkId'> },
): Promise<TokenBalance[]> {
  const network = resolveNetwork(context, parameters.network)
  const owner = await toPublicKey(parameters.address, 'address')
  const connection = await context.rpc.get(network)
  const { PublicKey } = await import('@solana/web3.js')
  const [lamports, ...perProgram] = await Promise.all([
    connection.getBalance(owner, context.commitment),
    ...tokenProgramIds.map((programId) =>
      connection.getParsedTokenAccountsByOwner(
        owner,
        { programId: new PublicKey(programId) },
        context.commitment,
      ),
    ),
  ])
  const chainId = network.caipNetworkId
  const sol: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId,
    price: 0,
    quantity: { decimals: String(solDecimals), numeric: formatAmount(BigInt(lamports), solDecimals) },
    iconUrl: '',
  }
  const tokens = perProgram.flatMap(({ value }) =>
    value.flatMap(({ account }): TokenBalance[] => {
      const read = readTokenAmount(account.data.parsed)
      if (!read || read.amount === 0n) return []
      const { mint, amount, decimals } = read
      return [
        {
          ...describeMint(context.tokens, { caipNetworkId: chainId, mint, decimals }),
          chainId,
          address: mint,
          price: 0,
          quantity: { decimals: String(decimals), numeric: formatAmount(amount, decimals) },
        },
      ]
    }),
  )
  return [sol, ...tokens]
}
