import { useDemoKit } from '../kit/DemoKitContext.js'
import { SignMessageForm } from './SignMessageForm.js'
import { usePolkadotAccount } from './usePolkadotAccount.js'

/** Signs a message with the connected Polkadot account (`signRaw`) and verifies it in the page. */
export function PolkadotSignMessage() {
  const { polkadot } = useDemoKit()
  const account = usePolkadotAccount()
  const sign = account
    ? async (message: string) => {
        const { address, connectorId, network } = account
        const signature = await polkadot.signMessage({ connectorId, address, message })
        return { signature, verified: await polkadot.verifyMessage({ address, message, signature, network }) }
      }
    : undefined
  return <SignMessageForm sign={sign} statusLabel="Polkadot signature check" />
}
