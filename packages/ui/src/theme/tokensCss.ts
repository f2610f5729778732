import { type Palette, palettes } from './palettes.js'

const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"

const paletteNames: Record<keyof Palette, string> = {
  background: 'background',
  surface1: 'surface-1',
  surface2: 'surface-2',
  surface3: 'surface-3',
  textPrimary: 'text-primary',
  textSecondary: 'text-secondary',
  textTertiary: 'text-tertiary',
  accent: 'accent',
  accentForeground: 'accent-foreground',
  success: 'success',
  warning: 'warning',
  error: 'error',
}

function paletteDeclarations(palette: Palette): string {
  return Object.entries(paletteNames)
    .map(([key, name]) => {
      const value = palette[key as keyof Palette]
      // `--latch-accent` keeps the short public name a site sets; the rest are `--latch-color-*`.
      return name === 'accent' ? `--latch-accent: ${value};` : `--latch-color-${name}: ${value};`
    })
    .join('\n  ')
}

const mixed = (name: string) =>
  `--latch-mix-${name}: color-mix(in srgb, var(--latch-color-${name}), var(--latch-color-mix) var(--latch-color-mix-strength));`

/**
 * The design tokens as custom properties on the host (DESIGN.md "Tokens"). Dark is the default;
 * `theme="light"` on the host switches. Values set on the host element's own style (see
 * `applyThemeVariables`) or by the page's stylesheet win over these `:host` rules.
 */
export const tokensCss = `
:host {
  --latch-font-family: ${systemFontStack};
  --latch-font-size-master: 10px;
  --latch-border-radius-master: 4px;
  --latch-spacing-unit: 4px;
  --latch-z-index: 999;
  --latch-modal-width: 360px;
  --latch-color-mix: #000000;
  --latch-color-mix-strength: 0%;
  --latch-qr-color: #000000;
  ${paletteDeclarations(palettes.dark)}
  color-scheme: dark;
}
:host([theme='light']) {
  ${paletteDeclarations(palettes.light)}
  color-scheme: light;
}
:host {
  ${['background', 'surface-1', 'surface-2', 'surface-3'].map(mixed).join('\n  ')}
  --latch-font-size-12: calc(var(--latch-font-size-master) * 1.2);
  --latch-font-size-14: calc(var(--latch-font-size-master) * 1.4);
  --latch-font-size-16: calc(var(--latch-font-size-master) * 1.6);
  --latch-font-size-20: calc(var(--latch-font-size-master) * 2);
  --latch-font-size-24: calc(var(--latch-font-size-master) * 2.4);
  ${[1, 2, 3, 4, 8].map((step) => `--latch-radius-${step}: calc(var(--latch-border-radius-master) * ${step});`).join('\n  ')}
  ${[1, 2, 3, 4, 6, 8].map((step) => `--latch-space-${step}: calc(var(--latch-spacing-unit) * ${step});`).join('\n  ')}
  font-family: var(--latch-font-family);
}
:host([hidden]) { display: none; }
`
