import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { chooseByKeyboard, expectAxeClean, openAccount, openActivityTab, rigAccount } from './walletModal.js'

/** Fills the Swap form by keyboard: pay `from`, get `to`, the amount. */
async function fillSwap(page: Page, swap: Locator, order: { from: string; to: string; amount: string }) {
  await chooseByKeyboard(page, swap.getByLabel('You pay'), order.from)
  await chooseByKeyboard(page, swap.getByLabel('You get'), order.to)
  await swap.getByLabel('Amount').focus()
  await page.keyboard.type(order.amount)
}

// Both tests swap lUSD for LTK through the rig's Uniswap v2: with the cloud, the provider API's
// convert endpoints build the transactions; without it, the EVM adapter's on-chain provider reads
// the router itself. Each visitor is an account of its own, so its balances are this test's.
for (const { cloud, path, accountIndex } of [
  { cloud: 'on', path: '/', accountIndex: -3 },
  { cloud: 'off', path: '/?cloud=off', accountIndex: -4 },
] as const)
  test(`cloud ${cloud}: a visitor swaps lUSD for LTK by keyboard, approving once, and the tokens, the chain and Activity all show it`, async ({
    page,
    demo,
  }) => {
    test.setTimeout(120_000)
    const errors = watchErrors(page)
    const visitor = rigAccount(demo.rig, accountIndex)
    const chain = demo.rig.evm.chains[0]
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
    const balanceOf = (token: `0x${string}`) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [visitor.address],
      })
    const wallet = createEvmWallet({
      privateKeys: [visitor.privateKey],
      chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, wallet)
    await page.goto(path)
    const account = await openAccount(page)

    for (const [round, amount] of [
      [1, '12.5'],
      [2, '7.5'],
    ] as const) {
      const [lusdBefore, ltkBefore] = await Promise.all([
        balanceOf(chain.tokens.lUSD.address),
        balanceOf(chain.tokens.LTK.address),
      ])
      await account.getByRole('button', { name: 'Swap' }).focus()
      await page.keyboard.press('Enter')
      const swap = page.getByRole('dialog', { name: 'Swap' })
      await fillSwap(page, swap, { from: 'lUSD', to: 'LTK', amount })
      const quote = swap.getByRole('definition').first()
      await expect(quote).toHaveText(/^[\d,.]+ LTK$/, { timeout: 15_000 })
      await expect(swap.getByText('Minimum received')).toBeVisible()
      const submit = swap.locator('button[type="submit"]')
      if (round === 1) {
        // The first swap of lUSD: the router may not spend it yet.
        await expectAxeClean(page, 'the Swap view')
        await expect(submit).toHaveText('Approve lUSD')
        await submit.focus()
        await page.keyboard.press('Enter')
        await expect(submit).toHaveText('Swap', { timeout: 30_000 })
      } else {
        // The approval covers this one: no Approve step.
        await expect(submit).toHaveText('Swap')
      }
      const shown = Number((await quote.textContent())?.replace(/[^\d.]/g, ''))
      await submit.focus()
      await page.keyboard.press('Enter')
      // The swap sent: back on Account.
      await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
      await expect.poll(() => balanceOf(chain.tokens.lUSD.address)).toBe(lusdBefore - parseUnits(amount, 6))
      const gained = Number((await balanceOf(chain.tokens.LTK.address)) - ltkBefore) / 1e18
      // What the quote said, within its rounding for display (and no slippage: nothing else traded).
      expect(gained).toBeGreaterThan(0)
      expect(Math.abs(gained - shown) / shown).toBeLessThan(0.001)
    }
    // Activity lists the swaps: pending at once, then as the source lists them, lUSD out and LTK in.
    const activity = await openActivityTab(page, account)
    const latest = activity.getByRole('listitem').first()
    await expect(latest).toContainText('Swapped', { timeout: 30_000 })
    await expect(latest).toContainText(/−7\.5 lUSD · \+[\d.,]+ LTK/)
    expect(errors).toEqual([])
  })
