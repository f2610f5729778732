import { type FormEvent, useId, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { useBitcoinAccount } from './useBitcoinAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; verified: boolean }
  | { kind: 'failed'; message: string }

/**
 * Signs a message with the connected Bitcoin wallet (BIP-322 simple, or a legacy ECDSA message
 * signature) and verifies it in the page with the adapter's `verifyMessage`.
 */
export function BitcoinSignMessage() {
  const { bitcoin } = useDemoKit()
  const account = useBitcoinAccount()
  const [message, setMessage] = useState('Hello from the LatchKit demo')
  const [protocol, setProtocol] = useState<'bip322' | 'ecdsa'>('bip322')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const protocolId = useId()

  async function sign(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    setOutcome({ kind: 'signing' })
    try {
      const { address, connectorId, network } = account
      const signature = await bitcoin.signMessage({ connectorId, address, message, protocol })
      const verified = await bitcoin.verifyMessage({ address, message, signature, network })
      setOutcome({ kind: 'signed', signature, verified })
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={sign} aria-labelledby="bitcoin-sign-title">
      <h3 id="bitcoin-sign-title">Sign a message</h3>
      <label>
        Message
        <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />
      </label>
      {/* Labelled by id, not by wrapping: the select's options would join its accessible name. */}
      <label htmlFor={protocolId}>Signature</label>
      <select
        id={protocolId}
        value={protocol}
        onChange={(event) => setProtocol(event.target.value === 'ecdsa' ? 'ecdsa' : 'bip322')}
      >
        <option value="bip322">BIP-322</option>
        <option value="ecdsa">Legacy (ECDSA)</option>
      </select>
      <button type="submit" disabled={!account || outcome.kind === 'signing'}>
        Sign message
      </button>
      <p role="status" aria-label="Bitcoin signature check">
        {outcome.kind === 'signing' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'signed' ? (outcome.verified ? 'verified' : 'not verified') : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
      {outcome.kind === 'signed' ? <code className="wrap">{outcome.signature}</code> : null}
    </form>
  )
}
