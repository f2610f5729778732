import { BaseError } from '../errors/base.js'

export type ModalClosedErrorType = ModalClosedError & { name: 'ModalClosedError' }

/** The visitor left the QR code: it expired while the modal was closed, so no new one was made. */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError' as const
  readonly code = 'MODAL_CLOSED' as const
  constructor() {
    super('Modal closed')
  }
}
