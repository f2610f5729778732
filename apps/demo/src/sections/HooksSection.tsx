import {
  useDisconnect,
  useLatchKit,
  useLatchKitAccount,
  useLatchKitEvents,
  useLatchKitNetwork,
  useLatchKitProvider,
  useLatchKitState,
  useLatchKitTheme,
  useWalletInfo,
} from '@latchkit/react'

/** One hook's live output. */
function HookOutput({ name, value }: { name: string; value: unknown }) {
  return (
    <section className="hook" aria-label={`${name} output`}>
      <h3>{name}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable output must be reachable by keyboard to scroll it. */}
      <pre tabIndex={0}>{JSON.stringify(value, null, 2)}</pre>
    </section>
  )
}

/** Every hook of @latchkit/react, with what it returns right now. */
export function HooksSection() {
  const { open, close } = useLatchKit()
  const account = useLatchKitAccount()
  const { switchNetwork: _switch, caipNetwork, ...network } = useLatchKitNetwork()
  const state = useLatchKitState()
  const { setThemeMode: _mode, setThemeVariables: _variables, ...theme } = useLatchKitTheme()
  const event = useLatchKitEvents()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const { walletProvider, walletProviderType } = useLatchKitProvider('eip155')
  return (
    <section aria-labelledby="hooks-title">
      <h2 id="hooks-title">Hooks</h2>
      <div className="row">
        <button type="button" onClick={() => open()}>
          open()
        </button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          open Networks
        </button>
        <button type="button" onClick={() => void close()}>
          close()
        </button>
        <button type="button" onClick={() => void disconnect()}>
          disconnect()
        </button>
      </div>
      <div className="hooks">
        <HookOutput name="useLatchKitAccount" value={account} />
        <HookOutput name="useLatchKitNetwork" value={{ ...network, name: caipNetwork?.name }} />
        <HookOutput name="useLatchKitState" value={state} />
        <HookOutput name="useLatchKitTheme" value={theme} />
        <HookOutput name="useLatchKitEvents" value={event ?? null} />
        <HookOutput name="useWalletInfo" value={walletInfo ?? null} />
        <HookOutput
          name="useLatchKitProvider('eip155')"
          value={{
            hasProvider: walletProvider !== undefined,
            walletProviderType: walletProviderType ?? null,
          }}
        />
      </div>
    </section>
  )
}
