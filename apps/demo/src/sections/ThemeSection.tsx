import { useLatchKitTheme } from '@latchkit/react'
import { useEffect } from 'react'

/** Switches the modal between dark and light; the page follows. */
export function ThemeSection() {
  const { themeMode, setThemeMode } = useLatchKitTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <section aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <button type="button" onClick={() => setThemeMode(next)} aria-pressed={themeMode === 'light'}>
        Light theme
      </button>
      <p>
        Theme: <output>{themeMode}</output>
      </p>
    </section>
  )
}
