import type { SendState } from '@latchkit/core'
import { readTypedDecimal, showTypedDecimal } from '@latchkit/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { truncateAddress } from '../../../elements/buttons/buttonState.js'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { formatUsd } from '../account/fiatWorth.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { amountWorth } from './amountWorth.js'
import { formatQuantity } from './formatQuantity.js'
import { loadSend } from './useSendController.js'
import { walletCss } from './walletCss.js'

/**
 * WalletSend: the token (from the account's balances), the amount (Max: the whole balance, less
 * the fee for the native currency) and the receiver (an address, or a name the adapter resolves).
 * Review checks the form with the spec's words and opens the preview. The form survives going
 * back and a rejected send; a network change resets it.
 */
export default function WalletSendView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, walletCss)
  const id = useId()
  const namespace = useKitState((state) => state.network.activeNamespace)
  const tokens = useKitState((state) => (namespace ? (state.accounts[namespace]?.tokenBalance ?? []) : []))
  const send: Partial<SendState> = useKitState((state) => state.send) ?? {}
  const [error, setError] = useState<string>()

  // What the site opened the view with (`kit.open({ view: 'WalletSend', data: { send } })`).
  const preset = useKitState((state) => state.modal.data?.send)
  const [balancesRead, setBalancesRead] = useState(false)

  useEffect(() => {
    if (namespace)
      void kit
        .fetchTokenBalance(namespace)
        .catch(() => {})
        .finally(() => setBalancesRead(true))
  }, [kit, namespace])
  // The native currency is picked until the visitor picks another token. The balances may arrive
  // after the visitor started typing: this pick keeps the amount typed (a visitor's own pick of a
  // token clears it).
  useEffect(() => {
    if (!preset && !send.token && tokens[0])
      void loadSend(kit).then((controller) => {
        const typed = kit.getState().send?.sendTokenAmount
        controller.setToken(tokens[0])
        if (typed) controller.setAmount(typed)
      })
  }, [kit, preset, send.token, tokens])
  // A preset fills the form once the balances are read (its token is one of them), then is
  // dropped from the view's data: going back to this view keeps what the visitor changed.
  useEffect(() => {
    if (!preset || !balancesRead) return
    void loadSend(kit)
      .then((controller) => controller.applyPreset(preset, tokens))
      .finally(() => {
        if (kit.getState().modal.view === 'WalletSend')
          kit.navigate('WalletSend', undefined, { replace: true })
      })
  }, [kit, preset, balancesRead, tokens])

  const act = async (action: (controller: Awaited<ReturnType<typeof loadSend>>) => unknown) => {
    setError(undefined)
    try {
      await action(await loadSend(kit))
    } catch (failure) {
      setError(failureText(failure, { catalogue: state.catalogue, t }))
    }
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    void act((controller) => {
      controller.check()
      kit.navigate('WalletSendPreview')
    })
  }
  const worth = amountWorth(send.token, send.sendTokenAmount)
  const tokenKey = (token: { chainId: string; address?: string | undefined }) =>
    `${token.chainId}:${token.address ?? 'native'}`

  return (
    <form ref={ref} className="form" onSubmit={review} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-token`}>
          {t('token')}
        </label>
        <select
          id={`${id}-token`}
          className="field-select"
          value={send.token ? tokenKey(send.token) : ''}
          onChange={(event) => {
            const token = tokens.find((entry) => tokenKey(entry) === event.currentTarget.value)
            void act((controller) => controller.setToken(token))
          }}
        >
          {send.token ? null : <option value="">{t('chooseToken')}</option>}
          {tokens.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {token.symbol} · {formatQuantity(token.quantity.numeric, state.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-amount`}>
          {t('amount')}
        </label>
        <div className="field-row">
          <input
            id={`${id}-amount`}
            className="field-input"
            inputMode="decimal"
            autoComplete="off"
            value={showTypedDecimal(send.sendTokenAmount ?? '', state.locale)}
            aria-describedby={`${id}-available`}
            onChange={(event) => {
              const value = readTypedDecimal(event.currentTarget.value, state.locale)
              void act((controller) => controller.setAmount(value))
            }}
          />
          <button
            type="button"
            className="chip"
            disabled={!send.token}
            onClick={() => void act((controller) => controller.setMaxAmount())}
          >
            {t('max')}
          </button>
        </div>
        <span className="field-hint" id={`${id}-available`}>
          {send.token
            ? t('availableBalance', {
                amount: `${formatQuantity(send.token.quantity.numeric, state.locale)} ${send.token.symbol}`,
              })
            : ''}
          {worth === undefined ? '' : ` · ${t('tokenWorth', { amount: formatUsd(worth, state.locale) })}`}
        </span>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-receiver`}>
          {t('receiverAddress')}
        </label>
        <input
          id={`${id}-receiver`}
          className="field-input"
          autoComplete="off"
          spellCheck={false}
          value={send.receiverAddress ?? ''}
          aria-describedby={`${id}-receiver-hint`}
          onChange={(event) => {
            const value = event.currentTarget.value
            void act((controller) => controller.setReceiver(value))
          }}
        />
        <span className="field-hint" id={`${id}-receiver-hint`}>
          {send.receiverProfileName && send.resolvedReceiverAddress
            ? t('resolvedTo', {
                name: send.receiverProfileName,
                address: truncateAddress(send.resolvedReceiverAddress),
              })
            : t('receiverHint')}
        </span>
      </div>
      <p className="note" data-tone="error" role="alert">
        {error ?? ''}
      </p>
      <button type="submit" className="form-button" data-kind="primary">
        {t('reviewSend')}
      </button>
    </form>
  )
}
