import type { LatchKit } from '@latchkit/core'
import type { ModalHost } from '../elements/modalHost.js'
import type { ModalElementState, ModalStore } from '../elements/modalStore.js'
import type { ThemeMode } from '../theme/palettes.js'
import type { ThemeVariables } from '../theme/themeVariables.js'

/**
 * What `bindModal` drives of `<latch-modal>` (`LatchModalElement` has it all): the views' host,
 * plus following a kit, the theme, the store the snackbar is cleared in and whether closing is
 * blocked.
 */
export type BoundModal = ModalHost & {
  readonly store: ModalStore<ModalElementState>
  closeBlocked: boolean
  connectKit(kit: LatchKit): () => void
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}
