/** The English texts of the account-name views (src/modal/views/names). */
export const nameStrings = {
  chooseName: 'Choose a name',
  accountNameLabel: 'Name',
  accountNameHint: 'Letters, numbers and hyphens, at least 4. Your name ends in {suffix}.',
  nameAvailable: '{name} is available',
  nameTakenNote: '{name} is already taken',
  checkingName: 'Checking the name…',
  nameSuggestions: 'Available names',
  registerName: 'Register',
  signNameInWallet: 'Sign the message in your wallet',
  registeringName: 'Registering the name…',
  nameRegistered: 'Your name is registered',
  backToAccount: 'Back to Account',
  // core's errors of the flow (errors/names.ts), by code, with core's text (nameStrings.test.ts).
  NAME_INVALID_CHARACTERS: 'Use letters, numbers and hyphens only',
  NAME_TOO_SHORT: 'Use at least 4 characters',
  NAME_TAKEN: 'This name is already taken',
  NAME_SIGNATURE_REJECTED: 'Signature rejected in the wallet',
  NAME_REGISTRATION_FAILED: 'Registering the name failed. Try again.',
  NAME_NEEDS_PROJECT_ID: 'Registering a name needs a project id',
  NAME_NEEDS_EVM_ACCOUNT: 'Registering a name needs a connected EVM account',
} as const
