import { type FormEvent, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { useBitcoinAccount } from './useBitcoinAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; txid: string }
  | { kind: 'failed'; message: string }

/**
 * Sends from the connected wallet's payment account: the adapter picks the coins and the fee,
 * the wallet signs the PSBT, the adapter broadcasts it. The balance above updates at once
 * (unconfirmed) and again when the transaction is mined.
 */
export function BitcoinSendForm({ onSent }: { onSent: () => void }) {
  const { bitcoin } = useDemoKit()
  const account = useBitcoinAccount()
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    setOutcome({ kind: 'sending' })
    try {
      const txid = await bitcoin.sendTransfer({ connectorId: account.connectorId, recipient, amount })
      setOutcome({ kind: 'sent', txid })
      onSent()
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={send} aria-labelledby="bitcoin-send-title">
      <h3 id="bitcoin-send-title">Send</h3>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <label>
        Recipient address
        <input
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          placeholder="rltc1…"
        />
      </label>
      <button type="submit" disabled={!account || outcome.kind === 'sending'}>
        Send
      </button>
      <p role="status" aria-label="Bitcoin send result">
        {outcome.kind === 'sending' ? 'Sending…' : null}
        {outcome.kind === 'sent' ? `Sent: ${outcome.txid}` : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
    </form>
  )
}
