import type { LoginProvider } from '@latchkit/core'
import type { ReactElement } from 'react'

// Small marks of our own drawing, recognisable rather than exact. The one-colour marks (GitHub,
// Apple, X) draw in currentColor so they follow the theme's text colour; the others keep their
// brand colour, which reads on both themes.
const iconProps = { viewBox: '0 0 24 24', focusable: 'false' } as const

function GoogleIcon() {
  // A ring in four colours, opened at the top right, with the bar of the G.
  return (
    <svg {...iconProps} aria-hidden="true" fill="none" strokeWidth="3.4">
      <path d="M17 7A7 7 0 0 0 5.9 8.5" stroke="#ea4335" />
      <path d="M5.9 8.5a7 7 0 0 0 0 7" stroke="#fbbc05" />
      <path d="M5.9 15.5A7 7 0 0 0 17 17" stroke="#34a853" />
      <path d="M17 17a7 7 0 0 0 2-5h-7" stroke="#4285f4" />
    </svg>
  )
}

function GitHubIcon() {
  // A disc with a cat's head and neck cut out of it.
  return (
    <svg {...iconProps} aria-hidden="true" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM7.5 6.5l2.2 2h4.6l2.2-2v5a4.5 4.5 0 0 1-3 4.2V21h-3v-5.3a4.5 4.5 0 0 1-3-4.2Z"
      />
    </svg>
  )
}

function AppleIcon() {
  return (
    <svg {...iconProps} aria-hidden="true" fill="currentColor">
      <path d="M12 7.6c-1.6-1-4.6-1-5.9 1.6-1.4 2.7-.3 7 1.9 9.4 1 1.1 2 1 4 .3 2 .7 3 .8 4-.3.8-.9 1.5-2 1.9-3.1-2-.9-2.4-4-.4-5.2-1.6-2.2-4-2.2-5.5-2.7ZM12.3 6.6c-.2-1.8 1.1-3.4 2.9-3.6.2 1.8-1.1 3.4-2.9 3.6Z" />
    </svg>
  )
}

function FacebookIcon() {
  // A blue disc with a white f reaching its lower edge.
  return (
    <svg {...iconProps} aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="#1877f2" />
      <path
        fill="#fff"
        d="M13.3 22v-7.6h2.5l.4-2.9h-2.9V9.7c0-.8.3-1.4 1.5-1.4h1.5V5.7a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.4V22Z"
      />
    </svg>
  )
}

function XIcon() {
  // A broad stroke down to the right crossed by a thin one.
  return (
    <svg {...iconProps} aria-hidden="true" fill="currentColor">
      <path d="M3.5 3.5h5l12 17h-5ZM18.2 3.5h2L5.8 20.5h-2Z" />
    </svg>
  )
}

function DiscordIcon() {
  // A rounded face with two eyes cut out of it.
  return (
    <svg {...iconProps} aria-hidden="true">
      <path
        fill="#5865f2"
        fillRule="evenodd"
        d="M6.7 6.3A16 16 0 0 1 10.3 5l.5.9a13 13 0 0 1 2.4 0l.5-.9c1.3.2 2.5.6 3.6 1.3 2.2 3.2 2.8 6.4 2.5 9.6a14 14 0 0 1-4.4 2.2l-1-1.6 1.6-.8-.4-.3a10 10 0 0 1-8.2 0l-.4.3 1.6.8-1 1.6a14 14 0 0 1-4.4-2.2c-.3-3.2.3-6.4 2.5-9.6ZM9.3 11a1.5 1.6 0 1 0 0 3.2 1.5 1.6 0 0 0 0-3.2Zm5.4 0a1.5 1.6 0 1 0 0 3.2 1.5 1.6 0 0 0 0-3.2Z"
      />
    </svg>
  )
}

function FarcasterIcon() {
  // A purple rounded square holding a white gate: a lintel on two posts, an arch between them.
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#8a63d2" />
      <path fill="#fff" d="M6 6.5h12v2h-1.3V18H14v-4.5a2 2 0 0 0-4 0V18H7.3V8.5H6Z" />
    </svg>
  )
}

const icons: Record<LoginProvider, () => ReactElement> = {
  google: GoogleIcon,
  github: GitHubIcon,
  apple: AppleIcon,
  facebook: FacebookIcon,
  x: XIcon,
  discord: DiscordIcon,
  farcaster: FarcasterIcon,
}

/** The provider's logo, decorative: the button or text beside it names the provider. */
export function SocialIcon({ provider }: { provider: LoginProvider }) {
  const Icon = icons[provider]
  return <Icon />
}
