import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { LatchKitApp } from '../latchkit/LatchKitApp.js'
import { startLatchKit } from '../latchkit/startLatchKit.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'

/** The page's markup as the server sends it, with the kit created on the server as a site would. */
export function render(): string {
  const config = createBenchWagmiConfig({ ssr: true })
  startLatchKit(config)
  return renderToString(
    <StrictMode>
      <LatchKitApp config={config} />
    </StrictMode>,
  )
}
