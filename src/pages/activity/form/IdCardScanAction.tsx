import { Action } from '@/components/Action'
import type { IdCardScan } from './useIdCardScan'

/** The ID number field's "scan ID card" button, inside the field's box beside the input (like a code field's send button). */
export function IdCardScanAction({ scan }: { scan: IdCardScan }) {
  return <Action className='fu-field__action' disabled={scan.scanning} onPress={scan.scan}>{scan.label}</Action>
}
