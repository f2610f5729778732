import { createContext, useContext } from 'react'
import type { ModalHost } from '../elements/modalHost.js'
import type { ModalViewState } from '../elements/modalStore.js'
import { OutsideProviderError } from '../errors/context.js'
import type { Translate } from '../i18n/translate.js'

export type Shell = {
  host: ModalHost
  state: ModalViewState
  t: Translate
  /** False while the closed modal keeps its Connect view rendered but hidden (see `isPrerendered`). */
  isShown: boolean
}

export const ShellContext = createContext<Shell | null>(null)

/** The modal's host element, its current view state and the translator, for any view or primitive. */
export function useShell(): Shell {
  const shell = useContext(ShellContext)
  if (!shell) throw new OutsideProviderError({ hook: 'useShell', provider: 'the modal shell' })
  return shell
}
