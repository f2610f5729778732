import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { invalidParams } from '../providerRpcError.js'

const stringFields = [
  'address',
  'blockHash',
  'blockNumber',
  'era',
  'genesisHash',
  'method',
  'nonce',
  'specVersion',
  'tip',
  'transactionVersion',
] as const

/** Reads a `SignerPayloadJSON` a site sent, or answers -32602 for one the wallet cannot sign. */
export function readSignerPayload(value: unknown): SignerPayloadJSON {
  const payload = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const wrong = [
    ...stringFields.filter((field) => typeof payload[field] !== 'string'),
    ...(Array.isArray(payload.signedExtensions) ? [] : ['signedExtensions']),
    ...(typeof payload.version === 'number' ? [] : ['version']),
  ]
  if (wrong.length > 0)
    throw invalidParams(`Expected a SignerPayloadJSON; missing or wrong: ${wrong.join(', ')}.`)
  return payload as unknown as SignerPayloadJSON
}

/**
 * Signs an extrinsic's payload as the polkadot-js extension does for a chain whose metadata it
 * was not given: a registry that knows only the payload's signed extensions encodes the payload,
 * which is signed as is, or its blake2-256 hash when longer than 256 bytes. The signature carries
 * the MultiSignature type byte (0 ed25519, 1 sr25519, 2 ecdsa), as `addSignature` takes it.
 */
export function signPolkadotPayload(
  pair: KeyringPair,
  payload: SignerPayloadJSON,
): { signature: `0x${string}` } {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  return registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
}
