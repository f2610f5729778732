import type { BitcoinWalletAccountInfo } from '../bitcoin/bitcoinWalletAccounts.js'
import type { BitcoinWalletNetworkNames } from '../bitcoin/bitcoinWalletNetwork.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import { bitcoinWalletCaller, bytesToHex, defineOnWindow, hexToBytes } from './bitcoinWalletCall.js'

/** What the Node side tells the page script. */
export type UnisatBitcoinWalletConfig = {
  bindingName: string
  eventsKey: string
  /** Where the provider goes on `window`: `['unisat']`, or `['okxwallet', 'bitcoin']`... */
  path: string[]
  networkNames: BitcoinWalletNetworkNames
}

type Listener = (...args: unknown[]) => void
type ToSignInput = { index: number; address?: string; publicKey?: string }
type SignPsbtOptions = { autoFinalized?: boolean; toSignInputs?: ToSignInput[] }

/**
 * Runs in the page before its scripts: puts a Unisat-shaped provider at `config.path` whose calls
 * run in Node. Like Unisat it shares one account (the payment address), rejects with
 * `{ code: 4001 }`, signs messages as `ecdsa` or `bip322-simple` and PSBTs in hex.
 * @public (an esbuild entry, bundled by path)
 */
export function install(config: UnisatBitcoinWalletConfig): void {
  const call = bitcoinWalletCaller(config.bindingName)
  const ask = async (method: string, params: Record<string, unknown> = {}) => {
    const answer = await call(method, params)
    if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return answer.result
  }
  const paymentAccount = async (silent: boolean) => {
    const { accounts } = (await ask('connect', { silent, purposes: ['payment'] })) as {
      accounts: BitcoinWalletAccountInfo[]
    }
    return accounts[0]
  }
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(error)
      }
    }
  }
  Object.defineProperty(window, config.eventsKey, {
    value: (accounts: BitcoinWalletAccountInfo[]) =>
      emit(
        'accountsChanged',
        accounts.filter((account) => account.purpose === 'payment').map((account) => account.address),
      ),
    enumerable: false,
  })

  const chainOf = (name: string) => ({ enum: name, name, network: 'regtest' })
  const signPsbt = async (psbtHex: string, options: SignPsbtOptions = {}) => {
    const account = await paymentAccount(true)
    let signInputs: Record<string, number[]> | undefined
    if (options.toSignInputs) {
      signInputs = {}
      for (const { index, address, publicKey } of options.toSignInputs) {
        // An input's key is named by address or public key (the account's when neither is given);
        // a public key of another wallet reaches Node as is, and is refused there.
        const own = publicKey === undefined || publicKey === account?.publicKey
        const signer = address ?? (own ? account?.address : publicKey)
        if (signer) signInputs[signer] = [...(signInputs[signer] ?? []), index]
      }
    }
    const { psbt } = (await ask('signPsbt', {
      psbt: bytesToBase64(hexToBytes(psbtHex)),
      signInputs,
      finalize: options.autoFinalized !== false,
    })) as { psbt: string }
    return bytesToHex(base64ToBytes(psbt))
  }

  const provider = {
    requestAccounts: async () => {
      const account = await paymentAccount(false)
      return account ? [account.address] : []
    },
    getAccounts: async () => {
      const account = await paymentAccount(true)
      return account ? [account.address] : []
    },
    getPublicKey: async () => (await paymentAccount(true))?.publicKey ?? '',
    getNetwork: async () => 'regtest',
    getChain: async () => chainOf(config.networkNames.unisat),
    switchChain: async (chain: string) => {
      await ask('switchNetwork', { name: chain })
      return chainOf(chain)
    },
    signMessage: async (message: string, type = 'ecdsa') => {
      if (type !== 'ecdsa' && type !== 'bip322-simple')
        throw Object.assign(new Error(`Unknown signature type ${type}.`), { code: -32602 })
      const { signature } = (await ask('signMessage', {
        message,
        protocol: type === 'ecdsa' ? 'ecdsa' : 'bip322',
      })) as { signature: string }
      return signature
    },
    signPsbt,
    signPsbts: async (psbtHexs: string[], options: SignPsbtOptions[] = []) => {
      const signed: string[] = []
      for (const [index, psbtHex] of psbtHexs.entries()) signed.push(await signPsbt(psbtHex, options[index]))
      return signed
    },
    pushPsbt: async (psbtHex: string) => {
      const { txid } = (await ask('pushPsbt', { psbt: bytesToBase64(hexToBytes(psbtHex)) })) as {
        txid: string
      }
      return txid
    },
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    },
  }
  defineOnWindow(config.path, provider)
}
