import type { Route } from '@playwright/test'
import { formatBalance } from '../src/modal/views/account/formatBalance.js'
import { connectWallet, expect, openAccount, openSite, rigBalance, test } from './accountRig.js'

// Faults a visitor's page meets, played on the rig (issue 24, docs/reliability.md): for each, the
// modal stays usable, says what the spec says, a retry succeeds once the fault is lifted, and the
// stored connection survives a reload. RPC faults are played in front of the real anvil node (the
// page's RPC goes through a same-origin path the test forwards), registry faults by the rig's
// registry itself.

const isBalanceRead = (route: Route) => route.request().postData()?.includes('eth_getBalance') === true

const rpcFaults: { fault: string; answer: (route: Route) => Promise<void> }[] = [
  { fault: 'HTTP 503', answer: (route) => route.fulfill({ status: 503, body: 'rig RPC down' }) },
  {
    fault: 'a malformed body',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"jsonrpc":"2.0",' }),
  },
  {
    fault: 'a time-out',
    // Held past the site's 1 s transport time-out, then answered.
    answer: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await route.fallback().catch(() => {})
    },
  },
]

test('RPC faults on the balance (HTTP 503, a malformed body, a time-out): each says "Balance unavailable." and leaves the modal usable; Try again reads the balance once lifted; the connection survives a reload', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  let fault: ((route: Route) => Promise<void>) | undefined = rpcFaults[0]?.answer
  let reads = 0
  let answered = 0
  await openSite(page, { evmRig, registry }, { rpc: { timeoutMs: 1_000, retryCount: 0 } })
  await page.route('**/rig-rpc/*', async (route) => {
    if (!isBalanceRead(route)) return route.fallback()
    reads += 1
    await (fault ? fault(route) : route.fallback())
    answered += 1
  })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  const dialog = page.getByRole('dialog', { name: 'Account' })
  for (const [index, played] of rpcFaults.entries()) {
    fault = played.answer
    if (index > 0) {
      const before = reads
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => reads, `Try again reads the balance (${played.fault})`).toBeGreaterThan(before)
    }
    // Once the faulty read is over, the Account view says so and shows no balance.
    await expect.poll(() => answered).toBe(reads)
    await expect(dialog.getByText('Balance unavailable.'), played.fault).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toHaveCount(0)
    // Still usable: the network list opens and comes back.
    await dialog.getByRole('button', { name: /^Network: .*Switch network$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Select network' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
  }

  fault = undefined
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('account-balance')).toHaveText(
    formatBalance(await rigBalance(evmWallet), 'ETH'),
  )
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => window.latchKit.getState().accounts.eip155?.address))
    .toBe(evmWallet.address)
})

test('RPC 429 with Retry-After once: the read is retried and the balance shows without an error', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  let limited = 1
  const reads: number[] = []
  await openSite(page, { evmRig, registry }, { rpc: { timeoutMs: 5_000, retryCount: 2 } })
  await page.route('**/rig-rpc/*', (route) => {
    if (!isBalanceRead(route)) return route.fallback()
    reads.push(Date.now())
    if (limited-- > 0)
      return route.fulfill({ status: 429, headers: { 'Retry-After': '1' }, body: 'rate limited' })
    return route.fallback()
  })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await expect(page.getByTestId('account-balance')).toHaveText(
    formatBalance(await rigBalance(evmWallet), 'ETH'),
  )
  await expect(page.getByText('Balance unavailable.')).toHaveCount(0)
  expect(reads.length).toBeGreaterThanOrEqual(2)
})

const storageFaults: { fault: string; script: () => void; survivesReload: boolean }[] = [
  {
    fault: "corrupt values under the kit's keys and another kit's values beside them",
    script: () => {
      const keys = [
        'connectedConnectorIds',
        'activeNamespace',
        'activeCaipNetworkId',
        'recentWallets',
        'connections',
      ]
      for (const [index, key] of keys.entries())
        localStorage.setItem(
          `@latchkit/${key}`,
          index % 2 ? '{"v":1,"value":' : '{"v":1,"value":{"__proto__":{"x":1}}}',
        )
      localStorage.setItem('@latchkit/connectedNamespaces', '{"v":99,"value":["eip155"]}')
      localStorage.setItem('@appkit/connected_connector_id', 'injected')
      localStorage.setItem('wagmi.store', '{"state":{"connections":{"__type":"Map","value":[')
    },
    survivesReload: true,
  },
  {
    fault: 'a full storage (every write throws QuotaExceededError)',
    script: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    },
    survivesReload: false,
  },
  {
    fault: 'a storage that throws on every touch (blocked)',
    script: () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError')
        },
      })
    },
    survivesReload: false,
  },
]

for (const { fault, script, survivesReload } of storageFaults)
  test(`localStorage with ${fault}: the kit starts, connects and opens; the connection ${survivesReload ? 'survives' : 'is asked for again after'} a reload`, async ({
    page,
    evmRig,
    evmWallet,
    registry,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(script)
    await openSite(page, { evmRig, registry })
    await connectWallet(page, evmWallet)
    await openAccount(page)
    await expect(page.getByTestId('account-balance')).toHaveText(
      formatBalance(await rigBalance(evmWallet), 'ETH'),
    )
    await page.reload()
    if (survivesReload)
      await expect
        .poll(() => page.evaluate(() => window.latchKit.getState().accounts.eip155?.address))
        .toBe(evmWallet.address)
    else {
      // Nothing could be kept: the visitor connects again, and that works.
      await page.waitForFunction(() => window.latchKit.getState().accounts.eip155?.status === 'disconnected')
      await connectWallet(page, evmWallet)
    }
    expect(errors).toEqual([])
  })

test('the registry down at open: the injected wallet is still offered and connects; All wallets says so and Try again loads them', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  registry.faults.next({ path: '/getWallets', status: 503, times: 20 })
  await openSite(page, { evmRig, registry })
  await page.evaluate(() => window.latchKit.open())
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /^LatchKit Test Wallet/ })).toBeVisible()
  await connect.getByRole('button', { name: /^All wallets/ }).click()
  const allWallets = page.getByRole('dialog', { name: 'All wallets' })
  await expect(allWallets.getByRole('alert')).toHaveText('Could not load wallets')
  registry.faults.clear()
  await allWallets.getByRole('button', { name: 'Try again' }).click()
  await expect(allWallets.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await connect.getByRole('button', { name: /^LatchKit Test Wallet/ }).click()
  await expect
    .poll(() => page.evaluate(() => window.latchKit.getState().accounts.eip155?.address))
    .toBe(evmWallet.address)
})
