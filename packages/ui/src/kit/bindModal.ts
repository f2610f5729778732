import type { ThemeVariables as KitThemeVariables, LatchKit, Logger, Notice } from '@latchkit/core'
import type { ModalAlert } from '../elements/modalStore.js'
import type { ThemeVariables } from '../theme/themeVariables.js'
import type { BoundModal } from './boundModal.js'

const alertKind: Record<Notice['severity'], ModalAlert['kind']> = {
  error: 'error',
  warning: 'error',
  info: 'info',
  success: 'success',
}

/** The snackbar message of a core notice: its code is looked up in the catalogue by the views. */
export function toModalAlert(notice: Notice): ModalAlert {
  return { kind: alertKind[notice.severity], message: notice.code, values: notice.values }
}

/** The variables to apply so the element matches `next`: removed ones become `undefined`. */
export function themeVariablesPatch(next: KitThemeVariables, previous: KitThemeVariables): ThemeVariables {
  const patch: Record<string, string | number | undefined> = {}
  for (const name of Object.keys(previous)) patch[name] = undefined
  return { ...patch, ...next } as ThemeVariables
}

/**
 * Makes `<latch-modal>` render `kit`: open state and history (through `connectKit`), the theme
 * mode and variables, the core's snackbar notices, and whether closing is blocked (sign-in
 * required). Theme variables the modal refuses are logged (`createLatchKit` checks the kit's
 * starting ones itself, and throws).
 * Returns a function that stops it all.
 */
export function bindModal(
  modal: BoundModal,
  kit: LatchKit,
  { logger }: { logger: Pick<Logger, 'error'> },
): () => void {
  const applyVariables = (variables: ThemeVariables) => {
    try {
      modal.setThemeVariables(variables)
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error))
    }
  }
  const { theme } = kit.getState()
  modal.setThemeMode(theme.mode)
  applyVariables(theme.variables)

  let shownNotice: ModalAlert | undefined
  const stops = [
    modal.connectKit(kit),
    kit.subscribe(
      (state) => state.theme.mode,
      (mode) => modal.setThemeMode(mode),
    ),
    kit.subscribe(
      (state) => state.theme.variables,
      (next, previous) => applyVariables(themeVariablesPatch(next, previous)),
    ),
    kit.subscribe(
      (state) => state.notices.snackbar,
      (notice) => {
        if (notice) {
          shownNotice = toModalAlert(notice)
          modal.showAlert(shownNotice)
        } else if (shownNotice && modal.store.getState().alert === shownNotice) {
          // Only the core's own snackbar goes; a message the modal showed itself stays.
          modal.store.setState({ alert: undefined })
        }
      },
      { fireImmediately: true },
    ),
    kit.subscribe(
      (state) => state.modal.view,
      () => {
        void kit.isCloseBlocked().then((closeBlocked) => {
          modal.closeBlocked = closeBlocked
        })
      },
      { fireImmediately: true },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
