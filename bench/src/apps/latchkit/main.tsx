import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { mountApp } from '../shared/mountApp.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'
import { LatchKitApp } from './LatchKitApp.js'
import { startLatchKit } from './startLatchKit.js'
import '../shared/bench.css'

const config = createBenchWagmiConfig()
startLatchKit(config)
mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
  ),
)
