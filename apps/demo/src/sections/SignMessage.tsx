import { verifyMessage } from 'viem'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { SignMessageForm } from './SignMessageForm.js'
import { useEvmAccount } from './useEvmAccount.js'

/** Signs a message with the connected EVM wallet and verifies the signature in the page (viem). */
export function SignMessage() {
  const { evm } = useDemoKit()
  const account = useEvmAccount()
  const sign = account
    ? async (message: string) => {
        const { address, connectorId } = account
        const signature = await evm.signMessage({ connectorId, address, message })
        return { signature, verified: await verifyMessage({ address, message, signature }) }
      }
    : undefined
  return <SignMessageForm sign={sign} statusLabel="Signature check" />
}
