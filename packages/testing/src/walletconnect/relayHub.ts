import { createHash } from 'node:crypto'
import { formatRelayRequest, type RpcId, rpcIdKey } from './relayFrame.js'
import type { MailboxInput, MailboxMessage, RelayMailbox } from './relayMailbox.js'

/** One client socket as the hub sees it. */
export type RelayPeer = {
  /** The client's `did:key` from its auth JWT; it survives reconnection, unlike the socket. */
  clientId: string
  send(frame: string): void
  topics: Set<string>
  /** Messages pushed on this socket, so a repeated subscribe does not push them twice. */
  pushed: WeakSet<MailboxMessage>
  awaitingAck: Map<string, MailboxMessage>
}

/**
 * Subscriptions and delivery: who listens to which topic, pushing `irn_subscription` to them and
 * recording their acknowledgements in the mailbox.
 */
export function createRelayHub(mailbox: RelayMailbox) {
  const subscribers = new Map<string, Set<RelayPeer>>()
  let nextPushId = Date.now() * 1000

  function push(peer: RelayPeer, message: MailboxMessage): void {
    if (peer.pushed.has(message) || !mailbox.isLive(message)) return
    const id: RpcId = nextPushId++
    peer.pushed.add(message)
    peer.awaitingAck.set(rpcIdKey(id), message)
    peer.send(
      formatRelayRequest(id, 'irn_subscription', {
        id: subscriptionId(message.topic, peer.clientId),
        data: toSubscriptionData(message),
      }),
    )
  }

  return {
    /** Subscribes a peer and hands it what the mailbox holds for it; returns the subscription id. */
    subscribe(peer: RelayPeer, topic: string): { id: string; deliverPending: () => void } {
      peer.topics.add(topic)
      const peers = subscribers.get(topic) ?? new Set()
      peers.add(peer)
      subscribers.set(topic, peers)
      return {
        id: subscriptionId(topic, peer.clientId),
        deliverPending: () => {
          for (const message of mailbox.pendingFor(topic, peer.clientId)) push(peer, message)
        },
      }
    },

    unsubscribe(peer: RelayPeer, topic: string): void {
      peer.topics.delete(topic)
      subscribers.get(topic)?.delete(peer)
    },

    /** Stores a message and pushes it to every subscriber except its publisher. */
    publish(peer: RelayPeer, input: Omit<MailboxInput, 'publisherClientId'>): void {
      const { message, isNew } = mailbox.store({ ...input, publisherClientId: peer.clientId })
      if (!isNew) return
      for (const subscriber of subscribers.get(input.topic) ?? []) {
        if (subscriber.clientId !== peer.clientId) push(subscriber, message)
      }
    },

    /** `irn_batchFetchMessages`: hands pending messages over in the answer; they count as delivered. */
    fetch(peer: RelayPeer, topics: string[]) {
      return topics.flatMap((topic) =>
        mailbox.pendingFor(topic, peer.clientId).map((message) => {
          mailbox.acknowledge(message, peer.clientId)
          return toSubscriptionData(message)
        }),
      )
    },

    acknowledge(peer: RelayPeer, id: RpcId): void {
      const key = rpcIdKey(id)
      const message = peer.awaitingAck.get(key)
      if (!message) return
      peer.awaitingAck.delete(key)
      mailbox.acknowledge(message, peer.clientId)
    },

    /** Forgets a closed socket; unacknowledged messages stay in the mailbox for its next subscribe. */
    remove(peer: RelayPeer): void {
      for (const topic of peer.topics) subscribers.get(topic)?.delete(peer)
      peer.topics.clear()
      peer.awaitingAck.clear()
    },
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>

// The same id the client computes for its subscription (sha256 of topic and client id, hex), so
// `irn_subscription` events carry the id the client already knows.
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(`${topic}${clientId}`).digest('hex')
}

// Our relay cannot check a Verify attestation, so it forwards none and says so with an empty
// string: the client then skips Verify instead of asking verify.walletconnect.org about the
// message (an absent field would make it do that, a forwarded JWT would make it fetch a key).
function toSubscriptionData(message: MailboxMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    attestation: '',
  }
}
