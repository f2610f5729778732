export { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
