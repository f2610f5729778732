import { encodeAccount, readAccountEncoding } from './accountEncoding.js'
import { invalidParams, RpcError, type RpcMethods } from './jsonRpc.js'
import type { Ledger } from './ledger.js'
import { readConfig, readPubkey, withContext } from './rpcParams.js'
import { decodeMint, decodeTokenAccount, isTokenProgram, tokenAmount } from './tokenState.js'

const invalidParam = (detail: string) => new RpcError(-32602, `Invalid param: ${detail}`)

/** The token program and optional mint a `{ mint }` or `{ programId }` filter selects. */
function readTokenFilter(ledger: Ledger, value: unknown): { programId: string; mint: string | undefined } {
  const filter = (value ?? {}) as { mint?: unknown; programId?: unknown }
  if ((filter.mint === undefined) === (filter.programId === undefined)) {
    throw invalidParams('expected exactly one filter: { mint } or { programId }')
  }
  if (filter.programId !== undefined) {
    const programId = readPubkey(filter.programId)
    if (!isTokenProgram(programId)) throw invalidParam('unrecognized Token program id')
    return { programId, mint: undefined }
  }
  const mint = readPubkey(filter.mint)
  const mintAccount = ledger.account(mint)
  if (!mintAccount || !decodeMint(mintAccount)) throw invalidParam('could not find mint')
  return { programId: mintAccount.owner, mint }
}

/** SPL token reads: token accounts by owner, token balances, supply. */
export function tokenMethods(ledger: Ledger): RpcMethods {
  const decimalsOf = (mint: string) => decodeMint(ledger.account(mint))?.decimals
  return {
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerAddress = readPubkey(owner)
      const { programId, mint } = readTokenFilter(ledger, filter)
      const encoding = readAccountEncoding(readConfig(config, ledger))
      const accounts = ledger.programAccounts(programId).filter(({ account }) => {
        const tokenAccount = decodeTokenAccount(account)
        return (
          tokenAccount?.owner.toBase58() === ownerAddress &&
          (mint === undefined || tokenAccount.mint.toBase58() === mint)
        )
      })
      return withContext(
        ledger,
        accounts.map(({ address, account }) => ({
          pubkey: address,
          account: encodeAccount(ledger, account, encoding),
        })),
      )
    },
    getTokenAccountBalance: ([address, config]) => {
      readConfig(config, ledger)
      const account = ledger.account(readPubkey(address))
      const tokenAccount = account && decodeTokenAccount(account)
      const decimals = tokenAccount && decimalsOf(tokenAccount.mint.toBase58())
      if (!tokenAccount || decimals === undefined) throw invalidParam('not a Token account')
      return withContext(ledger, tokenAmount(tokenAccount.amount, decimals))
    },
    getTokenSupply: ([address, config]) => {
      readConfig(config, ledger)
      const mint = decodeMint(ledger.account(readPubkey(address)))
      if (!mint) throw invalidParam('not a Token mint')
      return withContext(ledger, tokenAmount(mint.supply, mint.decimals))
    },
  }
}
