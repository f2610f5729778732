// Farcaster on the rig: a chain with an IdRegistry of the real contract's shape, the visitor's
// Farcaster app and a site using a relay by itself, both on `@farcaster/auth-client`.
export { deployIdRegistry, type IdRegistryRig } from './deployIdRegistry.js'
export { idRegistryArtifact } from './idRegistryArtifact.generated.js'
export { type FarcasterAppAnswer, type FarcasterAppTampering, playFarcasterApp } from './playFarcasterApp.js'
export { type FarcasterSite, farcasterSite } from './playFarcasterSite.js'
export { type FarcasterChainRig, startFarcasterChain } from './startFarcasterChain.js'
