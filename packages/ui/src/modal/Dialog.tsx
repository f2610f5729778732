import { useRef } from 'react'
import { useOptionalKit } from '../kit/KitContext.js'
import { Header } from './Header.js'
import { KitAlertBanner } from './KitAlertBanner.js'
import { useShell } from './ShellContext.js'
import { useBodyHeight } from './useBodyHeight.js'
import { useDialogKeys } from './useDialogKeys.js'
import { useInitialFocus } from './useInitialFocus.js'
import type { Presence } from './usePresence.js'
import { ViewOutlet } from './views/ViewOutlet.js'
import { viewTitle } from './views/viewTitle.js'

const titleId = 'latch-modal-title'

/**
 * The card: a WAI-ARIA dialog labelled by its title, with the header and the current view.
 * 'hidden': the closed modal's Connect view, rendered ahead of the next open.
 */
export function Dialog({ presence, embedded }: { presence: Presence | 'hidden'; embedded: boolean }) {
  const { host, state, t } = useShell()
  // Read as the view changes (the shell re-renders then): what the wallet's frame asks, or the
  // social login's provider, for its title.
  const kit = useOptionalKit()
  const dialogRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const view = presence === 'hidden' ? 'Connect' : (state.history.at(-1) ?? 'Connect')

  useInitialFocus({ dialogRef, bodyRef, view, enabled: presence === 'open' && !embedded })
  useDialogKeys({ dialogRef, host, enabled: presence === 'open' && !embedded })
  useBodyHeight(bodyRef, contentRef)

  return (
    <div
      ref={dialogRef}
      className="card"
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={presence}
      data-view={view}
    >
      <div className="handle" aria-hidden="true" />
      <Header
        titleId={titleId}
        title={viewTitle(view, t, kit?.getState().modal.data)}
        onBack={state.history.length > 1 && presence !== 'hidden' ? () => host.goBack() : undefined}
        onClose={state.closeBlocked || embedded ? undefined : () => host.close()}
      />
      <div ref={bodyRef} className="body">
        <div ref={contentRef}>
          {host.kit ? <KitAlertBanner /> : null}
          <div data-view-root="">
            <ViewOutlet view={view} />
          </div>
        </div>
      </div>
    </div>
  )
}
