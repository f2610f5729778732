/** One published message as the relay keeps it until its time to live runs out. */
export type MailboxMessage = {
  topic: string
  message: string
  /** Milliseconds since the epoch, as `irn_subscription` reports it. */
  publishedAt: number
  expiresAt: number
  tag: number
  publisherClientId: string
  /** Clients that acknowledged the message (or fetched it): it is never delivered to them again. */
  acknowledgedBy: Set<string>
}

export type MailboxInput = Pick<MailboxMessage, 'topic' | 'message' | 'tag' | 'publisherClientId'> & {
  /** Seconds, as the relay API counts them. */
  ttl: number
}

/**
 * Messages per topic, so a client that subscribes after a message was published (the wallet
 * pairing after the dapp proposed, the dapp subscribing to a session topic after the settle
 * request went out) still receives it. Expired messages are dropped whenever the box is read.
 */
export function createRelayMailbox(now: () => number) {
  const byTopic = new Map<string, MailboxMessage[]>()

  function live(topic: string): MailboxMessage[] {
    const messages = byTopic.get(topic)
    if (!messages) return []
    const time = now()
    const kept = messages.filter((message) => message.expiresAt > time)
    if (kept.length === 0) byTopic.delete(topic)
    else if (kept.length !== messages.length) byTopic.set(topic, kept)
    return kept
  }

  return {
    /** Keeps a message; the same payload published twice on a topic (a client's retry) is kept once. */
    store(input: MailboxInput): { message: MailboxMessage; isNew: boolean } {
      const existing = live(input.topic).find((message) => message.message === input.message)
      if (existing) return { message: existing, isNew: false }
      const publishedAt = now()
      const message: MailboxMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + input.ttl * 1000,
        tag: input.tag,
        publisherClientId: input.publisherClientId,
        acknowledgedBy: new Set(),
      }
      byTopic.set(input.topic, [...live(input.topic), message])
      return { message, isNew: true }
    },

    /** Live messages on a topic that a client neither published nor acknowledged, oldest first. */
    pendingFor(topic: string, clientId: string): MailboxMessage[] {
      return live(topic).filter(
        (message) => message.publisherClientId !== clientId && !message.acknowledgedBy.has(clientId),
      )
    },

    isLive(message: MailboxMessage): boolean {
      return message.expiresAt > now()
    },

    acknowledge(message: MailboxMessage, clientId: string): void {
      message.acknowledgedBy.add(clientId)
    },
  }
}

export type RelayMailbox = ReturnType<typeof createRelayMailbox>
