import { base58, base64 } from '@scure/base'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { FrameRequestError } from '../../protocol/errors.js'
import { declinedByVisitorMessage, type FrameUser } from '../../protocol/framePayloads.js'
import type { EmbeddedFrameClient } from '../frameClient.js'
import {
  InvalidFrameAnswerError,
  SolanaAccountNotConnectedError,
  SolanaAccountNotSignerError,
  SolanaChainNotServedError,
  SolanaRequestRejectedError,
} from './errors.js'
import type { SolanaWalletSession } from './solanaWalletSession.js'
import { readWireTransaction, signerSlotOf, withSignature } from './wireTransaction.js'

/** The account features the embedded wallet serves (what wallet-standard apps check per account). */
const accountFeatures = ['solana:signMessage', 'solana:signTransaction'] as const

/** The frame's decline as the wallet standard's rejection; other failures pass through. */
function toWalletError(error: unknown): unknown {
  if (error instanceof FrameRequestError && error.shortMessage === declinedByVisitorMessage)
    return new SolanaRequestRejectedError({ cause: error })
  return error
}

const withWalletErrors = async <result>(request: () => Promise<result>): Promise<result> => {
  try {
    return await request()
  } catch (error) {
    throw toWalletError(error)
  }
}

/** The 64-byte signature in the frame's answer (base58), read as untrusted. */
function readSignature(answer: unknown): Uint8Array {
  try {
    const signature = typeof answer === 'string' ? base58.decode(answer) : undefined
    if (signature?.byteLength === 64) return signature
  } catch {
    // Not base58: refused below.
  }
  throw new InvalidFrameAnswerError({ expected: 'a 64-byte ed25519 signature in base58' })
}

/**
 * The embedded wallet's Solana side over the frame: the account is the frame's signed-in user's
 * Solana address; a message is signed as it is, a transaction by sending only its message to the
 * frame (which shows it to the visitor and signs after Approve) and putting the signature in this
 * account's slot. A decline is the wallet standard's rejection ({@link SolanaRequestRejectedError}).
 * Signing out anywhere (this wallet, the EVM provider, the frame) leaves no accounts.
 */
export function createEmbeddedSolanaSession(parameters: {
  client: EmbeddedFrameClient
  chains: readonly IdentifierString[]
  /** Tells the wallet the accounts it now has. */
  setAccounts: (accounts: readonly WalletAccount[]) => void
}): SolanaWalletSession {
  const { client, chains, setAccounts } = parameters
  let account: WalletAccount | undefined

  const useUser = (user: FrameUser | undefined): readonly WalletAccount[] => {
    if (user?.solanaAddress !== account?.address) account = user ? toAccount(user.solanaAddress) : undefined
    const accounts = account ? [account] : []
    setAccounts(accounts)
    return accounts
  }
  const toAccount = (address: string): WalletAccount => {
    let publicKey: Uint8Array | undefined
    try {
      publicKey = base58.decode(address)
    } catch {
      // Not base58: refused below.
    }
    if (publicKey?.byteLength !== 32) throw new InvalidFrameAnswerError({ expected: 'a Solana address' })
    return { address, publicKey, chains, features: accountFeatures }
  }
  client.onSignedOut(() => {
    if (account) useUser(undefined)
  })

  /** The connected account a request names (by address: apps may hold a copy of the object). */
  const connected = (requested: WalletAccount): WalletAccount => {
    if (!account || requested.address !== account.address)
      throw new SolanaAccountNotConnectedError({ address: requested.address })
    return account
  }

  return {
    connect: ({ silent }) =>
      withWalletErrors(async () =>
        useUser(silent ? await client.restoredUser() : await client.request('GetUser', {})),
      ),
    async disconnect() {
      await client.signOut()
      useUser(undefined)
    },
    signMessage: (...inputs) =>
      withWalletErrors(async () => {
        const outputs = []
        // One at a time: the visitor approves each in the frame.
        for (const input of inputs) {
          connected(input.account)
          const answer = await client.approve({
            namespace: 'solana',
            method: 'solana_signMessage',
            params: { message: base64.encode(input.message) },
          })
          outputs.push({
            signedMessage: input.message,
            signature: readSignature(answer),
            signatureType: 'ed25519' as const,
          })
        }
        return outputs
      }),
    signTransaction: (...inputs) =>
      withWalletErrors(async () => {
        const outputs = []
        for (const input of inputs) {
          const signer = connected(input.account)
          if (input.chain !== undefined && !chains.includes(input.chain))
            throw new SolanaChainNotServedError({ chain: input.chain })
          const transaction = readWireTransaction(input.transaction)
          const slot = signerSlotOf(transaction, new Uint8Array(signer.publicKey))
          if (slot < 0) throw new SolanaAccountNotSignerError({ address: signer.address })
          const answer = await client.approve({
            namespace: 'solana',
            method: 'solana_signTransaction',
            params: { message: base64.encode(transaction.message) },
          })
          outputs.push({
            signedTransaction: withSignature(input.transaction, transaction, slot, readSignature(answer)),
          })
        }
        return outputs
      }),
  }
}
