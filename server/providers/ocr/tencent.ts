/**
 * ID-card recognition through Tencent Cloud OCR (API 3.0, action IDCardOCR, version 2018-11-19, service `ocr`;
 * https://cloud.tencent.com/document/api/866/33524), TC3-signed like the SMS client (providers/tencentCloud/api.ts):
 *   FU_OCR_PROVIDER=tencent, FU_TENCENT_SECRET_ID, FU_TENCENT_SECRET_KEY (the same key pair as SMS),
 *   FU_TENCENT_OCR_REGION (default ap-guangzhou), FU_TENCENT_OCR_ENDPOINT (default https://ocr.tencentcloudapi.com),
 *   FU_TENCENT_OCR_TIMEOUT_MS (default 15000).
 * The image is sent as ImageBase64 (it is the private upload's bytes: no URL of it is ever handed out), front side.
 * Tencent's refusals of the picture (no card in it, blurred, not a valid card…) are "not recognised" for the person
 * (422 / 4130, Tencent's code in data.reason); its refusals of this account (keys, arrears, quota) or no answer are 503.
 */
import { ApiError, ErrorCode } from '../../http/errors'
import { callTencentCloud, TencentCloudError } from '../tencentCloud/api'
import type { IdCardReading, OcrProvider } from './ocr'

export interface TencentOcrConfig { secretId: string; secretKey: string; region: string; endpoint: string; timeoutMs: number }

export function tencentOcrConfigFromEnv(env: Record<string, string | undefined>): TencentOcrConfig {
  const need = (name: string) => {
    const value = env[name]?.trim()
    if (!value) throw new Error(`${name} must be set when FU_OCR_PROVIDER=tencent`)
    return value
  }
  const endpoint = env.FU_TENCENT_OCR_ENDPOINT?.trim() || 'https://ocr.tencentcloudapi.com'
  if (!/^https?:\/\/[^/\s?#]+\/?$/.test(endpoint)) throw new Error(`FU_TENCENT_OCR_ENDPOINT: "${endpoint}" is not an http(s) origin`)
  const timeoutMs = Number(env.FU_TENCENT_OCR_TIMEOUT_MS || 15_000)
  if (!(timeoutMs >= 100 && timeoutMs <= 120_000)) throw new Error('FU_TENCENT_OCR_TIMEOUT_MS must be 100–120000')
  return {
    secretId: need('FU_TENCENT_SECRET_ID'), secretKey: need('FU_TENCENT_SECRET_KEY'),
    region: env.FU_TENCENT_OCR_REGION?.trim() || 'ap-guangzhou', endpoint, timeoutMs,
  }
}

/** What IDCardOCR answers for the front of a card (the back's Authority and ValidDate are not asked for). */
export interface IdCardOcrResponse { Name?: string; Sex?: string; Nation?: string; Birth?: string; Address?: string; IdNum?: string; AdvancedInfo?: string; RequestId?: string }

/** Codes of a picture Tencent could not read as an ID card: the person can take another photo. */
const UNREADABLE_PICTURE = /^(FailedOperation\.(IdCardInfoIllegal|ImageNoIdCard|ImageBlur|ImageDecodeFailed|ImageSizeTooLarge|EmptyImageError|IdCardTooSmall|OcrFailed|WarningCardSide|ImageNoText)|LimitExceeded\.TooLargeFileError|InvalidParameterValue\.InvalidParameterValueLimit)$/

export function tencentOcrProvider(config: TencentOcrConfig, now: () => number = () => Math.floor(Date.now() / 1000)): OcrProvider {
  return {
    async readIdCard(image): Promise<IdCardReading | undefined> {
      let answer: IdCardOcrResponse
      try {
        answer = await callTencentCloud<IdCardOcrResponse>(config, {
          endpoint: config.endpoint, service: 'ocr', action: 'IDCardOCR', version: '2018-11-19', region: config.region,
          payload: { ImageBase64: image.toString('base64'), CardSide: 'FRONT' }, timestamp: now(), timeoutMs: config.timeoutMs,
        })
      } catch (error) {
        const code = error instanceof TencentCloudError ? error.code : 'Unknown'
        if (UNREADABLE_PICTURE.test(code)) throw new ApiError(422, ErrorCode.IdCardUnrecognised, 'ID card not recognised: take a sharp photo of the front of the card', { reason: code })
        throw new ApiError(503, ErrorCode.ProviderUnavailable, `the ID-card recognition service is unavailable (${code})`)
      }
      const name = answer.Name?.trim()
      const idNumber = answer.IdNum?.trim().toUpperCase()
      return name && idNumber ? { name, id_number: idNumber } : undefined
    },
  }
}
