import type { SocialPopup } from '@latchkit/core'

/** Spec section 4: whether the popup was closed is checked each second. */
export const popupClosedPollMs = 1000

/** The message the service's last page posts to its opener (SECURITY.md, "Social login"). */
type SocialDoneMessage = { type: 'latchkit:social-done'; attemptId: string }

const isDoneMessage = (data: unknown, attemptId: string): data is SocialDoneMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<SocialDoneMessage>).type === 'latchkit:social-done' &&
  (data as Partial<SocialDoneMessage>).attemptId === attemptId

/**
 * Watches a social login's popup: `onDone` when the service's page in it says the attempt ended
 * (a message from the popup itself, at the service's exact origin, naming this attempt: any other
 * is ignored), `onClosed` when the visitor closed it before that. Returns the function that stops
 * watching.
 */
export function watchSocialPopup(parameters: {
  popup: SocialPopup
  serviceOrigin: string
  attemptId: string
  onDone: () => void
  onClosed: () => void
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  pollMs?: number
}): () => void {
  const page = parameters.window ?? window
  let ended = false
  const end = (then: () => void) => {
    if (ended) return
    ended = true
    stop()
    then()
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parameters.serviceOrigin || event.source !== parameters.popup) return
    if (isDoneMessage(event.data, parameters.attemptId)) end(parameters.onDone)
  }
  const timer = setInterval(() => {
    if (parameters.popup.closed) end(parameters.onClosed)
  }, parameters.pollMs ?? popupClosedPollMs)
  page.addEventListener('message', onMessage)
  function stop() {
    clearInterval(timer)
    page.removeEventListener('message', onMessage)
  }
  return () => {
    ended = true
    stop()
  }
}
