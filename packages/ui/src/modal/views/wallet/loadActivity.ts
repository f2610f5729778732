import type { HistoryController, LatchKit } from '@latchkit/core'

/** The activity feature's controller (downloaded with the activity list). */
export const loadActivity = (kit: LatchKit) => kit.loadFeature('activity') as Promise<HistoryController>
