import type { SendableToken } from '@latchkit/core'
import { type FormEvent, useState } from 'react'
import { createPublicClient, http } from 'viem'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { useEvmAccount } from './useEvmAccount.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; hash: string }
  | { kind: 'failed'; message: string }

/** Sends ETH or a rig token from the connected EVM wallet, and waits for the receipt. */
export function SendForm({ onSent }: { onSent: () => void }) {
  const { evm, rig, chains } = useDemoKit()
  const account = useEvmAccount()
  const [tokenSymbol, setTokenSymbol] = useState('ETH')
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const tokens = rig.evmChains.find((chain) => chain.chainId === account?.network.id)?.tokens ?? []

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!account) return
    const rigToken = tokens.find((token) => token.symbol === tokenSymbol)
    const token: SendableToken = rigToken
      ? { type: 'token', address: rigToken.address, decimals: rigToken.decimals, symbol: rigToken.symbol }
      : { type: 'native' }
    setOutcome({ kind: 'sending' })
    try {
      const hash = await evm.sendToken({
        connectorId: account.connectorId,
        network: account.network,
        token,
        sendTokenAmount: amount,
        receiverAddress: receiver,
      })
      const chain = chains.find((candidate) => candidate.id === account.network.id)
      await createPublicClient({ chain, transport: http(), pollingInterval: 250 }).waitForTransactionReceipt({
        hash,
      })
      setOutcome({ kind: 'sent', hash })
      onSent()
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) })
    }
  }

  return (
    <form onSubmit={send} aria-labelledby="send-title">
      <h3 id="send-title">Send</h3>
      <label>
        Token
        <select value={tokenSymbol} onChange={(event) => setTokenSymbol(event.target.value)}>
          <option value="ETH">ETH</option>
          {tokens.map((token) => (
            <option key={token.symbol} value={token.symbol}>
              {token.symbol}
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" />
      </label>
      <label>
        Receiver address
        <input value={receiver} onChange={(event) => setReceiver(event.target.value)} placeholder="0x…" />
      </label>
      <button type="submit" disabled={!account || outcome.kind === 'sending'}>
        Send
      </button>
      <p role="status" aria-label="Send result">
        {outcome.kind === 'sending' ? 'Sending…' : null}
        {outcome.kind === 'sent' ? `Sent: ${outcome.hash}` : null}
        {outcome.kind === 'failed' ? outcome.message : null}
      </p>
    </form>
  )
}
