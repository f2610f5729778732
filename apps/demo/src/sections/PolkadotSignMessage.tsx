import { type FormEvent, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { usePolkadotAccount } from './usePolkadotAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; verified: boolean }
  | { kind: 'failed'; message: string }

/** Signs a message with the connected Polkadot account (`signRaw`) and verifies it in the page. */
export function PolkadotSignMessage() {
  const { polkadot } = useDemoKit()
  const account = usePolkadotAccount()
  const [message, setMessage] = useState('Hello from the LatchKit demo')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  async function sign(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    setOutcome({ kind: 'signing' })
    try {
      const { address, connectorId, network } = account
      const signature = await polkadot.signMessage({ connectorId, address, message })
      const verified = await polkadot.verifyMessage({ address, message, signature, network })
      setOutcome({ kind: 'signed', signature, verified })
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={sign} aria-labelledby="polkadot-sign-title">
      <h3 id="polkadot-sign-title">Sign a message</h3>
      <label>
        Message
        <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />
      </label>
      <button type="submit" disabled={!account || outcome.kind === 'signing'}>
        Sign message
      </button>
      <p role="status" aria-label="Polkadot signature check">
        {outcome.kind === 'signing' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'signed' ? (outcome.verified ? 'verified' : 'not verified') : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
      {outcome.kind === 'signed' ? <code className="wrap">{outcome.signature}</code> : null}
    </form>
  )
}
