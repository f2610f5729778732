import { useId, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { SignMessageForm } from './SignMessageForm.js'
import { useBitcoinAccount } from './useBitcoinAccount.js'

/**
 * Signs a message with the connected Bitcoin wallet (BIP-322 simple, or a legacy ECDSA message
 * signature) and verifies it in the page with the adapter's `verifyMessage`.
 */
export function BitcoinSignMessage() {
  const { bitcoin } = useDemoKit()
  const account = useBitcoinAccount()
  const [protocol, setProtocol] = useState<'bip322' | 'ecdsa'>('bip322')
  const protocolId = useId()
  const sign = account
    ? async (message: string) => {
        const { address, connectorId, network } = account
        const signature = await bitcoin.signMessage({ connectorId, address, message, protocol })
        return { signature, verified: await bitcoin.verifyMessage({ address, message, signature, network }) }
      }
    : undefined
  return (
    <SignMessageForm sign={sign} statusLabel="Bitcoin signature check">
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
    </SignMessageForm>
  )
}
