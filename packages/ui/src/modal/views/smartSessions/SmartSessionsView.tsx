import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { SessionItem } from './SessionItem.js'
import { loadSessions, revokeSession, sessionList } from './sessionList.js'
import { smartSessionsCss } from './smartSessionsCss.js'

/**
 * SmartSessions: the smart account's sessions (ERC-7715 permissions sites were granted), read
 * afresh each time the view opens, each with Revoke (`revokeSession`). As a revoked session leaves
 * the list, focus moves to the Revoke button that took its place (else the last one, else the
 * empty list's message), so the keyboard never falls back to the page.
 */
export default function SmartSessionsView() {
  const kit = useKit()
  const { host, state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, smartSessionsCss)
  const store = sessionList(kit)
  const list = useSyncExternalStore(store.subscribe, store.get, store.get)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const emptyRef = useRef<HTMLParagraphElement>(null)
  const retryRef = useRef<HTMLButtonElement>(null)
  // The session being revoked and its place, until it has left the list and focus has moved on.
  const leaving = useRef<{ id: string; index: number } | undefined>(undefined)

  useEffect(() => {
    void loadSessions(kit)
  }, [kit])

  const sessions = list.status === 'loaded' ? list.sessions : undefined
  useLayoutEffect(() => {
    const gone = leaving.current
    if (!gone || !sessions || sessions.some((session) => session.id === gone.id)) return
    leaving.current = undefined
    // Only when focus went with the removed button (the visitor may have moved on meanwhile).
    const focused = (ref.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
    if (focused && ref.current?.contains(focused)) return
    const next = sessions[Math.min(gone.index, sessions.length - 1)]
    ;(next ? buttons.current.get(next.id) : emptyRef.current)?.focus()
  }, [sessions])

  // Try again's button leaves as the list loads: focus then goes to what the load brought.
  const retried = useRef(false)
  useLayoutEffect(() => {
    if (!retried.current || list.status === 'loading') return
    retried.current = false
    const first = list.status === 'loaded' ? list.sessions[0] : undefined
    ;(first
      ? buttons.current.get(first.id)
      : list.status === 'failed'
        ? retryRef.current
        : emptyRef.current
    )?.focus()
  }, [list])
  const retry = () => {
    retried.current = true
    void loadSessions(kit)
  }

  const revoke = async (id: string, index: number) => {
    leaving.current = { id, index }
    const revoked = await revokeSession(kit, host, id)
    if (!revoked && leaving.current?.id === id) leaving.current = undefined
  }

  return (
    <div ref={ref} className="sessions">
      <p className="sessions-lead">{t('smartSessionsLead')}</p>
      {list.status === 'loading' ? (
        <div className="list" role="status" aria-busy="true" aria-label={t('smartSessionsLoading')}>
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      ) : list.status === 'failed' ? (
        <div className="actions-column">
          <p className="message" role="alert">
            {failureText(list.error, { catalogue: state.catalogue, t }, 'smartSessionsLoadFailed')}
          </p>
          <button ref={retryRef} type="button" className="button-secondary" onClick={retry}>
            {t('tryAgain')}
          </button>
        </div>
      ) : list.sessions.length === 0 ? (
        <p ref={emptyRef} className="message" tabIndex={-1}>
          {t('noSmartSessions')}
        </p>
      ) : (
        <ul className="list" aria-label={t('smartSessions')}>
          {list.sessions.map((session, index) => (
            <SessionItem
              key={session.id}
              session={session}
              isRevoking={list.revoking.includes(session.id)}
              revokeFailure={list.revokeFailures[session.id]}
              onRevoke={() => void revoke(session.id, index)}
              buttonRef={(button) => {
                if (button) buttons.current.set(session.id, button)
                else buttons.current.delete(session.id)
              }}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
