import { useOptionalKit } from '../../kit/KitContext.js'
import { AccountView } from './account/AccountView.js'
import { ProfileWalletsView } from './account/ProfileWalletsView.js'
import { ConnectView as StoreConnectView } from './ConnectView.js'
import { AllWalletsView } from './connect/AllWalletsView.js'
import { ConnectingExternalView } from './connect/ConnectingExternalView.js'
import { ConnectingWalletConnectView } from './connect/ConnectingWalletConnectView.js'
import { ConnectView } from './connect/ConnectView.js'
import { FeatureViewOutlet } from './features/FeatureViewOutlet.js'
import { NetworksView } from './network/NetworksView.js'
import { SwitchActiveChainView } from './network/SwitchActiveChainView.js'
import { SwitchNetworkView } from './network/SwitchNetworkView.js'
import { UnsupportedChainView } from './network/UnsupportedChainView.js'
import { WalletConnectView } from './WalletConnectView.js'

/**
 * Renders the view on top of the history. With a kit, the kit's router chose it: a core view, or
 * a feature's view (only while that feature is installed and on), whose chunk loads here. Without
 * a kit, the element's own navigator drives the two standalone views (it refuses any other).
 */
export function ViewOutlet({ view }: { view: string }) {
  const kit = useOptionalKit()
  if (kit) return <KitView view={view} />
  switch (view) {
    case 'Connect':
      return <StoreConnectView />
    case 'ConnectingWalletConnect':
      return <WalletConnectView />
    default:
      return null
  }
}

function KitView({ view }: { view: string }) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'Account':
      return <AccountView />
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'Networks':
      return <NetworksView />
    case 'SwitchNetwork':
      return <SwitchNetworkView />
    case 'SwitchActiveChain':
      return <SwitchActiveChainView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    default:
      // Keyed by view: one feature view to the next is a new view (its chunk, its state).
      return <FeatureViewOutlet key={view} view={view} />
  }
}
