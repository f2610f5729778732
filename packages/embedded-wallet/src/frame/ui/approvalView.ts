import type { RequestDescription } from './describeRequest.js'
import { element } from './dom.js'
import { FrameViewCancelledError } from './errors.js'
import { text } from './frameTexts.js'
import { enableWhenSeen, mountView } from './mountView.js'

/**
 * The approval the frame itself draws (the site cannot draw over its content or answer for the
 * visitor): who asks (the site's origin as the frame verified it), what is signed, Approve and
 * Decline. Approve is enabled only once the view has been visible a moment. Resolves on Approve;
 * rejects with a decline on Decline, Escape, or `signal` (the site aborted).
 */
export function askApproval(
  root: HTMLElement,
  parameters: { siteOrigin: string; description: RequestDescription; signal?: AbortSignal },
): Promise<void> {
  const { description } = parameters
  return new Promise((resolve, reject) => {
    const approve = element('button', { type: 'button', class: 'primary' }, text('approve'))
    const decline = element('button', { type: 'button', class: 'secondary' }, text('decline'))
    const facts = element(
      'dl',
      { class: 'facts' },
      ...description.facts.flatMap((fact) => [
        element('dt', {}, text(fact.label)),
        element('dd', {}, fact.value),
      ]),
    )
    const content = description.content
      ? element(
          'section',
          { class: 'content', tabindex: '0', 'aria-label': text(description.content.label) },
          element('pre', {}, description.content.value),
        )
      : undefined
    const view = element(
      'div',
      { class: 'view', role: 'group', 'aria-labelledby': 'approve-title' },
      element('h1', { id: 'approve-title' }, text(description.title)),
      element('p', { class: 'lead' }, text('approveLead', { site: parameters.siteOrigin })),
      facts,
      content,
      element('div', { class: 'actions' }, decline, approve),
    )
    const stopWatching = enableWhenSeen(approve)
    const finish = (approved: boolean) => {
      stopWatching()
      unmount()
      parameters.signal?.removeEventListener('abort', onAbort)
      if (approved) resolve()
      else reject(new FrameViewCancelledError())
    }
    const onAbort = () => finish(false)
    const unmount = mountView(root, view, () => finish(false))
    parameters.signal?.addEventListener('abort', onAbort)
    approve.addEventListener('click', () => {
      if (!approve.disabled) finish(true)
    })
    decline.addEventListener('click', () => finish(false))
  })
}
