import type { KitStateSnapshot, SwapController, SwapToken } from '@latchkit/core'
import { readTypedDecimal, showTypedDecimal } from '@latchkit/core'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { formatQuantity } from '../wallet/formatQuantity.js'
import { walletCss } from '../wallet/walletCss.js'

/** How long the form waits after the last keystroke before it asks for a quote. */
const quoteDelayMs = 400

type SwapSnapshot = NonNullable<KitStateSnapshot['swap']>

const loadSwap = (kit: ReturnType<typeof useKit>) => kit.loadFeature('swaps') as Promise<SwapController>

/**
 * Swap: the token paid and its amount, the token received, the quote (what it gives, the minimum
 * under the slippage tolerance, price impact and fee), then Approve (once per token, when its
 * allowance falls short) and Swap, each confirmed in the wallet. A quote is asked for shortly
 * after the visitor stops typing; failures are said in the spec's words and the form stays.
 */
export default function SwapView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, walletCss)
  const id = useId()
  const swap: Partial<SwapSnapshot> = useKitState((state) => state.swap) ?? {}
  const network = useKitState((state) => state.network.activeCaipNetwork?.caipNetworkId)
  const tokens = swap.tokens ?? []

  useEffect(() => {
    if (network)
      void loadSwap(kit)
        .then((controller) => controller.loadTokens())
        .catch(() => {})
  }, [kit, network])

  const { sourceToken, toToken, sourceTokenAmount, slippage } = swap
  // What a quote depends on: a new quote is asked for whenever one of them changes.
  const quoteInputs =
    sourceToken && toToken && sourceTokenAmount?.trim()
      ? [sourceToken.address, toToken.address, sourceTokenAmount, slippage].join(' ')
      : undefined
  useEffect(() => {
    if (!quoteInputs) return
    const timer = setTimeout(() => {
      void loadSwap(kit)
        .then((controller) => controller.fetchQuote())
        .catch(() => {})
    }, quoteDelayMs)
    return () => clearTimeout(timer)
  }, [kit, quoteInputs])

  const act = (action: (controller: SwapController) => unknown) =>
    void loadSwap(kit)
      .then(action)
      .catch(() => {})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!swap.quote || swap.step !== 'idle') return
    act((controller) => (swap.needsApproval ? controller.approve() : controller.swap()))
  }
  const pick = (value: string) => tokens.find((token) => token.address === value)
  const busy =
    swap.step === 'approving' ? t('approvingInWallet') : swap.step === 'swapping' ? t('swappingInWallet') : ''

  return (
    <form ref={ref} className="form" onSubmit={submit} noValidate aria-busy={swap.tokensLoading ?? true}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-from`}>
          {t('swapFrom')}
        </label>
        <TokenSelect
          id={`${id}-from`}
          tokens={tokens.filter((token) => token.address !== toToken?.address)}
          value={sourceToken}
          onChange={(value) => act((controller) => controller.setSourceToken(pick(value)))}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-amount`}>
          {t('amount')}
        </label>
        <input
          id={`${id}-amount`}
          className="field-input"
          inputMode="decimal"
          autoComplete="off"
          value={showTypedDecimal(sourceTokenAmount ?? '', state.locale)}
          onChange={(event) => {
            const value = readTypedDecimal(event.currentTarget.value, state.locale)
            act((controller) => controller.setAmount(value))
          }}
        />
      </div>
      <button type="button" className="chip" onClick={() => act((controller) => controller.switchTokens())}>
        {t('switchTokens')}
      </button>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-to`}>
          {t('swapTo')}
        </label>
        <TokenSelect
          id={`${id}-to`}
          tokens={tokens.filter((token) => token.address !== sourceToken?.address)}
          value={toToken}
          onChange={(value) => act((controller) => controller.setToToken(pick(value)))}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-slippage`}>
          {t('slippageTolerance')}
        </label>
        <input
          id={`${id}-slippage`}
          className="field-input"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={showTypedDecimal(String(slippage ?? 1), state.locale)}
          onChange={(event) => {
            const value = Number(readTypedDecimal(event.currentTarget.value, state.locale))
            act((controller) => controller.setSlippage(value))
          }}
        />
      </div>
      {swap.quote && toToken ? (
        <dl className="facts" aria-label={t('swapQuote')}>
          <dt>{t('youReceive')}</dt>
          <dd>
            {formatQuantity(swap.quote.toAmount, state.locale)} {toToken.symbol}
          </dd>
          <dt>{t('minimumReceived')}</dt>
          <dd>
            {formatQuantity(swap.quote.minimumReceived, state.locale)} {toToken.symbol}
          </dd>
          {swap.quote.priceImpact === undefined ? null : (
            <>
              <dt>{t('priceImpact')}</dt>
              <dd>{swap.quote.priceImpact.toFixed(2)} %</dd>
            </>
          )}
          {swap.quote.feePercent === undefined ? null : (
            <>
              <dt>{t('swapFee')}</dt>
              <dd>{swap.quote.feePercent} %</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="note">{swap.quoteLoading ? t('gettingQuote') : ''}</p>
      )}
      <p className="note" role="status">
        {busy}
      </p>
      <p className="note" data-tone="error" role="alert">
        {swap.error ? failureText(swap.error, { catalogue: state.catalogue, t }) : ''}
      </p>
      <button
        type="submit"
        className="form-button"
        data-kind="primary"
        disabled={!swap.quote || swap.step !== 'idle'}
      >
        {swap.needsApproval && sourceToken ? t('approveToken', { symbol: sourceToken.symbol }) : t('swap')}
      </button>
    </form>
  )
}

/** A token picker; each side lists every token but the other side's choice. */
function TokenSelect(props: {
  id: string
  tokens: readonly SwapToken[]
  value: SwapToken | undefined
  onChange: (address: string) => void
}) {
  const { t } = useShell()
  return (
    <select
      id={props.id}
      className="field-select"
      value={props.value?.address ?? ''}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    >
      {props.value ? null : <option value="">{t('chooseToken')}</option>}
      {props.tokens.map((token) => (
        <option key={token.address} value={token.address}>
          {token.symbol}
        </option>
      ))}
    </select>
  )
}
