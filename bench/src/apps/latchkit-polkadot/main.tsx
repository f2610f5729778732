import { PolkadotAdapter, polkadot } from '@latchkit/adapter-polkadot'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LatchKitApp } from '../latchkit/LatchKitApp.js'
import { startLatchKit } from '../latchkit/startLatchKit.js'
import { mountApp } from '../shared/mountApp.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'
import '../shared/bench.css'

// The LatchKit page with the Polkadot namespace: Polkadot next to mainnet and arbitrum.
const config = createBenchWagmiConfig()
performance.mark('kit-start')
startLatchKit(config, [new PolkadotAdapter({ networks: [polkadot] })])
performance.measure('kit-start-up', 'kit-start')
mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
  ),
)
