import type { ProviderRpcErrorShape } from '../providerRpcError.js'

/** The Node wallet's answer to one call: its result, or its error (4001 when the user declined). */
export type BitcoinWalletAnswer = { result: unknown } | { error: ProviderRpcErrorShape }

/**
 * Calls the Bitcoin test wallet in Node through the Playwright binding `bindingName`, looked up
 * per call (Playwright may define it after the page script ran).
 */
export function bitcoinWalletCaller(bindingName: string) {
  const bindings = window as unknown as Record<string, (request: unknown) => Promise<BitcoinWalletAnswer>>
  return async (method: string, params: Record<string, unknown> = {}): Promise<BitcoinWalletAnswer> => {
    const binding = bindings[bindingName]
    if (!binding) return { error: { code: -32603, message: 'The wallet is not reachable from this page.' } }
    return binding({ method, params })
  }
}

/** Puts `value` at `path` on `window` (`['okxwallet', 'bitcoin']`), making the objects on the way. */
export function defineOnWindow(path: readonly string[], value: unknown): void {
  let target = window as unknown as Record<string, unknown>
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {}
    target = target[key] as Record<string, unknown>
  }
  const last = path.at(-1)
  if (last) target[last] = value
}

/** Bytes to lowercase hex, in the page (no Buffer there). */
export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Hex to bytes, in the page; pairs that are not hex digits are skipped. */
export const hexToBytes = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/[0-9a-fA-F]{2}/g) ?? [], (pair) => Number.parseInt(pair, 16))
