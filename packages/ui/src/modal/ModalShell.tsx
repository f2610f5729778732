import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { setButtonTexts } from '../elements/buttons/buttonRegistry.js'
import type { ModalHost } from '../elements/modalHost.js'
import type { ModalStore } from '../elements/modalStore.js'
import { createModalTranslator } from '../i18n/modalTranslator.js'
import { KitProvider } from '../kit/KitContext.js'
import { Dialog } from './Dialog.js'
import { ShellContext } from './ShellContext.js'
import { Snackbar } from './Snackbar.js'
import { usePresence } from './usePresence.js'

/** The modal: an overlay with the dialog (or the card alone when embedded) and the live regions. */
export function ModalShell({ host, store }: { host: ModalHost; store: ModalStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState)
  const { catalogue, locale } = state
  // The page's buttons speak the modal's language (and the site's wording) once it is known.
  useEffect(() => setButtonTexts(catalogue), [catalogue])
  const t = useMemo(() => createModalTranslator(catalogue, locale), [catalogue, locale])
  const presence = usePresence(state.isOpen)
  const embedded = host.embedded
  // Closed after a prefetch: the Connect view stays rendered, hidden, for the next open to show.
  const isHidden = presence === 'closed' && state.isPrerendered && !embedded
  const shell = useMemo(() => ({ host, state, t, isShown: !isHidden }), [host, state, t, isHidden])
  const kit = host.kit

  const tree = (
    <ShellContext.Provider value={shell}>
      {presence === 'closed' && !isHidden ? null : embedded ? (
        <Dialog presence={presence} embedded />
      ) : (
        // The backdrop is pointer-only on purpose: its keyboard equivalent is Escape (useDialogKeys).
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div
          className="overlay"
          data-state={isHidden ? 'hidden' : presence}
          inert={presence !== 'open'}
          onClick={(event) => {
            if (event.target === event.currentTarget) host.close()
          }}
        >
          <Dialog presence={isHidden ? 'hidden' : presence} embedded={false} />
        </div>
      )}
      <Snackbar />
    </ShellContext.Provider>
  )
  return kit ? <KitProvider kit={kit}>{tree}</KitProvider> : tree
}
