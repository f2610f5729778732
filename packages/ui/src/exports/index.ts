export { bindLatchButtons } from '../elements/buttons/bindButtons.js'
export { type ButtonFallback, latchButtonFallback } from '../elements/buttons/buttonFallback.js'
export type { ButtonKind, ButtonState, ButtonStatus } from '../elements/buttons/buttonState.js'
export {
  LatchAccountButtonElement,
  LatchButtonElement,
  LatchConnectButtonElement,
  LatchNetworkButtonElement,
} from '../elements/buttons/buttons.js'
export { latchButtonsFallbackCss } from '../elements/buttons/fallbackCss.js'
export type { OpenRequest } from '../elements/buttons/LatchButtonBase.js'
export { defineLatchElements } from '../elements/defineElements.js'
export { LatchModalElement, type OpenModalParameters } from '../elements/LatchModalElement.js'
export { ModalLoadError, type ModalLoadErrorType, prefetchModal } from '../elements/loadModalChunk.js'
export type {
  ConnectorTag,
  ModalAlert,
  ModalConnector,
  ModalElementState,
  ModalStore,
  ModalViewState,
} from '../elements/modalStore.js'
export { type MountModalParameters, mountModal } from '../elements/mountModal.js'
// `en` itself is exported by `@latchkit/ui/en` (./en.ts): exported here, it would ride in the
// page's first download even though only the lazily loaded modal needs it.
export type { Catalogue, StringId } from '../i18n/strings.en.js'
export { createTranslator, type Translate } from '../i18n/translate.js'
export { type CreateLatchKitParameters, createLatchKit } from '../kit/createLatchKit.js'
export type { ThemeMode } from '../theme/palettes.js'
export {
  InvalidThemeVariableError,
  type InvalidThemeVariableErrorType,
  type ThemeVariables,
} from '../theme/themeVariables.js'
