import { useOptionalKit } from '../../kit/KitContext.js'
import { AccountView } from './account/AccountView.js'
import { ProfileWalletsView } from './account/ProfileWalletsView.js'
import { ConnectView as StoreConnectView } from './ConnectView.js'
import { AllWalletsView } from './connect/AllWalletsView.js'
import { ConnectingExternalView } from './connect/ConnectingExternalView.js'
import { ConnectingWalletConnectView } from './connect/ConnectingWalletConnectView.js'
import { ConnectView } from './connect/ConnectView.js'
import { NetworksView } from './network/NetworksView.js'
import { SwitchActiveChainView } from './network/SwitchActiveChainView.js'
import { SwitchNetworkView } from './network/SwitchNetworkView.js'
import { UnsupportedChainView } from './network/UnsupportedChainView.js'
import { LazySiwxSignMessageView } from './siwx/LazySiwxSignMessageView.js'
import { UnavailableView } from './UnavailableView.js'
import { WalletConnectView } from './WalletConnectView.js'

/**
 * Renders the view on top of the history. With a kit, the kit's router chose it (it refuses
 * feature views no feature registered); a registered view this build has no screen for says so
 * rather than showing an empty card. Without a kit, the element's own store drives the two
 * standalone views.
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
      return <UnavailableView />
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
    case 'SIWXSignMessage':
      return <LazySiwxSignMessageView />
    default:
      return <UnavailableView />
  }
}
