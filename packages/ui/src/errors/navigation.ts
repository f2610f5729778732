import { BaseError } from '@latchkit/core'

export type ViewNeedsKitErrorType = ViewNeedsKitError & { name: 'ViewNeedsKitError' }

/** `<latch-modal>` without a kit was asked to show a view only a bound kit can drive. */
export class ViewNeedsKitError extends BaseError {
  override name = 'ViewNeedsKitError' as const
  readonly view: string
  /** @param view The view asked for, e.g. `Account`. */
  constructor(view: string) {
    super(`View "${view}" needs a kit bound to the modal`, {
      metaMessages: [
        'Without a kit, <latch-modal> shows Connect and ConnectingWalletConnect only. Create the modal with `createLatchKit` from @latchkit/ui (or call `modal.connectKit(kit)`) for the others.',
      ],
    })
    this.view = view
  }
}
