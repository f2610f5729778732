import type { SendFeeEstimate, SendState } from '@latchkit/core'
import { writeExactDecimal } from '@latchkit/core'
import { useEffect, useRef, useState } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { loadSend } from './useSendController.js'
import { walletCss } from './walletCss.js'

/**
 * WalletSendPreview: what will be sent, to whom, on which network, and the fee; Send asks the
 * wallet. While the wallet is asked the button says so; a rejection or failure is said here and
 * the visitor may send again or go back to change the form. Success returns to Account.
 */
export default function WalletSendPreviewView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  // Made by the send flow, which loads before this view shows.
  const send: Partial<SendState> = useKitState((state) => state.send) ?? {}
  const network = useKitState((state) => state.network.activeCaipNetwork)
  const [fee, setFee] = useState<SendFeeEstimate | null>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let current = true
    void loadSend(kit)
      .then((controller) => controller.estimateFee())
      .then(
        (estimate) => current && setFee(estimate ?? null),
        () => current && setFee(null),
      )
    return () => {
      current = false
    }
  }, [kit])

  const confirm = async () => {
    if (send.loading) return
    setError(undefined)
    try {
      await (await loadSend(kit)).send()
    } catch (failure) {
      setError(failureText(failure, { catalogue: state.catalogue, t }))
    }
  }
  const receiver = send.resolvedReceiverAddress ?? send.receiverAddress ?? ''
  return (
    <div ref={ref} className="form">
      <dl className="facts">
        <dt>{t('amount')}</dt>
        <dd>
          {writeExactDecimal(send.sendTokenAmount ?? '', state.locale)} {send.token?.symbol}
        </dd>
        <dt>{t('receiverAddress')}</dt>
        <dd>
          {send.receiverProfileName ? `${send.receiverProfileName} · ` : ''}
          {receiver}
        </dd>
        <dt>{t('network')}</dt>
        <dd>{network?.name}</dd>
        <dt>{t('networkFee')}</dt>
        <dd aria-busy={fee === undefined}>
          {fee
            ? `${writeExactDecimal(fee.fee, state.locale)} ${fee.symbol}`
            : fee === null
              ? t('feeUnknown')
              : '…'}
        </dd>
      </dl>
      <p className="note" role="status">
        {send.loading ? t('confirmInWallet') : ''}
      </p>
      <p className="note" data-tone="error" role="alert">
        {error ?? ''}
      </p>
      <button
        type="button"
        className="form-button"
        data-kind="primary"
        aria-disabled={send.loading}
        aria-busy={send.loading}
        onClick={confirm}
      >
        {send.loading ? t('sending') : t('send')}
      </button>
    </div>
  )
}
