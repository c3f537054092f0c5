import { useRef, useState } from 'react'
import { recognizeIdCard } from '@/api/activities'
import { uploadToken } from '@/api/auth'
import { ApiError, NetworkError } from '@/api/http'
import { uploadTarget, type RegistrationField } from '@/core'
import { pickImage, uploadImage } from '@/flows/imageUpload'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'

/** Why a scan gave nothing: shown under the ID number field. */
type IdScanError = 'idScan.unrecognised' | 'idScan.unavailable' | 'idScan.failed' | 'error.network'

function scanErrorKey(error: unknown): IdScanError {
  if (error instanceof NetworkError) return 'error.network'
  if (error instanceof ApiError && error.code === ErrorCode.IdCardUnrecognised) return 'idScan.unrecognised'
  if (error instanceof ApiError && error.code === ErrorCode.ProviderUnavailable) return 'idScan.unavailable'
  return 'idScan.failed'
}

/**
 * The registration form's ID-card scan (SPEC §7 GET /ocrs/idcard): pick a photo, upload it (POST /tokens/qiniu, then to
 * where its answer says: this server's POST /uploads or the object storage), recognise it, and fill the ID number and the name with what the card says.
 */
export function useIdCardScan(setField: (field: RegistrationField, value: string) => void) {
  const { language, platform } = useStores()
  const [scanning, setScanning] = useState(false)
  const [error, setError] = useState<IdScanError | null>(null)
  const busy = useRef(false)

  const scan = async () => {
    if (busy.current) return
    busy.current = true
    setError(null)
    try {
      const picked = await pickImage()
      if (!picked) return
      setScanning(true)
      // Private: the card's image is never served back, only the server's OCR reads it.
      const ticket = await uploadToken({ key: 'idcard', bucket: 'ocr', purpose: 'idcard' })
      const url = await uploadImage(uploadTarget(platform.apiBase, ticket.upload_url), ticket, picked)
      const card = await recognizeIdCard({ url })
      if (!card.id_number) throw new ApiError(422, { code: ErrorCode.IdCardUnrecognised, message: 'no ID number read' })
      setField('id_number', card.id_number)
      if (card.name) setField('name', card.name)
    } catch (failure) {
      setError(scanErrorKey(failure))
    } finally {
      busy.current = false
      setScanning(false)
    }
  }

  return {
    scanning,
    /** The scan's failure, translated; empty when there is none. */
    errorText: error ? language.t(error) : '',
    scan: () => { void scan() },
    label: language.t(scanning ? 'idScan.scanning' : 'idScan.action'),
  }
}

export type IdCardScan = ReturnType<typeof useIdCardScan>
