import { EvmAdapter } from '@latchkit/adapter-evm'
import { namesFeature, onrampFeature, payFeature, swapFeature } from '@latchkit/core'
import { createLatchKit } from '@latchkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LatchKitApp } from '../latchkit/LatchKitApp.js'
import { mountApp } from '../shared/mountApp.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'
import '../shared/bench.css'

// The LatchKit page with the flows a site installs itself (swaps through the provider API's
// convert endpoints, onramp, names, pay), for their views' byte budgets. The other LatchKit pages
// stay as they were.
const config = createBenchWagmiConfig()
performance.mark('kit-start')
const evm = new EvmAdapter({ wagmiConfig: config })
createLatchKit({
  adapters: [evm],
  networks: evm.networks,
  projectId: 'bench',
  metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
  featureModules: [swapFeature(), onrampFeature(), namesFeature(), payFeature()],
})
performance.measure('kit-start-up', 'kit-start')
mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
  ),
)
