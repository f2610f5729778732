// Message and typed-data signing, loaded on first use (a site signs after the visitor connected).
export { signMessage } from './signMessage.js'
export { signTypedData } from './signTypedData.js'
