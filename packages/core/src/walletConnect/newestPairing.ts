/** The part of the sign client's pairing controller this reads: its event emitter. */
export type PairingEvents = {
  on(event: 'pairing_create', listener: (pairing: { topic: string }) => void): unknown
}

/**
 * Follows the pairings the sign client creates, so that only the newest one's `wc:` URI is shown.
 * An attempt that failed (the relay refused it) may still publish its proposal later, on the
 * client's retries, and announce its URI then: the visitor would scan a pairing the kit gave up.
 */
export function followNewestPairing(events: PairingEvents) {
  let newestTopic: string | undefined
  events.on('pairing_create', ({ topic }) => {
    newestTopic = topic
  })
  return {
    /** Whether `uri` (`wc:<topic>@2?...`) pairs with the newest pairing, or none was seen yet. */
    isNewest(uri: string): boolean {
      return newestTopic === undefined || pairingTopicOf(uri) === newestTopic
    },
  }
}

function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([^@?]+)@/.exec(uri)?.[1]
}
