import type { Catalogue } from '../i18n/strings.en.js'
import type { ThemeMode } from '../theme/palettes.js'
import type { ThemeVariables } from '../theme/themeVariables.js'
import { defineLatchElements } from './defineElements.js'
import type { LatchModalElement } from './LatchModalElement.js'
import { prefetchModalWhenIdle } from './loadModalChunk.js'

export type MountModalParameters = {
  /** Where the element goes: the end of `document.body`, or nowhere (the site places it). @default 'body' */
  appendTo?: 'body' | false | undefined
  /** Shown inline and always open, where the site places the element (implies no appending). @default false */
  embedded?: boolean | undefined
  /** @default 'dark' */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * When to download the modal's code before the first open: on hover or focus of a kit button
   * ('interaction'; opening always loads it), or also as soon as the browser is idle ('idle').
   * @default 'interaction'
   */
  prefetch?: 'interaction' | 'idle' | undefined
  /** Origins wallet images may load from, besides data: URLs. @default [the page's origin] */
  imageOrigins?: readonly string[] | undefined
  /** The texts to show, in place of the locale's (see the kit's `locale`). @default the locale's catalogue */
  catalogue?: Catalogue | undefined
  /** The site's own wording for some texts, by id, over whichever catalogue shows. */
  strings?: Partial<Catalogue> | undefined
}

/**
 * Creates the `<latch-modal>` element and, unless embedded or told not to, appends it at the end
 * of the page body (spec section 2). Returns `undefined` on the server.
 *
 * @example
 * const modal = mountModal({ themeMode: 'light' })
 * modal?.open()
 */
export function mountModal(parameters: MountModalParameters = {}): LatchModalElement | undefined {
  if (typeof document === 'undefined') return undefined
  defineLatchElements()
  const modal = document.createElement('latch-modal')
  if (parameters.embedded) modal.setAttribute('embedded', '')
  if (parameters.themeMode) modal.setThemeMode(parameters.themeMode)
  if (parameters.themeVariables) modal.setThemeVariables(parameters.themeVariables)
  if (parameters.imageOrigins) modal.update({ imageOrigins: parameters.imageOrigins })
  if (parameters.catalogue) modal.update({ catalogue: parameters.catalogue })
  if (parameters.strings) modal.update({ strings: parameters.strings })
  if (!parameters.embedded && parameters.appendTo !== false) document.body.append(modal)
  if (parameters.prefetch === 'idle') prefetchModalWhenIdle()
  return modal
}
