import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalHost } from '../elements/modalHost.js'
import type { ModalElementState, ModalStore } from '../elements/modalStore.js'
import { viewStore } from '../elements/viewStore.js'
import { en } from '../i18n/strings.en.js'
import { getSheet } from '../styles/sheet.js'
import { ModalShell } from './ModalShell.js'
import { shellCss } from './shellCss.js'
import { connectViewsCss } from './views/connect/connectViewsCss.js'

/**
 * The entry of the lazily loaded modal chunk: adopts the shell's stylesheet and renders the React
 * tree into the element's shadow root, with the English catalogue unless the site supplied its
 * own (the page's first download carries only the buttons' texts). Rendering is flushed
 * synchronously so the dialog (and its focus) is there in the same frame as the open call that
 * loaded it.
 */
export function renderShell({
  host,
  root,
  store,
}: {
  host: ModalHost
  root: ShadowRoot
  store: ModalStore<ModalElementState>
}): { unmount(): void } {
  const sheets = [getSheet(shellCss), getSheet(connectViewsCss)]
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet))
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing]
  const container = document.createElement('div')
  root.append(container)
  const reactRoot = createRoot(container)
  flushSync(() => reactRoot.render(<ModalShell host={host} store={viewStore(store, en)} />))
  return {
    unmount() {
      reactRoot.unmount()
      container.remove()
    },
  }
}
