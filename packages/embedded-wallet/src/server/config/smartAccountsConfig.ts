/**
 * One chain on which the operator offers ERC-4337 smart accounts: the bundler the service forwards
 * the visitors' user operations to, and the contracts their SimpleAccount (v0.7) is made by.
 */
export type SmartAccountNetworkConfig = {
  /** The chain's EIP-155 id. */
  chainId: number
  /**
   * The bundler's JSON-RPC URL (http or https). It may hold an API key: it stays in the service,
   * which never logs it and never sends it to a browser.
   */
  bundlerUrl: string
  /** The EntryPoint v0.7 the bundler serves. @default 0x0000000071727De22E5E9d8BAf0edAc6f37da032 */
  entryPoint?: string
  /**
   * The SimpleAccount v0.7 factory (`createAccount(owner, salt)`) visitors' accounts come from.
   * @default 0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985
   */
  factory?: string
}

/** ERC-4337 smart accounts for the embedded wallet, per chain. */
export type SmartAccountsConfig = {
  networks: SmartAccountNetworkConfig[]
}

/** The canonical EntryPoint v0.7 (the same address on every chain). */
export const canonicalEntryPoint07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** The canonical SimpleAccountFactory of `@account-abstraction/contracts` 0.7.0. */
export const canonicalSimpleAccountFactory07 = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
