import { cookies } from 'next/headers'
import { Header } from './Header'
import { kitCookieHeader } from './kitCookieHeader'
import { LatchKitRoot } from './latchkit'

/**
 * The home page, a server component: it reads the request's kit cookies and hands them to the
 * client part, so the server renders the visitor's stored state.
 */
export default async function Home() {
  const kitCookies = kitCookieHeader((await cookies()).getAll())
  return (
    <LatchKitRoot kitCookies={kitCookies}>
      <Header />
      <main style={{ padding: '1rem' }}>
        <h1>LatchKit with Next.js</h1>
        <p>The button above is rendered on the server; connect a wallet to see your address.</p>
      </main>
    </LatchKitRoot>
  )
}
