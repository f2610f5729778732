import { useEffect, useRef } from 'react'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { emailCss } from './emailCss.js'
import { loadEmailLogin } from './useEmailLogin.js'

/**
 * ApproveTransaction and EmbeddedWalletFrame: a box the embedded wallet's frame is laid over while
 * the frame itself speaks to the visitor (what a dapp asks it to sign, the recovery password, key
 * export). The frame is another origin: the site cannot draw into it or answer for the visitor.
 * Focus moves into the frame; leaving the view hides it again.
 */
export default function EmbeddedFrameView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, emailCss)
  useEffect(() => {
    const box = ref.current
    if (!box) return
    let hide: (() => void) | undefined
    let left = false
    loadEmailLogin(kit)
      .then((controller) => controller.showFrame(box))
      .then((hideFrame) => {
        if (left) hideFrame()
        else hide = hideFrame
      })
      .catch(() => {})
    return () => {
      left = true
      hide?.()
    }
  }, [kit])
  return (
    <div ref={ref} className="frame-box">
      <p>{t('walletFrameLoading')}</p>
    </div>
  )
}
