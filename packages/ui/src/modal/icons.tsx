/** Icons are decorative: the buttons around them carry the accessible name. */
const iconProps = { width: 20, height: 20, viewBox: '0 0 20 20', fill: 'none', focusable: 'false' } as const

/** Points the way back: mirrored in right-to-left languages (shellCss `.points-inline`). */
export function BackIcon() {
  return (
    <svg {...iconProps} className="points-inline" aria-hidden="true">
      <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function CopyIcon() {
  return (
    <svg {...iconProps} width={16} height={16} aria-hidden="true">
      <rect x="6.5" y="6.5" width="10" height="10" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M13.5 4V3.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2H5"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  )
}

/** The kit's mark: a latch (a bolt sliding into its keeper), shown in the QR code's centre. */
export function KitLogo() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#121313" />
      <rect x="8" y="17" width="17" height="6" rx="3" fill="#8ea3ff" />
      <path d="M22 11h6a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4h-6" stroke="#fff" strokeWidth="3.2" fill="none" />
    </svg>
  )
}

/** Four tiles: the "All wallets" entry. */
export function GridIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="3" y="3" width="6" height="6" rx="1.5" fill="currentColor" />
      <rect x="11" y="3" width="6" height="6" rx="1.5" fill="currentColor" />
      <rect x="3" y="11" width="6" height="6" rx="1.5" fill="currentColor" />
      <rect x="11" y="11" width="6" height="6" rx="1.5" fill="currentColor" />
    </svg>
  )
}
