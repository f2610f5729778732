'use client'

import type { LatchKit } from '@latchkit/core'
import { createLatchKit, LatchKitProvider } from '@latchkit/react'
import { type ReactNode, useState } from 'react'
import { latchKitParameters } from './latchKitParameters'

// In the browser: one kit for the page, created once when this module loads (which also mounts
// the modal), reading and writing `document.cookie`.
const browserKit: LatchKit | undefined =
  typeof document === 'undefined'
    ? undefined
    : createLatchKit(
        latchKitParameters({
          read: () => document.cookie,
          write: (setCookie) => {
            // biome-ignore lint/suspicious/noDocumentCookie: the kit writes one whole Set-Cookie string, which is what this assignment takes.
            document.cookie = setCookie
          },
        }),
      )

/**
 * Gives the hooks and buttons below it the kit. On the server it makes a kit per request (a server
 * renders many visitors at once, so a module-level kit would serve one visitor's state to another)
 * from `kitCookies`, the request's kit cookies, so the HTML matches what the browser's kit starts
 * from and hydration finds nothing to correct. In the browser it hands out the page's kit.
 */
export function LatchKitRoot({ kitCookies, children }: { kitCookies: string; children: ReactNode }) {
  const [kit] = useState(() => browserKit ?? createRequestKit(kitCookies))
  return <LatchKitProvider kit={kit}>{children}</LatchKitProvider>
}

/** A kit for one server render, from the request's kit cookies. */
function createRequestKit(kitCookies: string): LatchKit {
  const kit = createLatchKit(
    latchKitParameters({
      read: () => kitCookies,
      // Nothing to write while rendering: the browser's kit writes its own cookies.
      write: () => {},
    }),
  )
  // The render reads the kit's state in this task; stop the kit after it, or the server keeps
  // every request's kit (about 120 KB each) for good. Its state stays readable once stopped.
  setTimeout(() => kit.destroy(), 0)
  return kit
}
