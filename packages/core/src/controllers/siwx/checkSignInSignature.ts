import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { SiwxConfig, SiwxSession } from '../../contracts/siwx.js'
import type { Network } from '../../network/network.js'
import { SiwxSignatureInvalidError, SiwxVerifierMissingError } from './errors.js'

/**
 * The kit's check of a signed sign-in message, before the session goes to `siwx.addSession`: the
 * site's verifier for the namespace, else the adapter's. Without either, the sign-in is refused
 * unless the site's server verifies (`verification: 'server'`).
 * @throws {SiwxVerifierMissingError} when nothing here can check the namespace's signatures.
 * @throws {SiwxSignatureInvalidError} when the signature is not the account's (a verifier that
 *   fails, e.g. an unreachable RPC, counts as not verified: the visitor can try again).
 */
export async function checkSignInSignature(parameters: {
  siwx: SiwxConfig
  adapter: ChainAdapter
  network: Network
  session: SiwxSession
}): Promise<void> {
  const { siwx, adapter, network, session } = parameters
  const { data, message, signature } = session
  const verifier = siwx.verifiers?.find((candidate) => candidate.namespace === adapter.namespace)
  const verifyMessage = adapter.verifyMessage?.bind(adapter)
  const verify = verifier
    ? () => verifier.verify({ data, message, signature })
    : verifyMessage && (() => verifyMessage({ address: data.accountAddress, message, signature, network }))
  if (!verify) {
    if (siwx.verification === 'server') return
    throw new SiwxVerifierMissingError(adapter.namespace)
  }
  let verified: boolean
  try {
    verified = await verify()
  } catch (cause) {
    throw new SiwxSignatureInvalidError({ cause })
  }
  if (!verified) throw new SiwxSignatureInvalidError()
}
