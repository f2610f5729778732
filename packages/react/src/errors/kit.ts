import { BaseError } from '@latchkit/core'

export type KitNotFoundErrorType = KitNotFoundError & { name: 'KitNotFoundError' }

/**
 * A hook ran with no kit: no `<LatchKitProvider>` above it and, in a browser, no `createLatchKit`
 * call yet. On a server a provider is always needed: a kit made for one request must never
 * serve another.
 */
export class KitNotFoundError extends BaseError {
  override name = 'KitNotFoundError' as const
  constructor() {
    super(
      'No LatchKit: wrap the tree in <LatchKitProvider kit={kit}> (always, when rendering on a server), or call createLatchKit(...) before rendering in the browser',
    )
  }
}
