import type { StorageKey } from '../../contracts/storage.js'

/**
 * What ending an embedded-wallet session forgets (spec section 4): the login-success flag, the
 * email, the last used chain and the social login's provider and username.
 */
export const embeddedSessionKeys: readonly StorageKey[] = [
  'emailLoginUsed',
  'email',
  'lastUsedChain',
  'connectedSocialProvider',
  'connectedSocialUsername',
]
