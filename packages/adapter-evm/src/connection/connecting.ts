// Connecting and disconnecting a wallet, loaded together on the first of them: the visitor's own
// acts (the kit restores a remembered connection with `reconnectConnector`, in the entry).
export { connectConnector } from './connect.js'
export { disconnectConnector } from './disconnect.js'
