import { EvmAdapter } from '@latchkit/adapter-evm'
import { type ChainAdapter, type ConnectorListItem, createLatchKit, type LatchKit } from '@latchkit/core'
import { type ModalConnector, mountModal } from '@latchkit/ui'
import type { Config } from 'wagmi'

/**
 * What a site does to get LatchKit on its wagmi config: an EVM adapter over that config, the kit,
 * and the modal (`otherFamilies`: more chain adapters, e.g. Solana's). The kit-to-modal binding below is a STAND-IN (the ui package has no kit binding
 * yet): it shows the kit's wallet list in `<latch-modal>` and connects the row the visitor picks.
 */
export function startLatchKit(config: Config, otherFamilies: readonly ChainAdapter[] = []): LatchKit {
  const evm = new EvmAdapter({ wagmiConfig: config })
  const kit = createLatchKit({
    adapters: [evm, ...otherFamilies],
    networks: [...evm.networks, ...otherFamilies.flatMap((adapter) => adapter.networks)],
    projectId: 'bench',
    metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
  })
  const modal = mountModal()
  if (!modal) return kit
  kit.subscribe(
    (state) => state.connectors.list,
    (list) => modal.update({ connectors: list.map(toModalConnector) }),
    { fireImmediately: true },
  )
  modal.addEventListener('latch-select', (event) => {
    const { connectorId } = (event as CustomEvent<{ connectorId: string }>).detail
    kit.connect({ connectorId }).catch(() => {})
  })
  return kit
}

const tagOfGroup = { injected: 'installed', walletConnect: 'qrCode', recent: 'recent' } as const

function toModalConnector(item: Readonly<ConnectorListItem>): ModalConnector {
  const tag = tagOfGroup[item.group as keyof typeof tagOfGroup]
  const source = item.connector ?? item.wallet
  return {
    id: source?.id ?? '',
    name: source?.name ?? '',
    ...(item.connector?.imageUrl ? { imageUrl: item.connector.imageUrl } : {}),
    ...(tag ? { tag } : {}),
  }
}
