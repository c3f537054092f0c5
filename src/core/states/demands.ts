import type { Demand, ObjectId } from '@fu-types/entities'
import type { Display } from '../display'
import type { DemandStatusKey } from '../messages'

export function demandDisplay(status: Demand['status']): Display<DemandStatusKey> {
  return status === 'open' ? { key: 'demand.status.open', tone: 'green' } : { key: 'demand.status.closed', tone: 'grey' }
}

/** A demand only goes from open to closed, and only its author closes it. */
export function canCloseDemand(demand: Pick<Demand, 'status' | 'user'>, viewerId: ObjectId): boolean {
  return demand.status === 'open' && !!demand.user._id && demand.user._id === viewerId
}
