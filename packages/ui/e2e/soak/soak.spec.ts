import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { fixtureUrl } from '../helpers.js'
import { jsDataBytes } from './heapObjects.js'

// The soak of `npm run fuzz` (not `npm test`): 1,000 open / connect / switch / disconnect / close
// cycles in one page of the kit fixture. After the first 50 the page's heap (its JS data, from a
// heap snapshot: see heapObjects.ts), DOM nodes and event listeners are taken as its level; after
// all of them the heap must be within 10% of it and the nodes and listeners no more. SOAK_CYCLES changes the count; SOAK_REPORT names a JSON file the
// figures are written to (scripts/fuzz.mjs puts them in docs/reliability.md).

const cycles = Number(process.env.SOAK_CYCLES ?? 1_000)
const warmUpCycles = 50

declare global {
  interface Window {
    soakCycles(count: number): Promise<void>
  }
}

test(`${cycles} open, connect, switch, disconnect and close cycles leave the heap within 10% and nothing behind`, async ({
  page,
}) => {
  test.setTimeout(30 * 60_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(fixtureUrl('kit.html?networks=2'))
  await page.evaluate(() => {
    const kit = window.latchKit
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // Resolves once the modal shows `view` in a dialog (its chunk loaded and rendered).
    const shown = async (view: string) => {
      for (let tries = 0; tries < 600; tries++) {
        const root = document.querySelector('latch-modal')?.shadowRoot
        if (kit.getState().modal.view === view && root?.querySelector('[role="dialog"]')) return frame()
        await frame()
      }
      throw new Error(`The modal did not show ${view}`)
    }
    const [ethereum, optimism] = (kit.getState().network.byNamespace.eip155?.requestedCaipNetworks ?? []).map(
      (network) => network.caipNetworkId,
    )
    window.soakCycles = async (count) => {
      for (let cycle = 0; cycle < count; cycle++) {
        kit.open()
        await shown('Connect')
        await kit.connect({ connectorId: 'io.metamask' })
        kit.open()
        await shown('Account')
        if (optimism && ethereum) {
          await kit.switchNetwork(optimism)
          await kit.switchNetwork(ethereum)
        }
        await kit.disconnect()
        await kit.close()
        // The test wallets keep a log of every call for the specs: not the kit's memory.
        window.rigWallets.test.calls.length = 0
      }
    }
  })
  const cdp = await page.context().newCDPSession(page)
  const measure = async () => {
    const heapBytes = await jsDataBytes(cdp)
    // For the record: V8's whole heap in use, compiled code included.
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const counters = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number }
    return { heapBytes, usedHeapBytes: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners }
  }

  const startedAt = Date.now()
  await page.evaluate((count) => window.soakCycles(count), warmUpCycles)
  const level = await measure()
  await page.evaluate((count) => window.soakCycles(count), cycles - warmUpCycles)
  const end = await measure()
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  const growth = end.heapBytes / level.heapBytes - 1
  const figures = { cycles, warmUpCycles, seconds, level, end, heapGrowth: growth }
  console.log(JSON.stringify(figures))
  if (process.env.SOAK_REPORT) writeFileSync(process.env.SOAK_REPORT, JSON.stringify(figures))

  expect(growth).toBeLessThanOrEqual(0.1)
  expect(end.nodes).toBeLessThanOrEqual(level.nodes)
  expect(end.listeners).toBeLessThanOrEqual(level.listeners)
  expect(errors).toEqual([])
})
