// `@latchkit/react` does not exist yet, so the page uses the ui package's custom element in JSX.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'latch-button': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

export {}
