import { type FormEvent, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { usePolkadotAccount } from './usePolkadotAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'submitted'; hash: string }
  | { kind: 'inBlock'; hash: string; block: string }
  | { kind: 'finalized'; hash: string; block: string }
  | { kind: 'failed'; message: string }

function describe(outcome: Outcome): string | null {
  switch (outcome.kind) {
    case 'signing':
      return 'Waiting for the wallet…'
    case 'submitted':
      return `Submitted: ${outcome.hash}`
    case 'inBlock':
      return `In block ${outcome.block}: ${outcome.hash}`
    case 'finalized':
      return `Finalized in block ${outcome.block}: ${outcome.hash}`
    case 'failed':
      return outcome.message
    default:
      return null
  }
}

/**
 * Transfers the network's token from the connected account (`balances.transferKeepAlive`, signed
 * by the wallet) and follows it: submitted, in a block, finalized, or the chain's typed error.
 */
export function PolkadotTransferForm({ onMoved }: { onMoved: () => void }) {
  const { polkadot } = useDemoKit()
  const account = usePolkadotAccount()
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  async function transfer(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    setOutcome({ kind: 'signing' })
    try {
      const submitted = await polkadot.transfer({ connectorId: account.connectorId, recipient, amount })
      // Both milestones reject alike on a failure: the one awaited below reports it.
      submitted.finalized.catch(() => undefined)
      setOutcome({ kind: 'submitted', hash: submitted.hash })
      const inBlock = await submitted.inBlock
      setOutcome({ kind: 'inBlock', hash: submitted.hash, block: inBlock.blockHash })
      onMoved()
      const finalized = await submitted.finalized
      setOutcome({ kind: 'finalized', hash: submitted.hash, block: finalized.blockHash })
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={transfer} aria-labelledby="polkadot-transfer-title">
      <h3 id="polkadot-transfer-title">Transfer</h3>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <label>
        Recipient address
        <input value={recipient} onChange={(event) => setRecipient(event.target.value)} />
      </label>
      <button type="submit" disabled={!account || outcome.kind === 'signing'}>
        Transfer
      </button>
      <p role="status" aria-label="Polkadot transfer result">
        {describe(outcome)}
      </p>
    </form>
  )
}
