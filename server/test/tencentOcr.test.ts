/**
 * The ID-card scan through Tencent Cloud OCR (FU_OCR_PROVIDER=tencent, issue 26): GET /ocrs/idcard sends the owner's
 * upload to IDCardOCR, TC3-signed, and answers the name and ID number Tencent read; a picture Tencent cannot read is
 * 422 / 4130 with Tencent's code, a refused account 503 / 4261. Against a loopback stand-in that checks the action,
 * version, timestamp and TC3-HMAC-SHA256 signature as Tencent does (tencentOcrStandIn.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startTestServer, type TestServer } from '../../test/support/server'
import { ocrProviderFromEnv } from '../providers/ocr/provider'
import { tencentOcrConfigFromEnv, tencentOcrProvider } from '../providers/ocr/tencent'
import { client, freshPhone, login } from './helpers'
import { startTencentOcrStandIn, type OcrAnswer, type TencentOcrStandIn } from './tencentOcrStandIn'

jest.setTimeout(120_000)

const DEMO_CARD = fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.png'))
const OTHER_IMAGE = fs.readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'portrait.png'))
const KEYS = { secretId: 'AKIDocrTest', secretKey: 'ocr-secret-key-for-tests' }
/** What Tencent reads on the card in this test (a valid ID number: its check digit holds). */
const CARD: OcrAnswer = { Name: '李真实', Sex: '女', Nation: '汉', Birth: '1990/3/7', Address: '广东省深圳市福田区深南大道1号', IdNum: '440304198805156724' }

describe('configuration', () => {
  it('names the missing key; the demo provider only on purpose in production', () => {
    expect(() => tencentOcrConfigFromEnv({ FU_OCR_PROVIDER: 'tencent', FU_TENCENT_SECRET_ID: 'AKID' })).toThrow('FU_TENCENT_SECRET_KEY must be set when FU_OCR_PROVIDER=tencent')
    expect(tencentOcrConfigFromEnv({ FU_TENCENT_SECRET_ID: 'AKID', FU_TENCENT_SECRET_KEY: 'k' })).toMatchObject({ region: 'ap-guangzhou', endpoint: 'https://ocr.tencentcloudapi.com' })
    expect(ocrProviderFromEnv({}, false)).toBeUndefined()
    expect(ocrProviderFromEnv({}, true)).toBeDefined()
    expect(ocrProviderFromEnv({ FU_OCR_PROVIDER: 'demo' }, false)).toBeDefined()
    expect(() => ocrProviderFromEnv({ FU_OCR_PROVIDER: 'baidu' }, false)).toThrow(/not known/)
  })
})

describe('GET /ocrs/idcard with Tencent Cloud OCR', () => {
  let tencent: TencentOcrStandIn
  let server: TestServer
  let demoPixels: Buffer
  /** The answer for the next image that is not the demo card. */
  let otherAnswer: OcrAnswer = { Error: { Code: 'FailedOperation.ImageNoIdCard', Message: '照片未检测到身份证' } }

  beforeAll(async () => {
    demoPixels = await sharp(DEMO_CARD).raw().toBuffer()
    tencent = await startTencentOcrStandIn({
      ...KEYS,
      // The upload is stored re-encoded without metadata: the demo card is known by its pixels.
      read: async image => ((await sharp(image).raw().toBuffer()).equals(demoPixels) ? CARD : otherAnswer),
    })
    server = await startTestServer({ env: { FU_OCR_PROVIDER: 'tencent', FU_TENCENT_SECRET_ID: KEYS.secretId, FU_TENCENT_SECRET_KEY: KEYS.secretKey, FU_TENCENT_OCR_ENDPOINT: tencent.url } })
  })
  afterAll(async () => { await server?.stop(); await tencent?.close() })

  async function upload(token: string, bytes: Buffer): Promise<string> {
    const { uptoken } = (await client(server, token).post('/tokens/qiniu', { key: 'idcard', bucket: 'ocr', purpose: 'idcard' })).body.results
    const form = new FormData()
    form.append('token', uptoken)
    form.append('file', new Blob([new Uint8Array(bytes)]), 'card.png')
    const res = await fetch(`${server.apiUrl}/uploads`, { method: 'POST', body: form })
    expect(res.status).toBe(201)
    return ((await res.json()) as { results: { url: string } }).results.url
  }

  it('answers the name and ID number Tencent read from the owner\'s upload, sent as a signed IDCardOCR request', async () => {
    const me = await login(server, freshPhone())
    const url = await upload(me.token, DEMO_CARD)
    const read = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
    expect(read.status).toBe(200)
    expect(read.body.results).toEqual({ name: CARD.Name, id_number: CARD.IdNum })
    const sent = tencent.requests.at(-1)!
    expect(sent).toMatchObject({ action: 'IDCardOCR', body: { CardSide: 'FRONT' }, error: undefined })
    expect(Buffer.from(String(sent.body.ImageBase64), 'base64').subarray(1, 4).toString()).toBe('PNG')
    // Still one's own uploads only: Tencent is not asked for someone else's.
    const asked = tencent.requests.length
    expect((await (await login(server, freshPhone())).api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(404)
    expect(tencent.requests.length).toBe(asked)
  })

  it('a picture Tencent cannot read, or an invalid ID number, is 422 / 4130 for the person', async () => {
    const me = await login(server, freshPhone())
    const url = await upload(me.token, OTHER_IMAGE)
    otherAnswer = { Error: { Code: 'FailedOperation.ImageNoIdCard', Message: '照片未检测到身份证' } }
    const noCard = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
    expect(noCard.status).toBe(422)
    expect(noCard.body).toMatchObject({ code: 4130, data: { reason: 'FailedOperation.ImageNoIdCard' } })
    expect(noCard.body.message).toMatch(/ID card not recognised/)
    otherAnswer = { ...CARD, IdNum: '110105199003071230' }
    expect(await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).toMatchObject({ status: 422, body: { code: 4130 } })
    otherAnswer = { Name: '', IdNum: '' }
    expect((await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(422)
  })

  it('Tencent refusing the account (quota spent) is 503 / 4261, not the person\'s fault', async () => {
    const me = await login(server, freshPhone())
    const url = await upload(me.token, OTHER_IMAGE)
    otherAnswer = { Error: { Code: 'ResourceUnavailable.ResourcePackageRunOut', Message: '账号资源包耗尽' } }
    expect(await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).toMatchObject({ status: 503, body: { code: 4261 } })
  })

  it('the stand-in refuses a wrong key or an old timestamp as Tencent does: 503 for the person', async () => {
    const config = tencentOcrConfigFromEnv({ FU_TENCENT_SECRET_ID: KEYS.secretId, FU_TENCENT_SECRET_KEY: KEYS.secretKey, FU_TENCENT_OCR_ENDPOINT: tencent.url })
    expect(await tencentOcrProvider(config).readIdCard(DEMO_CARD)).toEqual({ name: CARD.Name, id_number: CARD.IdNum })
    await expect(tencentOcrProvider({ ...config, secretKey: 'not-the-key' }).readIdCard(DEMO_CARD)).rejects.toMatchObject({ status: 503 })
    expect(tencent.requests.at(-1)?.error).toBe('AuthFailure.SignatureFailure')
    await expect(tencentOcrProvider(config, () => Math.floor(Date.now() / 1000) - 600).readIdCard(DEMO_CARD)).rejects.toMatchObject({ status: 503 })
    expect(tencent.requests.at(-1)?.error).toBe('AuthFailure.SignatureExpire')
    await expect(tencentOcrProvider({ ...config, endpoint: 'http://127.0.0.1:9' }).readIdCard(DEMO_CARD)).rejects.toMatchObject({ status: 503 })
  })
})
