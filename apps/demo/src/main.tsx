import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, NoRig } from './App.js'
import { createDemoKit } from './kit/createDemoKit.js'
import { DemoKitProvider } from './kit/DemoKitContext.js'
import { readRig } from './rig/readRig.js'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The demo page has no #root element')
const rig = readRig()
// Created once, at module level, as a site does: the kit outlives React renders.
// `?cloud=off` runs the demo as a site without a project id (no provider API).
const cloud = new URLSearchParams(location.search).get('cloud') !== 'off'
const demo = rig ? createDemoKit(rig, { cloud }) : undefined
createRoot(container).render(
  <StrictMode>
    {demo ? (
      <DemoKitProvider demo={demo}>
        <App />
      </DemoKitProvider>
    ) : (
      <NoRig />
    )}
  </StrictMode>,
)
