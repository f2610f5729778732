import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import type { ProviderRpcErrorShape } from '../providerRpcError.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import { registerStandardWallet } from './registerStandardWallet.js'

/** What the Node side tells the page script. */
export type StandardSolanaWalletConfig = {
  bindingName: string
  eventsKey: string
  name: string
  icon: WalletIcon
  chains: IdentifierString[]
}

type AccountInfo = { address: string; publicKey: string }
type Answer = { result: unknown } | { error: ProviderRpcErrorShape }

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
// The wallet-standard's code for a request the user rejected (@wallet-standard/errors).
const walletStandardUserRejected = 4001000

/** A rejection reads as a WalletStandardError (and keeps the 4001 code wallet adapters check). */
function toWalletError({ code, message }: ProviderRpcErrorShape): Error {
  const error = Object.assign(new Error(message), { code })
  if (code !== 4001) return error
  error.name = 'WalletStandardError'
  return Object.assign(error, { context: { __code: walletStandardUserRejected } })
}

/**
 * Runs in the page before its scripts: builds a wallet-standard Solana wallet whose features run
 * in Node, and registers it.
 */
export function install(config: StandardSolanaWalletConfig): void {
  const pageWindow = window as unknown as Record<string, unknown>
  const call = async (method: string, params: Record<string, unknown> = {}) => {
    const answer = await (pageWindow[config.bindingName] as (request: unknown) => Promise<Answer>)({
      method,
      params,
    })
    if ('error' in answer) throw toWalletError(answer.error)
    return answer.result
  }

  // One object per address, so a site can compare accounts by identity across events.
  const accountObjects = new Map<string, WalletAccount>()
  const toAccount = ({ address, publicKey }: AccountInfo): WalletAccount => {
    let account = accountObjects.get(address)
    if (!account) {
      const key = base64ToBytes(publicKey)
      account = Object.freeze({
        address,
        get publicKey() {
          return key.slice()
        },
        chains: config.chains,
        features: accountFeatures,
      })
      accountObjects.set(address, account)
    }
    return account
  }
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const setAccounts = (next: AccountInfo[]) => {
    accounts = Object.freeze(next.map(toAccount))
    for (const listener of [...listeners]) listener({ accounts })
  }
  Object.defineProperty(pageWindow, config.eventsKey, { value: setAccounts, enumerable: false })

  const connect: StandardConnectFeature['standard:connect']['connect'] = async (input) => {
    const { accounts: next } = (await call('connect', { silent: input?.silent === true })) as {
      accounts: AccountInfo[]
    }
    setAccounts(next)
    return { accounts }
  }
  const disconnect = async () => {
    await call('disconnect')
    setAccounts([])
  }
  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    const outputs = []
    for (const { account, message } of inputs) {
      const { signature } = (await call('signMessage', {
        address: account.address,
        message: bytesToBase64(message),
      })) as { signature: string }
      outputs.push({
        signedMessage: message,
        signature: base64ToBytes(signature),
        signatureType: 'ed25519' as const,
      })
    }
    return outputs
  }
  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    const outputs = []
    for (const { account, transaction, chain } of inputs) {
      const { signedTransaction } = (await call('signTransaction', {
        address: account.address,
        transaction: bytesToBase64(transaction),
        chain,
      })) as { signedTransaction: string }
      outputs.push({ signedTransaction: base64ToBytes(signedTransaction) })
    }
    return outputs
  }
  const signAndSendTransaction = async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
    const outputs = []
    for (const { account, transaction, chain, options } of inputs) {
      const params = { address: account.address, transaction: bytesToBase64(transaction), chain, options }
      const { signature } = (await call('signAndSendTransaction', params)) as { signature: string }
      outputs.push({ signature: base64ToBytes(signature) })
    }
    return outputs
  }

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': { version: '1.0.0', disconnect },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze([...config.chains]),
    features,
    get accounts() {
      return accounts
    },
  }
  registerStandardWallet(wallet)
}
