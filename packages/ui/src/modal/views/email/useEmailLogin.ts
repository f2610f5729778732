import type { EmailLoginController, LatchKit } from '@latchkit/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Translate } from '../../../i18n/translate.js'

/** The email feature's controller (downloaded once; the feature views render after it loaded). */
export function loadEmailLogin(kit: LatchKit): Promise<EmailLoginController> {
  return kit.loadFeature('email') as Promise<EmailLoginController>
}

/**
 * What the visitor reads for the embedded wallet's frame failing (spec section 8): the frame's
 * errors name themselves (`iframe_load_failed`, `iframe_request_timeout`), the visitor gets the
 * catalogue's sentence.
 */
const frameFailures: Record<
  string,
  'EMBEDDED_WALLET_LOAD_FAILED' | 'EMBEDDED_WALLET_REQUEST_TIMEOUT' | 'EMAIL_LOGIN_DEPENDENCY_FAILED'
> = {
  FrameLoadFailedError: 'EMBEDDED_WALLET_LOAD_FAILED',
  FrameRequestTimeoutError: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
  EmailLoginDependencyError: 'EMAIL_LOGIN_DEPENDENCY_FAILED',
}

/** The email login's code did not download: 'Unable to load email login dependency'; the next try downloads again. */
const dependencyFailure = { name: 'EmailLoginDependencyError' }

/** The text of a failure for the view to show: the catalogue's for the frame's, else the error's own (spec wording). */
export function failureText(error: unknown, t: Translate): string {
  const name = (error as { name?: unknown } | null)?.name
  const code = typeof name === 'string' ? frameFailures[name] : undefined
  if (code) return t(code)
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' ? short : t('SOMETHING_WENT_WRONG')
}

/**
 * Runs one controller action at a time for a view: `busy` while it runs, `error` with its failure
 * (cleared on the next run), nothing after the view is gone.
 */
export function useEmailAction(kit: LatchKit) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(
    async (action: (controller: EmailLoginController) => Promise<unknown>) => {
      if (busy) return false
      setBusy(true)
      setError(undefined)
      try {
        const controller = await loadEmailLogin(kit).catch(() => {
          throw dependencyFailure
        })
        await action(controller)
        return true
      } catch (failure) {
        if (mounted.current) setError(failure)
        return false
      } finally {
        if (mounted.current) setBusy(false)
      }
    },
    [kit, busy],
  )
  return { busy, error, run }
}
