import { expect, it } from 'vitest'
import * as keys from './index.js'

// Every change to what the frame can import from the key code shows in review.
it('exports the key API the frame uses', () => {
  expect(Object.keys(keys).sort()).toMatchInlineSnapshot(`
    [
      "DeviceShareUnreadableError",
      "InvalidDerivationPathError",
      "InvalidMnemonicError",
      "InvalidSigningRequestError",
      "InvalidWalletSecretError",
      "KeyStoreUnavailableError",
      "MalformedRecoveryEnvelopeError",
      "RecoverySecretKindMismatchError",
      "SharesDoNotCombineError",
      "UnusableRecoverySecretError",
      "WrongRecoverySecretError",
      "combineShares",
      "createAdditionalShare",
      "createDeviceShareStore",
      "createIndexedDbStore",
      "createMemoryStore",
      "createWalletSecret",
      "defaultArgon2idCost",
      "deriveAccounts",
      "deriveEd25519Node",
      "envelopeLimits",
      "evmDerivationPath",
      "mnemonicOf",
      "openRecoveryShare",
      "personalMessageOf",
      "readRecoveryEnvelope",
      "readSolanaTransactionMessage",
      "sealRecoveryShare",
      "signPersonalMessage",
      "signSolanaMessage",
      "signSolanaTransactionMessage",
      "signTransaction",
      "signTypedDataV4",
      "solanaDerivationPath",
      "splitWalletSecret",
      "walletSecretByteLength",
      "walletSecretOfMnemonic",
      "wipe",
      "withWalletAccounts",
      "withWalletSecret",
    ]
  `)
})
