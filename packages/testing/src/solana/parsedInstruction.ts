import bs58 from 'bs58'
import { isTokenProgram, tokenAmount } from './tokenState.js'

/** One instruction as `jsonParsed` shows it: parsed by its program's parser, else partially decoded. */
export type UiParsedInstruction =
  | {
      program: string
      programId: string
      parsed: { type: string; info: Record<string, unknown> }
      stackHeight: number | null
    }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

/** An instruction with its program and accounts resolved to addresses. */
export type ResolvedInstruction = {
  programId: string
  accounts: readonly string[]
  data: Uint8Array
  stackHeight: number | null
}

type Parsed = { type: string; info: Record<string, unknown> }

const systemProgram = '11111111111111111111111111111111'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const u64 = (data: Uint8Array, offset: number) =>
  offset + 8 <= data.length
    ? new DataView(data.buffer, data.byteOffset).getBigUint64(offset, true)
    : undefined
const pubkeyAt = (data: Uint8Array, offset: number) =>
  offset + 32 <= data.length ? bs58.encode(data.subarray(offset, offset + 32)) : undefined
// serde_json writes a u64 as a JSON number.
const lamportsJson = (value: bigint) => Number(value)

/**
 * The System Program instructions a wallet's transfers use (`createAccount`, `assign`,
 * `transfer`, `allocate`), named and laid out as a validator's parser does. Other system
 * instructions come back partially decoded here.
 */
function parseSystem(data: Uint8Array, accounts: readonly string[]): Parsed | undefined {
  if (data.length < 4) return undefined
  const tag = new DataView(data.buffer, data.byteOffset).getUint32(0, true)
  const [first, second] = accounts
  if (tag === 0 && first && second) {
    const lamports = u64(data, 4)
    const space = u64(data, 12)
    const owner = pubkeyAt(data, 20)
    if (lamports === undefined || space === undefined || !owner) return undefined
    const info = {
      source: first,
      newAccount: second,
      lamports: lamportsJson(lamports),
      space: Number(space),
      owner,
    }
    return { type: 'createAccount', info }
  }
  if (tag === 1 && first) {
    const owner = pubkeyAt(data, 4)
    return owner ? { type: 'assign', info: { account: first, owner } } : undefined
  }
  if (tag === 2 && first && second) {
    const lamports = u64(data, 4)
    if (lamports === undefined) return undefined
    return {
      type: 'transfer',
      info: { source: first, destination: second, lamports: lamportsJson(lamports) },
    }
  }
  if (tag === 8 && first) {
    const space = u64(data, 4)
    return space === undefined
      ? undefined
      : { type: 'allocate', info: { account: first, space: Number(space) } }
  }
  return undefined
}

/**
 * The signing authority of a token instruction: one account, or a multisig and its signers when
 * more accounts follow (as a validator's parser names them).
 */
function withSigners(
  info: Record<string, unknown>,
  accounts: readonly string[],
  authorityIndex: number,
  field: string,
  multisigField: string,
): Record<string, unknown> {
  const authority = accounts[authorityIndex]
  if (accounts.length > authorityIndex + 1) {
    return { ...info, [multisigField]: authority, signers: accounts.slice(authorityIndex + 1) }
  }
  return { ...info, [field]: authority }
}

// Token-2022 extension types the ATA program asks the size of (`getAccountDataSize`).
const extensionTypeNames: Partial<Record<number, string>> = { 7: 'immutableOwner' }

/**
 * The SPL Token (and Token-2022) instructions of mints, accounts and transfers. Other token
 * instructions come back partially decoded here.
 */
function parseToken(data: Uint8Array, accounts: readonly string[]): Parsed | undefined {
  const [tag] = data
  const amount = u64(data, 1)
  const decimals = data[9]
  const [a0, a1, a2, a3] = accounts
  switch (tag) {
    case 3: // Transfer
      if (amount === undefined || !a0 || !a1 || !a2) return undefined
      return {
        type: 'transfer',
        info: withSigners(
          { source: a0, destination: a1, amount: amount.toString() },
          accounts,
          2,
          'authority',
          'multisigAuthority',
        ),
      }
    case 12: // TransferChecked
      if (amount === undefined || decimals === undefined || !a0 || !a1 || !a2 || !a3) return undefined
      return {
        type: 'transferChecked',
        info: withSigners(
          { source: a0, mint: a1, destination: a2, tokenAmount: tokenAmount(amount, decimals) },
          accounts,
          3,
          'authority',
          'multisigAuthority',
        ),
      }
    case 7: // MintTo
      if (amount === undefined || !a0 || !a1 || !a2) return undefined
      return {
        type: 'mintTo',
        info: withSigners(
          { mint: a0, account: a1, amount: amount.toString() },
          accounts,
          2,
          'mintAuthority',
          'multisigMintAuthority',
        ),
      }
    case 14: // MintToChecked
      if (amount === undefined || decimals === undefined || !a0 || !a1 || !a2) return undefined
      return {
        type: 'mintToChecked',
        info: withSigners(
          { mint: a0, account: a1, tokenAmount: tokenAmount(amount, decimals) },
          accounts,
          2,
          'mintAuthority',
          'multisigMintAuthority',
        ),
      }
    case 8: // Burn
      if (amount === undefined || !a0 || !a1 || !a2) return undefined
      return {
        type: 'burn',
        info: withSigners(
          { account: a0, mint: a1, amount: amount.toString() },
          accounts,
          2,
          'authority',
          'multisigAuthority',
        ),
      }
    case 9: // CloseAccount
      if (!a0 || !a1 || !a2) return undefined
      return {
        type: 'closeAccount',
        info: withSigners({ account: a0, destination: a1 }, accounts, 2, 'owner', 'multisigOwner'),
      }
    case 18: {
      // InitializeAccount3
      const owner = pubkeyAt(data, 1)
      if (!owner || !a0 || !a1) return undefined
      return { type: 'initializeAccount3', info: { account: a0, mint: a1, owner } }
    }
    case 20: {
      // InitializeMint2
      const mintAuthority = pubkeyAt(data, 2)
      const freezeAuthority = data[34] === 1 ? pubkeyAt(data, 35) : undefined
      if (data[1] === undefined || !mintAuthority || !a0) return undefined
      const info: Record<string, unknown> = { mint: a0, decimals: data[1], mintAuthority }
      if (freezeAuthority) info.freezeAuthority = freezeAuthority
      return { type: 'initializeMint2', info }
    }
    case 21: {
      // GetAccountDataSize
      if (!a0) return undefined
      const extensionTypes: string[] = []
      for (let offset = 1; offset + 2 <= data.length; offset += 2) {
        const name = extensionTypeNames[new DataView(data.buffer, data.byteOffset).getUint16(offset, true)]
        if (!name) return undefined
        extensionTypes.push(name)
      }
      return {
        type: 'getAccountDataSize',
        info: extensionTypes.length > 0 ? { mint: a0, extensionTypes } : { mint: a0 },
      }
    }
    case 22: // InitializeImmutableOwner
      return a0 ? { type: 'initializeImmutableOwner', info: { account: a0 } } : undefined
    default:
      return undefined
  }
}

/** The Associated Token Account program: `create` and `createIdempotent`. */
function parseAssociatedToken(data: Uint8Array, accounts: readonly string[]): Parsed | undefined {
  const type = data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : undefined
  const [source, account, wallet, mint, systemProgramId, tokenProgram] = accounts
  if (!type || !source || !account || !wallet || !mint || !systemProgramId || !tokenProgram) return undefined
  return { type, info: { source, account, wallet, mint, systemProgram: systemProgramId, tokenProgram } }
}

function parse(instruction: ResolvedInstruction): { program: string; parsed: Parsed } | undefined {
  const { programId, data, accounts } = instruction
  if (programId === systemProgram) {
    const parsed = parseSystem(data, accounts)
    return parsed && { program: 'system', parsed }
  }
  if (isTokenProgram(programId)) {
    // A validator names both token programs' instructions "spl-token".
    const parsed = parseToken(data, accounts)
    return parsed && { program: 'spl-token', parsed }
  }
  if (programId === associatedTokenProgram) {
    const parsed = parseAssociatedToken(data, accounts)
    return parsed && { program: 'spl-associated-token-account', parsed }
  }
  return undefined
}

/**
 * An instruction as `getTransaction` with `jsonParsed` shows it: `{ program, programId, parsed }`
 * for what the rig parses (the System Program's transfers and account creation, SPL Token's
 * mints, accounts and transfers, the Associated Token Account program), otherwise partially
 * decoded (`programId`, `accounts` and base58 `data`), as a validator falls back for a program it
 * has no parser for.
 */
export function toUiParsedInstruction(instruction: ResolvedInstruction): UiParsedInstruction {
  const { programId, stackHeight } = instruction
  const result = parse(instruction)
  if (result) return { program: result.program, programId, parsed: result.parsed, stackHeight }
  return { programId, accounts: [...instruction.accounts], data: bs58.encode(instruction.data), stackHeight }
}
