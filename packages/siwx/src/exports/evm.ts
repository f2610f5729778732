export { type CreateEvmVerifierParameters, createEvmVerifier } from '../evm/createEvmVerifier.js'
