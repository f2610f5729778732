/** Icons of the account and network views; decorative, the controls around them carry the name. */
const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const

/** Points onwards: mirrored in right-to-left languages (shellCss `.points-inline`). */
export function ChevronIcon() {
  return (
    <svg {...iconProps} className="points-inline" aria-hidden="true">
      <path d="m7.5 4.5 5.5 5.5-5.5 5.5" />
    </svg>
  )
}

export function ExternalIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M11 3.5h5.5V9M16.5 3.5 9 11M8 4.5H5a1.5 1.5 0 0 0-1.5 1.5v9A1.5 1.5 0 0 0 5 16.5h9a1.5 1.5 0 0 0 1.5-1.5v-3" />
    </svg>
  )
}

export function DisconnectIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M12.5 6.5 16 10l-3.5 3.5M16 10H8M9 3.5H5A1.5 1.5 0 0 0 3.5 5v10A1.5 1.5 0 0 0 5 16.5h4" />
    </svg>
  )
}

export function WalletsIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="3" y="5.5" width="14" height="11" rx="2" />
      <path d="M5 5.5V5a1.5 1.5 0 0 1 1.5-1.5h7A1.5 1.5 0 0 1 15 5v.5M13 11h1.5" />
    </svg>
  )
}

export function RemoveIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 6h12M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6" />
    </svg>
  )
}

export function MailIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3.5 5.5h13v9h-13zM3.5 5.5l6.5 5 6.5-5" />
    </svg>
  )
}

export function KeyIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M12.5 10.5a3.5 3.5 0 1 0-3-3.5M9.5 7l-6 6v3h3v-2h2v-2h2l1-1" />
    </svg>
  )
}

/** Two arrows turning round: one account for the other. */
export function SwitchAccountIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 8h11l-3-3M16 12H5l3 3" />
    </svg>
  )
}
