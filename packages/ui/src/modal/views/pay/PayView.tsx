import type { ChainNamespace, PayController, PayState } from '@latchkit/core'
import { writeExactDecimal } from '@latchkit/core'
import { useRef } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { walletCss } from '../wallet/walletCss.js'

const loadPay = (kit: ReturnType<typeof useKit>) => kit.loadFeature('pay') as Promise<PayController>

/**
 * Pay: what the site asks the visitor to pay, to whom and on which network (`kit.pay`). A visitor
 * not connected in the request's chain family connects first and comes back here; Pay asks the
 * wallet (after a network switch when needed). A failure is said here and Pay tries again; once
 * sent, the transaction's id shows and Done closes the modal.
 */
export default function PayView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  // Made by `kit.pay`, which loads the controller before it opens this view.
  const pay: Partial<PayState> = useKitState((state) => state.pay) ?? {}
  const request = pay.request
  const namespace = request?.network.split(':')[0] as ChainNamespace | undefined
  const isConnected = useKitState((state) => !!namespace && !!state.accounts[namespace]?.address)
  const networkName = useKitState((state) =>
    namespace
      ? state.network.byNamespace[namespace]?.requestedCaipNetworks.find(
          (network) => network.caipNetworkId === request?.network,
        )?.name
      : undefined,
  )
  const paying = pay.step === 'paying'
  const sent = pay.step === 'success' && pay.result?.status === 'success' ? pay.result : undefined

  return (
    <div ref={ref} className="form">
      <dl className="facts">
        <dt>{t('payAmount')}</dt>
        <dd data-testid="pay-amount">
          {writeExactDecimal(request?.amount ?? '', state.locale)} {pay.symbol}
        </dd>
        <dt>{t('payTo')}</dt>
        <dd data-testid="pay-recipient">{request?.recipient}</dd>
        <dt>{t('payNetwork')}</dt>
        <dd>{networkName ?? request?.network}</dd>
        {sent ? (
          <>
            <dt>{t('payTransaction')}</dt>
            <dd data-testid="pay-transaction">{sent.hash}</dd>
          </>
        ) : null}
      </dl>
      <p className="note" role="status">
        {sent ? t('paySent') : paying ? t('payConfirmInWallet') : isConnected ? '' : t('payConnectFirst')}
      </p>
      <p className="note" data-tone="error" role="alert">
        {pay.step === 'failure' && pay.error ? failureText(pay.error, { catalogue: state.catalogue, t }) : ''}
      </p>
      {sent ? (
        <button type="button" className="form-button" data-kind="primary" onClick={() => void kit.close()}>
          {t('payDone')}
        </button>
      ) : isConnected ? (
        <button
          type="button"
          className="form-button"
          data-kind="primary"
          aria-disabled={paying}
          aria-busy={paying}
          onClick={() => {
            if (!paying)
              void loadPay(kit)
                .then((controller) => controller.confirm())
                .catch(() => {})
          }}
        >
          {t('pay')}
        </button>
      ) : (
        <button
          type="button"
          className="form-button"
          data-kind="primary"
          onClick={() => kit.navigate('Connect')}
        >
          {t('payConnect')}
        </button>
      )}
    </div>
  )
}
