import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import type { BitcoinWalletAccountInfo } from '../bitcoin/bitcoinWalletAccounts.js'
import type { ProviderRpcErrorShape } from '../providerRpcError.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import { type BitcoinWalletAnswer, bitcoinWalletCaller, hexToBytes } from './bitcoinWalletCall.js'
import { registerStandardWallet } from './registerStandardWallet.js'

/** What the Node side tells the page script. */
export type StandardBitcoinWalletConfig = {
  bindingName: string
  eventsKey: string
  name: string
  icon: WalletIcon
  /** The one chain it lists (`bitcoin:regtest`). */
  chain: `bitcoin:${string}`
}

type InputToSign = { account: WalletAccount; signingIndexes: number[] }
type TransactionInput = { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string }

const accountFeatures = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const
// The wallet-standard's code for a request the user rejected (@wallet-standard/errors).
const walletStandardUserRejected = 4001000

/** A rejection reads as a WalletStandardError (and keeps the 4001 code adapters check). */
function toWalletError({ code, message }: ProviderRpcErrorShape): Error {
  const error = Object.assign(new Error(message), { code })
  if (code !== 4001) return error
  error.name = 'WalletStandardError'
  return Object.assign(error, { context: { __code: walletStandardUserRejected } })
}

/** Which inputs each address signs, from the standard's accounts and indexes. */
const toSignInputs = (inputsToSign: readonly InputToSign[]) => {
  const signInputs: Record<string, number[]> = {}
  for (const { account, signingIndexes } of inputsToSign)
    signInputs[account.address] = [...(signInputs[account.address] ?? []), ...signingIndexes]
  return signInputs
}

/**
 * Runs in the page before its scripts: registers a wallet-standard wallet with the Bitcoin
 * features (`bitcoin:connect`, `bitcoin:signMessage` (BIP-322), `bitcoin:signTransaction`,
 * `bitcoin:signAndSendTransaction`, `standard:events`, `standard:disconnect`), its calls running
 * in Node. It registers once it knows the accounts the page's origin may see, as an extension
 * that reads its storage first, so a site reconnecting after a reload finds them.
 * @public (an esbuild entry, bundled by path)
 */
export function install(config: StandardBitcoinWalletConfig): void {
  const call = bitcoinWalletCaller(config.bindingName)
  const ask = async (method: string, params: Record<string, unknown> = {}) => {
    const answer: BitcoinWalletAnswer = await call(method, params)
    if ('error' in answer) throw toWalletError(answer.error)
    return answer.result
  }

  // One object per address, so a site can compare accounts by identity across events.
  const accountObjects = new Map<string, WalletAccount>()
  const toAccount = ({ address, publicKey, purpose }: BitcoinWalletAccountInfo): WalletAccount => {
    let account = accountObjects.get(address)
    if (!account) {
      const key = hexToBytes(publicKey)
      const purposeName = purpose === 'ordinal' ? 'ordinals' : 'payment'
      account = Object.freeze({
        address,
        get publicKey() {
          return key.slice()
        },
        chains: [config.chain],
        features: accountFeatures,
        purpose: purposeName,
      }) as WalletAccount
      accountObjects.set(address, account)
    }
    return account
  }
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const setAccounts = (next: BitcoinWalletAccountInfo[]) => {
    accounts = Object.freeze(next.map(toAccount))
    for (const listener of [...listeners]) listener({ accounts })
  }
  Object.defineProperty(window, config.eventsKey, { value: setAccounts, enumerable: false })

  const connect = async ({ purposes = ['payment', 'ordinals'] }: { purposes?: string[] } = {}) => {
    const wanted = purposes.map((purpose) => (purpose === 'ordinals' ? 'ordinal' : purpose))
    const { accounts: shared } = (await ask('connect', { purposes: wanted })) as {
      accounts: BitcoinWalletAccountInfo[]
    }
    setAccounts(shared)
    // In the order of the purposes asked for.
    const inOrder = wanted.flatMap((purpose) => shared.filter((account) => account.purpose === purpose))
    return { accounts: inOrder.map(toAccount) }
  }
  const signMessage = async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
    const outputs = []
    for (const { account, message } of inputs) {
      const { signature } = (await ask('signMessage', {
        address: account.address,
        message: new TextDecoder().decode(message),
        protocol: 'bip322',
      })) as { signature: string }
      outputs.push({ signedMessage: message, signature: base64ToBytes(signature) })
    }
    return outputs
  }
  const signTransaction = async (...inputs: TransactionInput[]) => {
    const outputs = []
    for (const { psbt, inputsToSign } of inputs) {
      const signed = (await ask('signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs: toSignInputs(inputsToSign),
        finalize: false,
      })) as { psbt: string }
      outputs.push({ signedPsbt: base64ToBytes(signed.psbt) })
    }
    return outputs
  }
  const signAndSendTransaction = async (...inputs: TransactionInput[]) => {
    const outputs = []
    for (const { psbt, inputsToSign, chain } of inputs) {
      if (chain !== config.chain)
        throw toWalletError({ code: -32602, message: `The wallet is not on ${chain}.` })
      const { txid } = (await ask('signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs: toSignInputs(inputsToSign),
        broadcast: true,
      })) as { txid: string }
      outputs.push({ txId: txid })
    }
    return outputs
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze([config.chain]),
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'bitcoin:signMessage': { version: '1.0.0', signMessage },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
      'bitcoin:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          await ask('disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: StandardEventsListeners['change']) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
    get accounts() {
      return accounts
    },
  }
  const register = () => registerStandardWallet(wallet)
  // The binding may not be there yet when this runs: without it, register with no accounts.
  const binding = (window as unknown as Record<string, unknown>)[config.bindingName]
  if (typeof binding !== 'function') {
    register()
    return
  }
  ask('connect', { silent: true })
    .then((answer) => setAccounts((answer as { accounts: BitcoinWalletAccountInfo[] }).accounts))
    .catch(() => undefined)
    .finally(register)
}
