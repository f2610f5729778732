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
const query = new URLSearchParams(location.search)
const cloud = query.get('cloud') !== 'off'
// `?shop=on` runs it as a shop's checkout: the pay feature, which turns email login off.
const shop = query.get('shop') === 'on'
// `?analytics=on` installs the analytics feature (events to the rig's registry, from the first open).
const analytics = query.get('analytics') === 'on'
// `?lang=de` shows the modal (and the embedded wallet's frame) in that language.
const locale = query.get('lang') ?? undefined
const demo = rig ? createDemoKit(rig, { cloud, shop, analytics, locale }) : undefined
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
