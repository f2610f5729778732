import {
  cleanUntrustedText,
  type KitStateSnapshot,
  type OnrampController,
  readTypedDecimal,
  showTypedDecimal,
  writeExactDecimal,
} from '@latchkit/core'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { walletCss } from '../wallet/walletCss.js'

/** How long the form waits after the last change before it asks for a quote. */
const quoteDelayMs = 400

type OnrampSnapshot = NonNullable<KitStateSnapshot['onramp']>

const loadOnramp = (kit: ReturnType<typeof useKit>) => kit.loadFeature('onramp') as Promise<OnrampController>

/** Text the provider API sent, as the modal may show it (always as text, never as markup). */
const shown = (text: string) => cleanUntrustedText(text)
/** An amount from the provider, written the way the visitor's language writes numbers. */
const amountShown = (amount: string, locale: string) => writeExactDecimal(shown(amount), locale)

/**
 * Buy crypto: what to buy and on which network, the currency paid in and the amount, the quote
 * (asked for shortly after the last change), then the provider's page in a new window, where the
 * visitor completes the purchase. The window opens in the visitor's click so that pop-up blockers
 * let it through. When the provider API cannot list options or quote, its built-in options and an
 * amount without fees stand in, and the view says so.
 */
export default function OnrampView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, walletCss)
  const id = useId()
  const onramp: Partial<OnrampSnapshot> = useKitState((state) => state.onramp) ?? {}
  const activeNetwork = useKitState((state) => state.network.activeCaipNetwork?.caipNetworkId)
  // The loaded controller, so that Continue opens the window within the click itself.
  const controller = useRef<OnrampController | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on a network change, for its defaults.
  useEffect(() => {
    void loadOnramp(kit)
      .then((loaded) => {
        controller.current = loaded
        return loaded.loadOptions()
      })
      .catch(() => {})
  }, [kit, activeNetwork])

  const { options, purchaseCurrency, network, paymentCurrency, amount, quote, step } = onramp
  // What a quote depends on: a new quote is asked for whenever one of them changes.
  const quoteInputs =
    purchaseCurrency && network && paymentCurrency && amount?.trim()
      ? [purchaseCurrency.id, network.name, paymentCurrency.id, amount].join(' ')
      : undefined
  useEffect(() => {
    if (!quoteInputs) return
    const timer = setTimeout(() => {
      void loadOnramp(kit)
        .then((loaded) => loaded.fetchQuote())
        .catch(() => {})
    }, quoteDelayMs)
    return () => clearTimeout(timer)
  }, [kit, quoteInputs])

  const act = (action: (loaded: OnrampController) => unknown) =>
    void loadOnramp(kit)
      .then(action)
      .catch(() => {})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!controller.current || !quote || step === 'opening') return
    // No await before it: the provider's window opens inside the click.
    void controller.current.openProvider().catch(() => {})
  }
  const card = paymentCurrency?.payment_method_limits.find((limit) => limit.id === 'card')
  const status =
    step === 'opening'
      ? t('onrampOpening')
      : step === 'open'
        ? t('onrampCompleteInWindow')
        : onramp.optionsLoading
          ? t('onrampLoadingOptions')
          : onramp.quoteLoading
            ? t('onrampGettingQuote')
            : ''

  return (
    <form ref={ref} className="form" onSubmit={submit} noValidate aria-busy={onramp.optionsLoading ?? true}>
      {onramp.usingDefaultOptions ? <p className="note">{t('onrampDefaultOptions')}</p> : null}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-purchase`}>
          {t('onrampPurchaseCurrency')}
        </label>
        <select
          id={`${id}-purchase`}
          className="field-select"
          value={purchaseCurrency?.id ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            act((loaded) => loaded.setPurchaseCurrency(value))
          }}
        >
          {(options?.purchaseCurrencies ?? []).map((currency) => (
            <option key={currency.id} value={currency.id}>
              {t('onrampCurrencyOption', { symbol: shown(currency.symbol), name: shown(currency.name) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-network`}>
          {t('onrampNetwork')}
        </label>
        <select
          id={`${id}-network`}
          className="field-select"
          value={network?.name ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            act((loaded) => loaded.setNetwork(value))
          }}
        >
          {(purchaseCurrency?.networks ?? []).map((option) => (
            <option key={option.name} value={option.name}>
              {shown(option.display_name || option.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-payment`}>
          {t('onrampPaymentCurrency')}
        </label>
        <select
          id={`${id}-payment`}
          className="field-select"
          value={paymentCurrency?.id ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            act((loaded) => loaded.setPaymentCurrency(value))
          }}
        >
          {(options?.paymentCurrencies ?? []).map((currency) => (
            <option key={currency.id} value={currency.id}>
              {shown(currency.id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-amount`}>
          {t('onrampAmount')}
        </label>
        <input
          id={`${id}-amount`}
          className="field-input"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={card && paymentCurrency ? `${id}-limits` : undefined}
          value={showTypedDecimal(amount ?? '', state.locale)}
          onChange={(event) => {
            const value = readTypedDecimal(event.currentTarget.value, state.locale)
            act((loaded) => loaded.setAmount(value))
          }}
        />
        {card && paymentCurrency ? (
          <p id={`${id}-limits`} className="note">
            {t('onrampCardLimits', {
              min: amountShown(card.min, state.locale),
              max: amountShown(card.max, state.locale),
              currency: shown(paymentCurrency.id),
            })}
          </p>
        ) : null}
      </div>
      {quote && purchaseCurrency ? (
        <dl className="facts" aria-label={t('onrampQuote')}>
          <dt>{t('onrampYouPay')}</dt>
          <dd>
            {amountShown(quote.paymentTotal.amount, state.locale)} {shown(quote.paymentTotal.currency)}
          </dd>
          {onramp.quoteMocked ? null : (
            <>
              <dt>{t('onrampNetworkFee')}</dt>
              <dd>
                {amountShown(quote.networkFee.amount, state.locale)} {shown(quote.networkFee.currency)}
              </dd>
              <dt>{t('onrampYouGet')}</dt>
              <dd>
                {amountShown(quote.purchaseAmount.amount, state.locale)} {shown(purchaseCurrency.symbol)}
              </dd>
            </>
          )}
        </dl>
      ) : null}
      {quote && onramp.quoteMocked ? <p className="note">{t('onrampFeesByProvider')}</p> : null}
      <p className="note" role="status">
        {status}
      </p>
      <p className="note" data-tone="error" role="alert">
        {onramp.error ? failureText(onramp.error, { catalogue: state.catalogue, t }) : ''}
      </p>
      <button
        type="submit"
        className="form-button"
        data-kind="primary"
        disabled={!quote || step === 'opening'}
      >
        {step === 'open' ? t('onrampOpenAgain') : t('onrampContinue')}
      </button>
    </form>
  )
}
