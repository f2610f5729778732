import type { OnrampApi, OnrampController } from '../controllers/onramp/onrampController.js'
import type { LatchKit } from '../kit/latchKit.js'

/**
 * The onramp flow's controller over `state.onramp`, built when the Onramp view first opens, over
 * the kit's provider API (none without a project id: its options then fail with
 * 'Buying crypto needs a project id').
 */
export async function loadOnrampFeature(kit: LatchKit): Promise<OnrampController> {
  const [{ createOnrampController }, session] = await Promise.all([
    import('../controllers/onramp/onrampController.js'),
    kit._internal.session.get(),
  ])
  const api = session.blockchainApi
  const onrampApi: OnrampApi | undefined =
    api?.getOnrampOptions && api.getOnrampQuote && api.generateOnrampUrl
      ? {
          getOnrampOptions: api.getOnrampOptions.bind(api),
          getOnrampQuote: api.getOnrampQuote.bind(api),
          generateOnrampUrl: api.generateOnrampUrl.bind(api),
        }
      : undefined
  return createOnrampController({ state: kit._internal.state, api: onrampApi })
}
