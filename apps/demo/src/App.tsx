import { BitcoinSection } from './sections/BitcoinSection.js'
import { ButtonsSection } from './sections/ButtonsSection.js'
import { EvmSection } from './sections/EvmSection.js'
import { HooksSection } from './sections/HooksSection.js'
import { NetworkSwitcher } from './sections/NetworkSwitcher.js'
import { PaySection } from './sections/PaySection.js'
import { PolkadotSection } from './sections/PolkadotSection.js'
import { SolanaSection } from './sections/SolanaSection.js'
import { ThemeSection } from './sections/ThemeSection.js'
import { SignInSection } from './signIn/SignInSection.js'

/** The demo page: what a site developer builds with LatchKit, on the local rig. */
export function App() {
  return (
    <main>
      <h1>LatchKit demo</h1>
      <p>
        A site using LatchKit on the local rig: two anvil chains, a LiteSVM cluster, a litecoind regtest (a
        Bitcoin-family node), a chopsticks Polkadot chain, the wallet registry and a WalletConnect relay.
      </p>
      <ButtonsSection />
      <ThemeSection />
      <NetworkSwitcher />
      <SignInSection />
      <PaySection />
      <EvmSection />
      <SolanaSection />
      <BitcoinSection />
      <PolkadotSection />
      <HooksSection />
    </main>
  )
}

/** Shown when the page is served without the rig (`vite` alone instead of `npm run demo`). */
export function NoRig() {
  return (
    <main>
      <h1>LatchKit demo</h1>
      <p role="alert">
        The demo runs on the local rig: start it with <code>npm run demo</code>.
      </p>
    </main>
  )
}
