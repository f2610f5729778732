import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  AccountType,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import type { PublicKey } from '@solana/web3.js'
import type { Ledger, LedgerAccount } from './ledger.js'

const tokenProgramNames: Partial<Record<string, string>> = {
  [TOKEN_PROGRAM_ID.toBase58()]: 'spl-token',
  [TOKEN_2022_PROGRAM_ID.toBase58()]: 'spl-token-2022',
}

/** Whether a program id is SPL Token or Token-2022. */
export const isTokenProgram = (programId: string) => tokenProgramNames[programId] !== undefined

/** Which kind of token-program account some data is (Token-2022 tags extended ones after byte 165). */
function tokenAccountKind(account: LedgerAccount): 'account' | 'mint' | undefined {
  if (!isTokenProgram(account.owner)) return undefined
  if (account.data.length === ACCOUNT_SIZE) return 'account'
  if (account.data.length === MINT_SIZE) return 'mint'
  const tag = account.data.length > ACCOUNT_SIZE ? account.data[ACCOUNT_SIZE] : undefined
  if (tag === AccountType.Account) return 'account'
  if (tag === AccountType.Mint) return 'mint'
  return undefined
}

/** A token account's fields, if the account is an initialized SPL token account. */
export function decodeTokenAccount(account: LedgerAccount) {
  if (tokenAccountKind(account) !== 'account') return undefined
  const raw = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE))
  return raw.state === AccountState.Uninitialized ? undefined : raw
}

/** A mint's fields, if the account is an initialized SPL mint. */
export function decodeMint(account: LedgerAccount | undefined) {
  if (!account || tokenAccountKind(account) !== 'mint') return undefined
  const raw = MintLayout.decode(account.data.subarray(0, MINT_SIZE))
  return raw.isInitialized ? raw : undefined
}

/** `uiAmountString`: the amount with its decimals, trailing zeros trimmed ("1.5", "1000", "0"). */
function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A token amount in the RPC's shape (`getTokenAccountBalance`, `tokenAmount` in jsonParsed). */
export function tokenAmount(amount: bigint, decimals: number) {
  const text = uiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

const base58OrNull = (isSet: number, key: PublicKey) => (isSet ? key.toBase58() : null)

/**
 * The `jsonParsed` form of a token account or mint, as a validator's account decoder gives it;
 * undefined for anything else (the RPC then falls back to base64, as a validator does).
 */
export function parseTokenProgramAccount(ledger: Ledger, account: LedgerAccount) {
  const program = tokenProgramNames[account.owner]
  const space = account.data.length
  const mint = decodeMint(account)
  if (program && mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: base58OrNull(mint.freezeAuthorityOption, mint.freezeAuthority),
      isInitialized: true,
      mintAuthority: base58OrNull(mint.mintAuthorityOption, mint.mintAuthority),
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const tokenAccount = decodeTokenAccount(account)
  const decimals = tokenAccount && decodeMint(ledger.account(tokenAccount.mint.toBase58()))?.decimals
  if (!program || !tokenAccount || decimals === undefined) return undefined
  const info: Record<string, unknown> = {
    isNative: tokenAccount.isNativeOption === 1,
    mint: tokenAccount.mint.toBase58(),
    owner: tokenAccount.owner.toBase58(),
    state: tokenAccount.state === AccountState.Frozen ? 'frozen' : 'initialized',
    tokenAmount: tokenAmount(tokenAccount.amount, decimals),
  }
  if (tokenAccount.delegateOption) {
    info.delegate = tokenAccount.delegate.toBase58()
    info.delegatedAmount = tokenAmount(tokenAccount.delegatedAmount, decimals)
  }
  if (tokenAccount.isNativeOption) info.rentExemptReserve = tokenAmount(tokenAccount.isNative, decimals)
  if (tokenAccount.closeAuthorityOption) info.closeAuthority = tokenAccount.closeAuthority.toBase58()
  return { program, parsed: { type: 'account', info }, space }
}
