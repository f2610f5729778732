// Reads what the RPC answers to `getSignaturesForAddress` and `getTransaction` (jsonParsed).
// Every answer is untrusted: a field of the wrong shape leaves out what depends on it, never more.

/** A parsed instruction: its program's name, the instruction's type and its fields. */
export type ParsedInstructionRead = { program: string; type: string; info: Readonly<Record<string, unknown>> }

/** A token account a transaction touched, from its token balances. */
export type TokenAccountRead = { mint: string; owner: string | undefined; decimals: number }

/** What the history needs of one `getTransaction` answer. */
export type SolanaTransactionRead = {
  /** Unix seconds, when the RPC knows it. */
  blockTime: number | undefined
  /** `true` when the transaction failed, `false` when it succeeded, `undefined` without its meta. */
  failed: boolean | undefined
  /** The account that paid the fee (the first account key). */
  feePayer: string | undefined
  /** The parsed instructions, top-level and inner, in the order they ran. */
  instructions: ParsedInstructionRead[]
  /** Token accounts by address. */
  tokenAccounts: ReadonlyMap<string, TokenAccountRead>
}

/** One entry of `getSignaturesForAddress`. */
export type SignatureInfoRead = { signature: string; blockTime: number | undefined; failed: boolean }

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Base58 of 32 bytes (an address) is 32 to 44 characters, of 64 bytes (a signature) 64 to 88. */
const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/
export const isBase58Address = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 32 && value.length <= 44 && base58.test(value)
const isBase58Signature = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 64 && value.length <= 88 && base58.test(value)

const readBlockTime = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

/** A `getSignaturesForAddress` answer: its readable entries, its last signature and its length. */
export type SignatureInfosRead = { entries: SignatureInfoRead[]; last: string | undefined; count: number }

/** The entries of a `getSignaturesForAddress` answer, and the signature that ends the page. */
export function readSignatureInfos(result: unknown): SignatureInfosRead {
  if (!Array.isArray(result)) return { entries: [], last: undefined, count: 0 }
  const entries = result.flatMap((entry): SignatureInfoRead[] =>
    isRecord(entry) && isBase58Signature(entry.signature)
      ? [
          {
            signature: entry.signature,
            blockTime: readBlockTime(entry.blockTime),
            failed: (entry.err ?? null) !== null,
          },
        ]
      : [],
  )
  const lastEntry: unknown = result[result.length - 1]
  const last = isRecord(lastEntry) && isBase58Signature(lastEntry.signature) ? lastEntry.signature : undefined
  return { entries, last, count: result.length }
}

function readInstruction(value: unknown): ParsedInstructionRead[] {
  if (!isRecord(value) || typeof value.program !== 'string' || !isRecord(value.parsed)) return []
  const { type, info } = value.parsed
  return typeof type === 'string' && isRecord(info) ? [{ program: value.program, type, info }] : []
}

/** The account keys' addresses (jsonParsed lists `{ pubkey }` objects, json plain strings). */
function readAccountKeys(value: unknown): (string | undefined)[] {
  if (!Array.isArray(value)) return []
  return value.map((key) => {
    const pubkey = isRecord(key) ? key.pubkey : key
    return isBase58Address(pubkey) ? pubkey : undefined
  })
}

function readTokenAccounts(meta: Record<string, unknown>, accountKeys: readonly (string | undefined)[]) {
  const accounts = new Map<string, TokenAccountRead>()
  for (const balances of [meta.preTokenBalances, meta.postTokenBalances]) {
    if (!Array.isArray(balances)) continue
    for (const balance of balances) {
      if (!isRecord(balance) || !isRecord(balance.uiTokenAmount)) continue
      const { accountIndex, mint, owner } = balance
      const { decimals } = balance.uiTokenAmount
      const address = typeof accountIndex === 'number' ? accountKeys[accountIndex] : undefined
      if (!address || !isBase58Address(mint)) continue
      if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
        continue
      accounts.set(address, { mint, owner: isBase58Address(owner) ? owner : undefined, decimals })
    }
  }
  return accounts
}

/** A `getTransaction` answer (jsonParsed), or `undefined` when it is no transaction. */
export function readParsedTransaction(result: unknown): SolanaTransactionRead | undefined {
  if (!isRecord(result) || !isRecord(result.transaction) || !isRecord(result.transaction.message))
    return undefined
  const { message } = result.transaction
  const accountKeys = readAccountKeys(message.accountKeys)
  const meta = isRecord(result.meta) ? result.meta : undefined
  const topLevel = Array.isArray(message.instructions) ? message.instructions : []
  const inner: unknown[][] = Array.from(topLevel, () => [])
  if (meta && Array.isArray(meta.innerInstructions)) {
    for (const group of meta.innerInstructions) {
      if (!isRecord(group) || typeof group.index !== 'number' || !Array.isArray(group.instructions)) continue
      inner[group.index]?.push(...group.instructions)
    }
  }
  // Each instruction, then what it invoked: the order the transfers happened in.
  const instructions = topLevel.flatMap((instruction, index) => [
    ...readInstruction(instruction),
    ...(inner[index] ?? []).flatMap(readInstruction),
  ])
  return {
    blockTime: readBlockTime(result.blockTime),
    failed: meta ? (meta.err ?? null) !== null : undefined,
    feePayer: accountKeys[0],
    instructions,
    tokenAccounts: meta ? readTokenAccounts(meta, accountKeys) : new Map(),
  }
}
