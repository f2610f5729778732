/**
 * The provider the Unisat family injects (`window.unisat`; Bitget's `window.bitkeep.unisat`,
 * Binance Web3 Wallet's `window.binancew3w.bitcoin`) and OKX's `window.okxwallet.bitcoin`: only
 * what the adapter calls, every member optional until checked.
 */
export type UnisatProvider = {
  requestAccounts?: () => Promise<unknown>
  getAccounts?: () => Promise<unknown>
  getPublicKey?: () => Promise<unknown>
  /** `type`: 'ecdsa' or 'bip322-simple'. Resolves the base64 signature. */
  signMessage?: (message: string, type?: string) => Promise<unknown>
  /** Resolves the signed PSBT in hex. */
  signPsbt?: (
    psbtHex: string,
    options?: {
      autoFinalized?: boolean
      toSignInputs?: { index: number; address?: string; publicKey?: string }[]
    },
  ) => Promise<unknown>
  /** Broadcasts a signed PSBT (hex); resolves the txid. */
  pushPsbt?: (psbtHex: string) => Promise<unknown>
  switchChain?: (chain: string) => Promise<unknown>
  disconnect?: () => Promise<unknown>
  on?: (event: string, listener: (...args: unknown[]) => void) => void
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => void
}

/** Where each wallet of the family puts its provider, and how it is named in the list. */
export const unisatFamily = [
  { path: ['unisat'], name: 'UniSat Wallet', rdns: 'io.unisat' },
  { path: ['okxwallet', 'bitcoin'], name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  { path: ['bitkeep', 'unisat'], name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  { path: ['binancew3w', 'bitcoin'], name: 'Binance Web3 Wallet', rdns: 'com.binance.wallet' },
] as const

/** The provider at `path` on the page, if one is there and looks like the family's. */
export function findUnisatProvider(path: readonly string[]): UnisatProvider | undefined {
  let value: unknown = globalThis
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined
    try {
      value = (value as Record<string, unknown>)[key]
    } catch {
      return undefined
    }
  }
  if (!value || typeof value !== 'object') return undefined
  const provider = value as UnisatProvider
  return typeof provider.requestAccounts === 'function' ? provider : undefined
}
