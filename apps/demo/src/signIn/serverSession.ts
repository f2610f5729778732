import type { CaipNetworkId, SiwxSession } from '@latchkit/core'

/** Who the demo's server says is signed in (from its HttpOnly session cookie). */
export type ServerVisitor = { address: string; chainId: CaipNetworkId }

const changeListeners = new Set<() => void>()

/** Calls `onChange` whenever the server's session may have changed; returns the unsubscribe. */
export function onServerSessionChange(onChange: () => void): () => void {
  changeListeners.add(onChange)
  return () => changeListeners.delete(onChange)
}

function announceChange() {
  for (const listener of changeListeners) listener()
}

/** A fresh nonce from the demo's server (`issueNonce`). */
export async function fetchNonce(): Promise<string> {
  const response = await fetch('/api/siwx/nonce')
  if (!response.ok) throw new Error(`The demo server gave no nonce (${response.status}).`)
  return ((await response.json()) as { nonce: string }).nonce
}

/** Posts a signed session to the server; rejects with the server's refusal reason. */
export async function postSession(session: SiwxSession): Promise<void> {
  const response = await fetch('/api/siwx/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature }),
  })
  if (!response.ok) {
    const { reason } = (await response.json()) as { reason: string }
    throw new Error(`The demo server refused the sign-in: ${reason}`)
  }
  announceChange()
}

/** The visitor the server's session cookie names, or `null`. */
export async function fetchServerVisitor(): Promise<ServerVisitor | null> {
  const response = await fetch('/api/siwx/session')
  if (!response.ok) throw new Error(`The demo server did not answer (${response.status}).`)
  return (await response.json()) as ServerVisitor | null
}

/** Ends the server's session (the cookie is cleared). */
export async function signOutOnServer(): Promise<void> {
  await fetch('/api/siwx/signout', { method: 'POST' })
  announceChange()
}
