// `@latchkit/ui/element`: `<latch-modal>` and what creates it, for sites that drive the element
// themselves; apart from the main entry so that a page using `createLatchKit` loads the element
// only with the modal's code.
export { defineLatchElements } from '../elements/defineElements.js'
export { LatchModalElement, type OpenModalParameters } from '../elements/LatchModalElement.js'
export { type MountModalParameters, mountModal } from '../elements/mountModal.js'
