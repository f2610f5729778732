import { type BundledSite, startBundledSite } from '@latchkit/testing/site'

/** The test site, served on 127.0.0.1 and a free port. */
export type Site = BundledSite

/** Bundles `site/main.ts` for the browser (as a site's bundler would) and serves it. */
export function startSite(): Promise<Site> {
  return startBundledSite({
    entry: new URL('./site/main.ts', import.meta.url),
    title: 'LatchKit Polkadot e2e',
  })
}
