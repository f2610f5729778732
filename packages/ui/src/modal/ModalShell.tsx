import { useMemo, useSyncExternalStore } from 'react'
import type { LatchModalElement } from '../elements/LatchModalElement.js'
import type { ModalStore } from '../elements/modalStore.js'
import { createTranslator } from '../i18n/translate.js'
import { KitProvider } from '../kit/KitContext.js'
import { Dialog } from './Dialog.js'
import { ShellContext } from './ShellContext.js'
import { Snackbar } from './Snackbar.js'
import { usePresence } from './usePresence.js'

/** The modal: an overlay with the dialog (or the card alone when embedded) and the live regions. */
export function ModalShell({ host, store }: { host: LatchModalElement; store: ModalStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState)
  const t = useMemo(() => createTranslator(state.catalogue), [state.catalogue])
  const shell = useMemo(() => ({ host, state, t }), [host, state, t])
  const presence = usePresence(state.isOpen)
  const embedded = host.embedded
  const kit = host.kit

  const tree = (
    <ShellContext.Provider value={shell}>
      {presence === 'closed' ? null : embedded ? (
        <Dialog presence={presence} embedded />
      ) : (
        // The backdrop is pointer-only on purpose: its keyboard equivalent is Escape (useDialogKeys).
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div
          className="overlay"
          data-state={presence}
          inert={presence === 'closing'}
          onClick={(event) => {
            if (event.target === event.currentTarget) host.close()
          }}
        >
          <Dialog presence={presence} embedded={false} />
        </div>
      )}
      <Snackbar />
    </ShellContext.Provider>
  )
  return kit ? <KitProvider kit={kit}>{tree}</KitProvider> : tree
}
