/** How long to wait and whether to refuse: what a test switches on to play the wallet's user. */
export type WalletBehaviours<Prompt extends string> = {
  /**
   * Makes the user refuse `prompt` (a 4001-style rejection), every time or only the next `times`
   * times, until {@link WalletBehaviours.allow} is called.
   */
  reject(prompt: Prompt, options?: { times?: number | undefined }): void
  /** The user approves `prompt` again. */
  allow(prompt: Prompt): void
  /** Milliseconds the user takes to answer every prompt. 0 answers at once. */
  setDelay(delayMs: number): void
  /**
   * The user leaves every `prompt` from now on unanswered until {@link WalletBehaviours.release}:
   * for tests of what a site does while a wallet is still deciding, whatever the machine's speed.
   */
  hold(prompt: Prompt): void
  /** The user answers the held `prompt`s (each as the other switches say) and stops holding. */
  release(prompt: Prompt): void
  /** Waits the delay, then says whether the user approved `prompt`. */
  answer(prompt: Prompt): Promise<boolean>
}

/** The switches behind every test wallet's prompts: rejections, a delay and holds. */
export function createWalletBehaviours<Prompt extends string>(): WalletBehaviours<Prompt> {
  // Infinity means "until allowed again"; a number counts down the rejections still to come.
  const rejections = new Map<Prompt, number>()
  // A held prompt's waiting answers, let go together on release.
  const held = new Map<Prompt, (() => void)[]>()
  let delayMs = 0
  return {
    reject(prompt, { times } = {}) {
      if (times !== undefined && !(Number.isInteger(times) && times > 0))
        throw new RangeError(`times must be a positive whole number; got ${times}.`)
      rejections.set(prompt, times ?? Number.POSITIVE_INFINITY)
    },
    allow(prompt) {
      rejections.delete(prompt)
    },
    setDelay(value) {
      if (!(Number.isFinite(value) && value >= 0))
        throw new RangeError(`The delay must be 0 or more milliseconds; got ${value}.`)
      delayMs = value
    },
    hold(prompt) {
      if (!held.has(prompt)) held.set(prompt, [])
    },
    release(prompt) {
      const waiting = held.get(prompt) ?? []
      held.delete(prompt)
      for (const letGo of waiting) letGo()
    },
    async answer(prompt) {
      const waiting = held.get(prompt)
      if (waiting) await new Promise<void>((resolve) => waiting.push(resolve))
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const left = rejections.get(prompt)
      if (left === undefined) return true
      if (left <= 1) rejections.delete(prompt)
      else rejections.set(prompt, left - 1)
      return false
    },
  }
}
