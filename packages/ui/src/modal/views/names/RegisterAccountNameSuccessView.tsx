import type { NameController } from '@latchkit/core'
import { useRef } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { walletCss } from '../wallet/walletCss.js'
import { nameCss } from './nameCss.js'

/** RegisterAccountNameSuccess: the name just registered, and the way back to Account. */
export default function RegisterAccountNameSuccessView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  useViewSheet(ref, nameCss)
  const name = useKitState((state) => state.names?.registeredName)
  const finish = () =>
    void (kit.loadFeature('names') as Promise<NameController>)
      .then((controller) => controller.finish())
      .catch(() => {})
  return (
    <div ref={ref} className="form">
      <p className="note" role="status">
        {t('nameRegistered')}
      </p>
      <p className="name-registered">{name ?? ''}</p>
      <button type="button" className="form-button" data-kind="primary" onClick={finish}>
        {t('backToAccount')}
      </button>
    </div>
  )
}
