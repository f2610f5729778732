// Message and typed-data signing and sign-in verification, loaded on first use (a site signs
// after the visitor connected).
export { signMessage } from './signMessage.js'
export { signTypedData } from './signTypedData.js'
export { verifyMessage } from './verifyMessage.js'
