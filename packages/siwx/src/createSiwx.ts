import type { SiwxConfig, SiwxMessage, SiwxSession, Storage } from '@latchkit/core'
import { SiwxSessionRefusedError } from './errors.js'
import { formatSiwxMessage } from './message/formatMessage.js'
import { parseSiwxMessage } from './message/parseMessage.js'
import { generateNonce } from './nonce.js'
import { createSessionStore, sameAddress } from './session/sessionStore.js'
import type { SiwxVerifier } from './verifier.js'

export type CreateSiwxParameters = {
  /**
   * The site's domain written into messages (an RFC 3986 authority).
   * @default location.host
   */
  domain?: string
  /**
   * The URI the visitor signs in to.
   * @default location.origin
   */
  uri?: string
  /** A line shown to the visitor in the wallet, e.g. "Sign in to Example Shop." */
  statement?: string
  /**
   * How long a session lasts, in milliseconds; `null` for no expiry.
   * @default 7 days
   */
  expiresInMs?: number | null
  /**
   * Whether visitors must sign in (the sign-in view cannot be closed without signing).
   * @default false
   */
  required?: boolean
  /**
   * Whether disconnecting signs out.
   * @default false
   */
  signOutOnDisconnect?: boolean
  /**
   * Check each new session's signature before keeping it, per family (from `@latchkit/siwx/evm`
   * and `@latchkit/siwx/solana`). A family without a verifier keeps sessions unchecked.
   */
  verifiers?: readonly SiwxVerifier[]
  /**
   * Where the nonce comes from: by default a random one made in the browser. A site with a server
   * returns one from `issueNonce` of `@latchkit/siwx/server`.
   */
  getNonce?: () => Promise<string>
  /**
   * Called after a session is kept (e.g. to post it to the site's server for `verifySignIn`);
   * rejecting refuses the session.
   */
  onSession?: (session: SiwxSession) => Promise<void>
  /** @default localStorage (memory where there is none) */
  storage?: Storage
  /** @default Date.now */
  now?: () => number
}

const sevenDays = 7 * 24 * 60 * 60 * 1000

function pageLocation(): { host: string; origin: string } | undefined {
  return typeof location === 'undefined' ? undefined : { host: location.host, origin: location.origin }
}

/**
 * Sign in with X that works without a server: messages for the page's domain with a fresh nonce,
 * sessions in local storage under the kit's sign-in-token key, signatures checked by the
 * `verifiers` you pass. Give the result to `createLatchKit({ siwx })`.
 *
 * @example
 * import { createSiwx } from '@latchkit/siwx'
 * import { createEvmVerifier } from '@latchkit/siwx/evm'
 * const siwx = createSiwx({ statement: 'Sign in to Example Shop.', verifiers: [createEvmVerifier({ clients: [client] })] })
 * createLatchKit({ adapters, networks, projectId, siwx })
 */
export function createSiwx(parameters: CreateSiwxParameters = {}): SiwxConfig {
  const store = createSessionStore(parameters.storage)
  const now = parameters.now ?? Date.now
  const expiresInMs = parameters.expiresInMs === undefined ? sevenDays : parameters.expiresInMs
  const isLive = (session: SiwxSession) => {
    const { expirationTime, notBefore } = session.data
    const time = now()
    return (
      (!expirationTime || Date.parse(expirationTime) > time) && (!notBefore || Date.parse(notBefore) <= time)
    )
  }

  return {
    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,

    async createMessage({ accountAddress, chainId }) {
      const page = pageLocation()
      const issuedAt = now()
      const data: SiwxMessage = {
        accountAddress,
        chainId,
        domain: parameters.domain ?? page?.host ?? '',
        uri: parameters.uri ?? page?.origin ?? '',
        version: '1',
        nonce: await (parameters.getNonce?.() ?? Promise.resolve(generateNonce())),
        issuedAt: new Date(issuedAt).toISOString(),
      }
      if (parameters.statement !== undefined) data.statement = parameters.statement
      if (expiresInMs !== null) data.expirationTime = new Date(issuedAt + expiresInMs).toISOString()
      const message = formatSiwxMessage(data)
      // What the wallet signs is exactly what parsing the text gives back (addresses checksummed).
      return { data: parseSiwxMessage(message), message }
    },

    async addSession(session) {
      let read: SiwxMessage
      try {
        read = parseSiwxMessage(session.message)
      } catch (cause) {
        throw new SiwxSessionRefusedError('its message is not a sign-in message', { cause })
      }
      const { chainId, accountAddress } = session.data
      if (read.chainId !== chainId || !sameAddress(chainId, read.accountAddress, accountAddress))
        throw new SiwxSessionRefusedError('its message names another account or network')
      const verifier = parameters.verifiers?.find((candidate) =>
        chainId.startsWith(`${candidate.namespace}:`),
      )
      if (
        verifier &&
        !(await verifier.verify({ data: read, message: session.message, signature: session.signature }))
      )
        throw new SiwxSessionRefusedError('its signature does not verify')
      await parameters.onSession?.(session)
      store.add({ ...session, data: read })
    },

    async revokeSession(chainId, address) {
      store.remove(chainId, address)
    },

    async setSessions(sessions) {
      store.write(sessions)
    },

    async getSessions(chainId, address) {
      return store.find(chainId, address).filter(isLive)
    },
  }
}
