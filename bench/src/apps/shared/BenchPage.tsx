import type { ReactNode } from 'react'

/**
 * The minimal site every variant builds: a header with the kit's connect button and some content
 * below it, so that a button that grows after hydration shows up as a layout shift.
 */
export function BenchPage({ button }: { button: ReactNode }) {
  return (
    <>
      <header className="bench-header">
        <strong>Bench dapp</strong>
        <span className="bench-button-slot">{button}</span>
      </header>
      <main className="bench-main">
        <h1>A minimal site with a wallet button</h1>
        <p>
          The same page is built with each wallet kit. The text below the header moves if the button changes
          size after the first paint.
        </p>
      </main>
    </>
  )
}
