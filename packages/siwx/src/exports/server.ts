export { issueNonce } from '../server/issueNonce.js'
export { createMemoryNonceStore, type NonceStore } from '../server/nonceStore.js'
export {
  type SignInRefusal,
  type SignInResult,
  type VerifySignInParameters,
  verifySignIn,
} from '../server/verifySignIn.js'
