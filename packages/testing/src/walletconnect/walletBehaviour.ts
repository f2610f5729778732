/** Switches a test flips to make the rig wallet act like a hesitant or unwilling user. */
export type WalletBehaviour = {
  /** Reject the next session proposal as the user would (code 5000), then approve again. @default false */
  rejectNextProposal: boolean
  /**
   * Reject every request as the user would: 4001 for `eip155` and `bip122`, 5000 for other
   * namespaces. @default false
   */
  rejectRequests: boolean
  /** Wait this long, in milliseconds, before answering a proposal or a request. @default 0 */
  delayMs: number
  /**
   * Grant sessions that end this many seconds after approval (the dapp's session expires then).
   * @default undefined: the sign client's seven days
   */
  sessionLifetimeSeconds: number | undefined
}

/** What the rig wallet did with each request, oldest first. */
export type WalletRequestRecord = {
  method: string
  /** CAIP-2 id the dapp addressed. */
  chainId: string
  outcome: 'answered' | 'rejected' | 'failed'
}
