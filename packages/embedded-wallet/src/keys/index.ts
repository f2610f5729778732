// The frame's key code: pure modules, WebCrypto and audited libraries only, no Node APIs.
// SECURITY.md ("Keys") is the contract these modules hold to.

export {
  deriveAccounts,
  type EvmAccountKeys,
  evmDerivationPath,
  type SolanaAccountKeys,
  solanaDerivationPath,
  type WalletAccountKeys,
} from './accounts.js'
export { createAdditionalShare } from './additionalShare.js'
export {
  type CreateDeviceShareStoreParameters,
  createDeviceShareStore,
  type DeviceShareStore,
} from './deviceShareStore.js'
export {
  DeviceShareUnreadableError,
  type DeviceShareUnreadableErrorType,
  InvalidDerivationPathError,
  type InvalidDerivationPathErrorType,
  InvalidMnemonicError,
  type InvalidMnemonicErrorType,
  InvalidWalletSecretError,
  type InvalidWalletSecretErrorType,
  KeyStoreUnavailableError,
  type KeyStoreUnavailableErrorType,
  SharesDoNotCombineError,
  type SharesDoNotCombineErrorType,
} from './errors.js'
export { createIndexedDbStore, type IndexedDbStoreParameters } from './indexedDbStore.js'
export { createMemoryStore, type KeyValueStore } from './keyValueStore.js'
export { type ReadRecoveryEnvelope, readRecoveryEnvelope } from './readRecoveryEnvelope.js'
export { openRecoveryShare, type SealRecoveryShareOptions, sealRecoveryShare } from './recoveryEnvelope.js'
export {
  type Argon2idCost,
  type Argon2idKdf,
  defaultArgon2idCost,
  envelopeLimits,
  type HkdfKdf,
  type RecoveryEnvelope,
  type RecoverySecret,
} from './recoveryEnvelopeShape.js'
export {
  MalformedRecoveryEnvelopeError,
  type MalformedRecoveryEnvelopeErrorType,
  type RecoveryKind,
  RecoverySecretKindMismatchError,
  type RecoverySecretKindMismatchErrorType,
  UnusableRecoverySecretError,
  type UnusableRecoverySecretErrorType,
  WrongRecoverySecretError,
  type WrongRecoverySecretErrorType,
} from './recoveryErrors.js'
export {
  createWalletSecret,
  mnemonicOf,
  type WalletSecret,
  walletSecretByteLength,
  walletSecretOfMnemonic,
} from './seed.js'
export { combineShares, splitWalletSecret, type WalletShare, type WalletShares } from './shares.js'
export { InvalidSigningRequestError, type InvalidSigningRequestErrorType } from './signers/errors.js'
export {
  type EvmTransactionRequest,
  personalMessageOf,
  signPersonalMessage,
  signTransaction,
  signTypedDataV4,
} from './signers/evmSigner.js'
export { signSolanaMessage, signSolanaTransactionMessage } from './signers/solanaSigner.js'
export {
  readSolanaTransactionMessage,
  type SolanaTransactionMessage,
} from './signers/solanaTransactionMessage.js'
export { deriveEd25519Node, type Ed25519Node } from './slip10Ed25519.js'
export { wipe } from './wipe.js'
export { type SharePair, withWalletAccounts, withWalletSecret } from './withWalletSecret.js'
