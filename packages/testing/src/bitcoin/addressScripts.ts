import type { LitecoinRpc } from './litecoinRpc.js'

/**
 * Resolves an address to its output script (hex) with the node's `validateaddress`, so every
 * encoding the node reads works (`rltc1q...`, `rltc1p...`, `m...`/`n...`, `Q...`, `2...`);
 * `undefined` for one it rejects. Valid answers are kept.
 */
export function createAddressScripts(rpc: LitecoinRpc): (address: string) => Promise<string | undefined> {
  const scripts = new Map<string, string>()
  return async (address) => {
    const known = scripts.get(address)
    if (known !== undefined) return known
    const answer = await rpc<{ isvalid: boolean; scriptPubKey?: string }>('validateaddress', [address])
    if (!answer.isvalid || answer.scriptPubKey === undefined) return undefined
    scripts.set(address, answer.scriptPubKey)
    return answer.scriptPubKey
  }
}
