import type { MessageCode } from '../../errors/messages.js'

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success'

/**
 * A message for the visitor: a catalogue code (src/errors/messages.ts) plus the values of its
 * placeholders; the UI maps the code to its text.
 */
export type Notice = {
  code: MessageCode
  values: Record<string, string | number>
  severity: NoticeSeverity
}

/** The alert (a banner that stays until dismissed) and the snackbar (a short toast). */
export type NoticesState = { alert: Notice | undefined; snackbar: Notice | undefined }

export function createNoticesState(): NoticesState {
  return { alert: undefined, snackbar: undefined }
}

export type ShowNoticeParameters = {
  values?: Record<string, string | number>
  severity?: NoticeSeverity
  /** Shows this code at most once per kit instance. */
  once?: boolean
}

export type Notices = ReturnType<typeof createNotices>

/** Shows alerts and snackbars in state. */
export function createNotices(parameters: { state: NoticesState }) {
  const { state } = parameters
  const shownOnce = new Set<string>()

  function toNotice(code: MessageCode, options: ShowNoticeParameters): Notice | undefined {
    if (options.once) {
      if (shownOnce.has(code)) return undefined
      shownOnce.add(code)
    }
    return { code, values: { ...options.values }, severity: options.severity ?? 'error' }
  }

  return {
    showAlert(code: MessageCode, options: ShowNoticeParameters = {}) {
      const notice = toNotice(code, options)
      if (notice) state.alert = notice
    },
    closeAlert() {
      state.alert = undefined
    },
    showSnackbar(code: MessageCode, options: ShowNoticeParameters = {}) {
      const notice = toNotice(code, options)
      if (notice) state.snackbar = notice
    },
    closeSnackbar() {
      state.snackbar = undefined
    },
  }
}
