import { ConnectView } from './ConnectView.js'
import { UnavailableView } from './UnavailableView.js'
import { WalletConnectView } from './WalletConnectView.js'

/** Renders the view on top of the history. Views that need the kit's state arrive with it. */
export function ViewOutlet({ view }: { view: string }) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingWalletConnect':
      return <WalletConnectView />
    default:
      return <UnavailableView />
  }
}
