import type { SiwxConfig, SiwxMessage, SiwxSession, SiwxVerifier, Storage } from '@latchkit/core'
import { SiwxSessionRefusedError } from './errors.js'
import { formatSiwxMessage } from './message/formatMessage.js'
import { parseSiwxMessage } from './message/parseMessage.js'
import { generateNonce } from './nonce.js'
import { createPendingNonces } from './session/pendingNonces.js'
import { createSessionStore, sameAddress } from './session/sessionStore.js'

type CommonSiwxParameters = {
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
   * Verifiers that take priority over the adapters' own, per namespace (from `@latchkit/siwx/evm`
   * and `@latchkit/siwx/solana`, or your own): to use another RPC, or to cover a namespace whose
   * adapter cannot verify. The kit checks every signature before `addSession` keeps a session.
   */
  verifiers?: readonly SiwxVerifier[]
  /**
   * Where the nonce comes from: by default a random one made in the browser. A site with a server
   * returns one from `issueNonce` of `@latchkit/siwx/server`.
   */
  getNonce?: () => Promise<string>
  /** @default localStorage (memory where there is none) */
  storage?: Storage
  /** @default Date.now */
  now?: () => number
}

export type CreateSiwxParameters = CommonSiwxParameters &
  (
    | {
        /**
         * `'kit'` (the default): the kit checks each signature in the browser with the namespace's
         * verifier and refuses a namespace it cannot check.
         */
        verification?: 'kit'
        /**
         * Called before a session is kept (e.g. to post it to the site's server for
         * `verifySignIn`); rejecting refuses the session.
         */
        onSession?: (session: SiwxSession) => Promise<void>
      }
    | {
        /**
         * `'server'`: your server verifies every sign-in (`verifySignIn` of `@latchkit/siwx/server`);
         * a session is kept only once `onSession` resolves. The kit still checks where it can.
         */
        verification: 'server'
        /** Posts the session to your server; resolve only when the server accepted it. */
        onSession: (session: SiwxSession) => Promise<void>
      }
  )

const sevenDays = 7 * 24 * 60 * 60 * 1000

function pageLocation(): { host: string; origin: string } | undefined {
  return typeof location === 'undefined' ? undefined : { host: location.host, origin: location.origin }
}

/**
 * Sign in with X that works without a server: messages for the page's domain with a fresh nonce,
 * sessions in local storage under the kit's sign-in-token key. Before a session is kept, the kit
 * checks its signature (with the adapter's verifier, or yours) and this checks the message: this
 * site's domain and uri, within its time window, a nonce issued here and not used before. Give the
 * result to `createLatchKit({ siwx })`.
 *
 * A browser check protects visitors from a wallet that signs wrongly; it is not a trust boundary,
 * since a visitor controls the page. A server that grants access must run `verifySignIn` itself.
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
  const pendingNonces = createPendingNonces()
  // The site messages are written for and checked against: the options, else the page's.
  const site = () => {
    const page = pageLocation()
    return { domain: parameters.domain ?? page?.host, uri: parameters.uri ?? page?.origin }
  }
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
    verification: parameters.verification ?? 'kit',
    ...(parameters.verifiers ? { verifiers: parameters.verifiers } : {}),

    async createMessage({ accountAddress, chainId }) {
      const { domain, uri } = site()
      const issuedAt = now()
      const data: SiwxMessage = {
        accountAddress,
        chainId,
        domain: domain ?? '',
        uri: uri ?? '',
        version: '1',
        nonce: await (parameters.getNonce?.() ?? Promise.resolve(generateNonce())),
        issuedAt: new Date(issuedAt).toISOString(),
      }
      if (parameters.statement !== undefined) data.statement = parameters.statement
      if (expiresInMs !== null) data.expirationTime = new Date(issuedAt + expiresInMs).toISOString()
      pendingNonces.issue(data.nonce)
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
      // Taken first, so a message is offered once whatever the outcome: a retry signs a fresh one.
      if (!pendingNonces.take(read.nonce))
        throw new SiwxSessionRefusedError('its nonce was not issued here, or was used already')
      const { chainId, accountAddress } = session.data
      if (read.chainId !== chainId || !sameAddress(chainId, read.accountAddress, accountAddress))
        throw new SiwxSessionRefusedError('its message names another account or network')
      const { domain, uri } = site()
      if (domain !== undefined && read.domain !== domain)
        throw new SiwxSessionRefusedError(`its message is for ${read.domain}, not ${domain}`)
      if (uri !== undefined && read.uri !== uri)
        throw new SiwxSessionRefusedError(`its message is for ${read.uri}, not ${uri}`)
      if (!isLive({ ...session, data: read }))
        throw new SiwxSessionRefusedError('its message has expired or is not valid yet')
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
