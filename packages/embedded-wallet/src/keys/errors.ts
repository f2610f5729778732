import { BaseError } from '@latchkit/core'

export type InvalidWalletSecretErrorType = InvalidWalletSecretError & { name: 'InvalidWalletSecretError' }

/** Bytes handed in as a wallet secret are not BIP-39 entropy (16, 20, 24, 28 or 32 bytes). */
export class InvalidWalletSecretError extends BaseError {
  override name = 'InvalidWalletSecretError' as const
  constructor(parameters: { byteLength: number }) {
    super('This is not a wallet secret', {
      metaMessages: [`Length: ${parameters.byteLength} bytes (expected 16, 20, 24, 28 or 32)`],
    })
  }
}

export type InvalidMnemonicErrorType = InvalidMnemonicError & { name: 'InvalidMnemonicError' }

/** A recovery phrase is not a valid English BIP-39 mnemonic (unknown word, wrong count or checksum). */
export class InvalidMnemonicError extends BaseError {
  override name = 'InvalidMnemonicError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('This recovery phrase is not valid', { cause: parameters.cause })
  }
}

export type InvalidDerivationPathErrorType = InvalidDerivationPathError & {
  name: 'InvalidDerivationPathError'
}

/** A SLIP-0010 ed25519 path with a segment that is malformed or not hardened. */
export class InvalidDerivationPathError extends BaseError {
  override name = 'InvalidDerivationPathError' as const
  constructor(parameters: { path: string }) {
    super('Invalid derivation path', {
      metaMessages: [`Path: ${parameters.path}`, "Expected m/ followed by hardened indexes (44'/501'/...)"],
    })
  }
}

export type SharesDoNotCombineErrorType = SharesDoNotCombineError & { name: 'SharesDoNotCombineError' }

/**
 * Two shares did not rebuild a wallet secret: they belong to different wallets, one was changed, or
 * the same share was given twice. Never a different wallet: the rebuilt bytes carry a checksum.
 */
export class SharesDoNotCombineError extends BaseError {
  override name = 'SharesDoNotCombineError' as const
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('These keys do not open this wallet', {
      metaMessages: [parameters.reason],
      cause: parameters.cause,
    })
  }
}

export type DeviceShareUnreadableErrorType = DeviceShareUnreadableError & {
  name: 'DeviceShareUnreadableError'
}

/** The device share stored on this browser exists but cannot be decrypted or is damaged. */
export class DeviceShareUnreadableError extends BaseError {
  override name = 'DeviceShareUnreadableError' as const
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('The wallet key on this device cannot be read', {
      metaMessages: [parameters.reason],
      cause: parameters.cause,
    })
  }
}

export type KeyStoreUnavailableErrorType = KeyStoreUnavailableError & { name: 'KeyStoreUnavailableError' }

/** The browser's storage (IndexedDB) refused to open, read or write (private mode, quota, blocked). */
export class KeyStoreUnavailableError extends BaseError {
  override name = 'KeyStoreUnavailableError' as const
  constructor(parameters: { operation: string; cause?: unknown }) {
    super('This browser cannot store the wallet key', {
      metaMessages: [`Operation: ${parameters.operation}`],
      cause: parameters.cause,
    })
  }
}
