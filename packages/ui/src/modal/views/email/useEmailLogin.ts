import type { EmailLoginController, LatchKit } from '@latchkit/core'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The email feature's controller (downloaded once; the feature views render after it loaded). */
export function loadEmailLogin(kit: LatchKit): Promise<EmailLoginController> {
  return kit.loadFeature('email') as Promise<EmailLoginController>
}

/** The email login's code did not download: 'Unable to load email login dependency'; the next try downloads again. */
const dependencyFailure = { name: 'EmailLoginDependencyError', code: 'EMAIL_LOGIN_DEPENDENCY_FAILED' }

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
