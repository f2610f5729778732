import type { LatchKit, SendController } from '@latchkit/core'

/** The send feature's controller (downloaded with the send views). */
export const loadSend = (kit: LatchKit) => kit.loadFeature('send') as Promise<SendController>
