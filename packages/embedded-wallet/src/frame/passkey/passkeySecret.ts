import { PasskeyNotUsedError, PasskeyOfAnotherAccountError, PasskeyWithoutPrfError } from './errors.js'

/**
 * What the passkey's PRF is evaluated on. Constant: each sealing adds its own random HKDF salt
 * (`keys/recoveryEnvelope.ts`), so one passkey's output never keys two envelopes alike.
 */
const prfInput = new TextEncoder().encode('latchkit-wallet recovery share v1')

/** How long the browser's passkey prompt may stay open. */
const promptTimeoutMs = 120_000

/** Who the passkey is for: the wallet service's user (its id is the passkey's user handle). */
/** The account a passkey is made for; without an email, the passkey is named by the account id. */
export type PasskeyAccount = { userId: string; email: string | null }

/** Whether this browser offers passkeys at all (PRF support is known only once one is made). */
export function passkeysAvailable(): boolean {
  return typeof PublicKeyCredential !== 'undefined' && typeof navigator.credentials?.create === 'function'
}

/**
 * Makes a passkey for the visitor's account on the wallet service's origin (its relying party)
 * and returns its PRF output: the secret that seals the recovery share. The passkey is
 * discoverable and asks for user verification; where the authenticator does not evaluate PRF at
 * creation, one assertion right after does.
 *
 * @throws {PasskeyNotUsedError} when the visitor dismisses the prompt.
 * @throws {PasskeyWithoutPrfError} when the authenticator has no PRF.
 */
export async function createPasskeySecret(account: PasskeyAccount): Promise<Uint8Array> {
  const credential = await prompt(() =>
    navigator.credentials.create({
      publicKey: {
        rp: { id: location.hostname, name: 'LatchKit wallet' },
        user: {
          id: userHandleOf(account.userId),
          name: account.email ?? account.userId,
          displayName: account.email ?? account.userId,
        },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: promptTimeoutMs,
        extensions: { prf: { eval: { first: prfInput } } },
      },
    }),
  )
  const prf = credential.getClientExtensionResults().prf
  const output = prf?.results?.first
  if (output) return bytesOf(output)
  if (!prf?.enabled) throw new PasskeyWithoutPrfError()
  return getPasskeySecret(account, credential.rawId)
}

/**
 * Asks the visitor for the passkey of their account and returns its PRF output.
 *
 * @throws {PasskeyNotUsedError} when the visitor dismisses the prompt.
 * @throws {PasskeyOfAnotherAccountError} for a passkey of another account.
 * @throws {PasskeyWithoutPrfError} when the authenticator gives no PRF output.
 */
export async function getPasskeySecret(
  account: PasskeyAccount,
  credentialId?: ArrayBuffer,
): Promise<Uint8Array> {
  const credential = await prompt(() =>
    navigator.credentials.get({
      publicKey: {
        rpId: location.hostname,
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        userVerification: 'required',
        timeout: promptTimeoutMs,
        ...(credentialId ? { allowCredentials: [{ type: 'public-key', id: credentialId }] } : {}),
        extensions: { prf: { eval: { first: prfInput } } },
      },
    }),
  )
  const userHandle = (credential.response as AuthenticatorAssertionResponse).userHandle
  if (!userHandle || !sameBytes(new Uint8Array(userHandle), userHandleOf(account.userId)))
    throw new PasskeyOfAnotherAccountError()
  const output = credential.getClientExtensionResults().prf?.results?.first
  if (!output) throw new PasskeyWithoutPrfError()
  return bytesOf(output)
}

async function prompt(ask: () => Promise<Credential | null>): Promise<PublicKeyCredential> {
  let credential: Credential | null
  try {
    credential = await ask()
  } catch (cause) {
    throw new PasskeyNotUsedError(cause)
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyNotUsedError()
  return credential
}

const userHandleOf = (userId: string) => new TextEncoder().encode(userId)

function bytesOf(source: BufferSource): Uint8Array {
  return ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength))
    : new Uint8Array(source.slice(0))
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
