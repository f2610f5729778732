/** Runs `render` with the page's #root element; every variant's entry starts here. */
export function mountApp(render: (root: HTMLElement) => void): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The bench page has no #root element')
  render(root)
}
