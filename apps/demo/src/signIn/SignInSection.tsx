import { useCallback, useEffect, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import {
  fetchServerVisitor,
  onServerSessionChange,
  type ServerVisitor,
  signOutOnServer,
} from './serverSession.js'

/**
 * Sign in with X as the server sees it: the visitor named by the demo server's session cookie,
 * and a sign-out that ends it there and clears the kit's stored sessions.
 */
export function SignInSection() {
  const { siwx } = useDemoKit()
  const [visitor, setVisitor] = useState<ServerVisitor | null | undefined>(undefined)

  const refresh = useCallback(() => {
    fetchServerVisitor().then(setVisitor, () => setVisitor(null))
  }, [])
  useEffect(() => {
    refresh()
    return onServerSessionChange(refresh)
  }, [refresh])

  const signOut = async () => {
    await signOutOnServer()
    await siwx.setSessions?.([])
  }

  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in with X</h2>
      <p>
        Connecting asks the wallet to sign a sign-in message; the demo's server checks it and sets a session
        cookie.
      </p>
      <p>
        <output aria-label="Server session">
          {visitor === undefined
            ? 'Checking…'
            : visitor
              ? `Signed in as ${visitor.address}`
              : 'Not signed in'}
        </output>
      </p>
      {visitor ? (
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      ) : null}
    </section>
  )
}
