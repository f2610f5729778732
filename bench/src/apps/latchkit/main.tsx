import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { mountApp } from '../shared/mountApp.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'
import { LatchKitApp } from './LatchKitApp.js'
import { startLatchKit } from './startLatchKit.js'
import '../shared/bench.css'

const config = createBenchWagmiConfig()
// The bench reads this measure: how long creating the kit and mounting the modal blocks the page.
performance.mark('kit-start')
startLatchKit(config)
performance.measure('kit-start-up', 'kit-start')
mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
  ),
)
