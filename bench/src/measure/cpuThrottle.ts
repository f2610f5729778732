import type { Page } from '@playwright/test'

/**
 * How many times slower the throttled runs make the page's CPU: a mid-range phone, as Lighthouse's
 * mobile preset and Chrome DevTools' "4× slowdown" take it.
 */
export const throttledCpuRate = 4

/** The CPU rates every variant is measured at: as is, and throttled unless `throttle` is false. */
export function cpuRates(throttle: boolean): number[] {
  return throttle ? [1, throttledCpuRate] : [1]
}

/**
 * Slows `page`'s renderer down `rate` times (CDP Emulation.setCPUThrottlingRate) before it
 * navigates. The CDP session stays attached: Chromium drops the throttling when it detaches. The
 * network is not throttled: the pages come from 127.0.0.1 either way.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}
