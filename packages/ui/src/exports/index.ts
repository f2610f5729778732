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
export { ModalLoadError, type ModalLoadErrorType, prefetchModal } from '../elements/loadModalChunk.js'
export type {
  ConnectorTag,
  ModalAlert,
  ModalConnector,
  ModalElementState,
  ModalStore,
  ModalViewState,
} from '../elements/modalStore.js'
// `<latch-modal>` itself (LatchModalElement, defineLatchElements, mountModal) is exported by
// `@latchkit/ui/element` (./element.ts): exported here, the element would ride in the page's
// first download even though a kit mounts it with the modal's code.
export type { MountModalParameters } from '../elements/mountModal.js'
export { ViewNeedsKitError, type ViewNeedsKitErrorType } from '../errors/navigation.js'
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
