/**
 * A key-value store for the WalletConnect session (the shape `@walletconnect/keyvaluestorage`
 * exports as `IKeyValueStorage`).
 */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<value = unknown>(): Promise<[string, value][]>
  getItem<value = unknown>(key: string): Promise<value | undefined>
  setItem<value = unknown>(key: string, value: value): Promise<void>
  removeItem(key: string): Promise<void>
}

/** WalletConnect options of `createLatchKit` (the QR flow needs `projectId` as well). */
export type WalletConnectOptions = {
  /**
   * The relay's WebSocket URL.
   * @default WalletConnect's public relay
   */
  relayUrl?: string
  /**
   * The prefix of the keys the session is stored under; two kits on one origin need two.
   * @default 'latchkit'
   */
  storagePrefix?: string
  /** Where the session is kept between visits. @default the library's own (IndexedDB in browsers) */
  storage?: WalletConnectStorage
  /**
   * Reuse a pending, unexpired pairing when the visitor opens the QR flow again. The spec does
   * it on Telegram and iOS Safari, where leaving for the wallet app reloads or suspends the page.
   * @default detected from the page (Telegram web view, iOS Safari)
   */
  reusePendingPairing?: () => boolean
}
