import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { LatchKitApp } from '../latchkit/LatchKitApp.js'
import { startLatchKit } from '../latchkit/startLatchKit.js'
import { mountApp } from '../shared/mountApp.js'
import { reportRecoverableError } from '../shared/reportRecoverableError.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'
import '../shared/bench.css'

const config = createBenchWagmiConfig({ ssr: true })
// The bench reads this measure: how long creating the kit and mounting the modal blocks the page.
performance.mark('kit-start')
startLatchKit(config)
performance.measure('kit-start-up', 'kit-start')
mountApp((root) =>
  hydrateRoot(
    root,
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  ),
)
