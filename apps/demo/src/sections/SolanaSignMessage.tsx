import { useDemoKit } from '../kit/DemoKitContext.js'
import { SignMessageForm } from './SignMessageForm.js'
import { useSolanaAccount } from './useSolanaAccount.js'

/**
 * Signs a message with the connected Solana wallet and verifies the ed25519 signature in the page
 * (the adapter's `verifyMessage`: @noble/curves, no network call).
 */
export function SolanaSignMessage() {
  const { solana } = useDemoKit()
  const account = useSolanaAccount()
  const sign = account
    ? async (message: string) => {
        const { address, connectorId } = account
        const signature = await solana.signMessage({ connectorId, address, message })
        return { signature, verified: await solana.verifyMessage({ address, message, signature }) }
      }
    : undefined
  return <SignMessageForm sign={sign} statusLabel="Solana signature check" />
}
