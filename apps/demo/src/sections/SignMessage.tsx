import { type FormEvent, useState } from 'react'
import { verifyMessage } from 'viem'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { useEvmAccount } from './useEvmAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; verified: boolean }
  | { kind: 'failed'; message: string }

/** Signs a message with the connected EVM wallet and verifies the signature in the page (viem). */
export function SignMessage() {
  const { evm } = useDemoKit()
  const account = useEvmAccount()
  const [message, setMessage] = useState('Hello from the LatchKit demo')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  async function sign(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    setOutcome({ kind: 'signing' })
    try {
      const signature = await evm.signMessage({
        connectorId: account.connectorId,
        address: account.address,
        message,
      })
      const verified = await verifyMessage({ address: account.address, message, signature })
      setOutcome({ kind: 'signed', signature, verified })
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={sign} aria-labelledby="sign-title">
      <h3 id="sign-title">Sign a message</h3>
      <label>
        Message
        <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />
      </label>
      <button type="submit" disabled={!account || outcome.kind === 'signing'}>
        Sign message
      </button>
      <p role="status" aria-label="Signature check">
        {outcome.kind === 'signing' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'signed' ? (outcome.verified ? 'verified' : 'not verified') : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
      {outcome.kind === 'signed' ? <code className="wrap">{outcome.signature}</code> : null}
    </form>
  )
}
