import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { messageOf } from './messageOf.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; verified: boolean }
  | { kind: 'failed'; message: string }

/**
 * A message form for one namespace: `sign` has the connected wallet sign the message and checks
 * the signature in the page (undefined while no account is connected); the status says "verified",
 * "not verified" or why it failed. `children` are the namespace's own fields (a signature type).
 */
export function SignMessageForm(props: {
  sign: ((message: string) => Promise<{ signature: string; verified: boolean }>) | undefined
  /** The status output's accessible name, unique on the page. */
  statusLabel: string
  children?: ReactNode
}) {
  const { sign, statusLabel, children } = props
  const titleId = useId()
  const [message, setMessage] = useState('Hello from the LatchKit demo')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!sign) return
    setOutcome({ kind: 'signing' })
    try {
      setOutcome({ kind: 'signed', ...(await sign(message)) })
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>Sign a message</h3>
      <label>
        Message
        <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />
      </label>
      {children}
      <button type="submit" disabled={!sign || outcome.kind === 'signing'}>
        Sign message
      </button>
      <p role="status" aria-label={statusLabel}>
        {outcome.kind === 'signing' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'signed' ? (outcome.verified ? 'verified' : 'not verified') : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
      {outcome.kind === 'signed' ? <code className="wrap">{outcome.signature}</code> : null}
    </form>
  )
}
