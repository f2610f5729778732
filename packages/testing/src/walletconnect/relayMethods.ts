import type { RelayHub, RelayPeer } from './relayHub.js'

/** What a method answers, and what to push once the answer is on the wire. */
type MethodOutcome = { result: unknown; afterAnswer?: () => void }
type MethodHandler = (hub: RelayHub, peer: RelayPeer, params: Record<string, unknown>) => MethodOutcome

/** A well-formed call with unusable parameters; answered with JSON-RPC's invalid-params code. */
export class RelayParamsError extends Error {
  override name = 'RelayParamsError'
}

// Tags the 2.25 client gives these messages when it publishes them itself (ENGINE_RPC_OPTS).
const tags = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 }
const fiveMinutes = 300
const thirtyDays = 30 * 24 * 60 * 60

/**
 * The relay's JSON-RPC methods (protocol `irn`) and the two session shortcuts of the 2.25
 * client, which publish on the client's behalf and subscribe it implicitly.
 */
const relayMethods: Record<string, MethodHandler> = {
  irn_subscribe(hub, peer, params) {
    const { id, deliverPending } = hub.subscribe(peer, readTopic(params, 'topic'))
    return { result: id, afterAnswer: deliverPending }
  },

  irn_batchSubscribe(hub, peer, params) {
    const subscriptions = readTopics(params, 'topics').map((topic) => hub.subscribe(peer, topic))
    return {
      result: subscriptions.map((subscription) => subscription.id),
      afterAnswer: () => {
        for (const subscription of subscriptions) subscription.deliverPending()
      },
    }
  },

  irn_unsubscribe(hub, peer, params) {
    hub.unsubscribe(peer, readTopic(params, 'topic'))
    return { result: true }
  },

  irn_batchUnsubscribe(hub, peer, params) {
    const subscriptions = params.subscriptions
    if (!Array.isArray(subscriptions)) throw new RelayParamsError('"subscriptions" must be an array')
    const topics = subscriptions.map((entry: unknown) => readTopic(asObject(entry, 'subscription'), 'topic'))
    for (const topic of topics) hub.unsubscribe(peer, topic)
    return { result: true }
  },

  irn_publish(hub, peer, params) {
    hub.publish(peer, readPublish(params))
    return { result: true }
  },

  irn_batchPublish(hub, peer, params) {
    const messages = params.messages
    if (!Array.isArray(messages)) throw new RelayParamsError('"messages" must be an array')
    const publishes = messages.map((entry: unknown) => readPublish(asObject(entry, 'message')))
    for (const publish of publishes) hub.publish(peer, publish)
    return { result: true }
  },

  irn_batchFetchMessages(hub, peer, params) {
    return { result: { messages: hub.fetch(peer, readTopics(params, 'topics')), hasMore: false } }
  },

  // The dapp proposes on the pairing topic and listens there for the wallet's answer.
  wc_proposeSession(hub, peer, params) {
    const pairingTopic = readTopic(params, 'pairingTopic')
    const ttl = readTtl(params, fiveMinutes)
    const message = readString(params, 'sessionProposal')
    const { deliverPending } = hub.subscribe(peer, pairingTopic)
    hub.publish(peer, { topic: pairingTopic, message, ttl, tag: tags.sessionPropose })
    return { result: true, afterAnswer: deliverPending }
  },

  // The wallet answers on the pairing topic, sends the settle request on the session topic and
  // listens there from now on.
  wc_approveSession(hub, peer, params) {
    const pairingTopic = readTopic(params, 'pairingTopic')
    const sessionTopic = readTopic(params, 'sessionTopic')
    const ttl = readTtl(params, fiveMinutes)
    const response = readString(params, 'sessionProposalResponse')
    const settle = readString(params, 'sessionSettlementRequest')
    const { deliverPending } = hub.subscribe(peer, sessionTopic)
    hub.publish(peer, { topic: pairingTopic, message: response, ttl, tag: tags.sessionProposeResponse })
    hub.publish(peer, { topic: sessionTopic, message: settle, ttl, tag: tags.sessionSettle })
    return { result: true, afterAnswer: deliverPending }
  },
}

/** The handler of a relay method, or `undefined` for a method the relay does not know. */
export function findRelayMethod(method: string): MethodHandler | undefined {
  return Object.hasOwn(relayMethods, method) ? relayMethods[method] : undefined
}

function readPublish(params: Record<string, unknown>) {
  const tag = params.tag ?? 0
  if (typeof tag !== 'number' || !Number.isInteger(tag))
    throw new RelayParamsError('"tag" must be an integer')
  return {
    topic: readTopic(params, 'topic'),
    message: readString(params, 'message'),
    ttl: readTtl(params),
    tag,
  }
}

function readTopic(params: Record<string, unknown>, key: string): string {
  const topic = params[key]
  // Topics are 32 bytes in hex (a sha256 of a key); the real relay refuses anything else too.
  if (typeof topic !== 'string' || !/^[0-9a-f]{64}$/i.test(topic)) {
    throw new RelayParamsError(`"${key}" must be a topic: 64 hexadecimal characters`)
  }
  return topic
}

function readTopics(params: Record<string, unknown>, key: string): string[] {
  const topics = params[key]
  if (!Array.isArray(topics)) throw new RelayParamsError(`"${key}" must be an array of topics`)
  return topics.map((topic: unknown) => readTopic({ topic }, 'topic'))
}

function readString(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0)
    throw new RelayParamsError(`"${key}" must be a non-empty string`)
  return value
}

function readTtl(params: Record<string, unknown>, fallback?: number): number {
  const ttl = params.ttl ?? fallback
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > thirtyDays) {
    throw new RelayParamsError(`"ttl" must be a whole number of seconds from 1 to ${thirtyDays}`)
  }
  return ttl
}

/** Checks that params are an object, the only shape the relay API uses. */
export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RelayParamsError(`Each ${what} must be an object`)
  }
  return value as Record<string, unknown>
}
