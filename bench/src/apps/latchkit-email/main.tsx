import { createEmbeddedWallet } from '@latchkit/embedded-wallet'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LatchKitApp } from '../latchkit/LatchKitApp.js'
import { startLatchKitWithEmbeddedWallet } from '../latchkit/startLatchKit.js'
import { mountApp } from '../shared/mountApp.js'
import '../shared/bench.css'

// The LatchKit page with the embedded wallet (email, social and Farcaster login) on mainnet and
// arbitrum, the EVM adapter building its wagmi config. The service's host never resolves: nothing
// may reach for it before the visitor starts a login, and the bench never does.
performance.mark('kit-start')
const embeddedWallet = createEmbeddedWallet({
  serviceUrl: 'https://wallet.bench.invalid',
  projectId: 'bench',
})
const { wagmiConfig } = startLatchKitWithEmbeddedWallet(embeddedWallet)
performance.measure('kit-start-up', 'kit-start')
mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <LatchKitApp config={wagmiConfig} />
    </StrictMode>,
  ),
)
