export function App() {
  return (
    <main>
      <h1>LatchKit demo</h1>
      <p>
        Connect a wallet, switch networks and sign in, on the local rig. The modal and adapters arrive with
        their issues; this page grows with them.
      </p>
    </main>
  )
}
