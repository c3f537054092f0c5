/**
 * src/api/wechat.ts against the real server: the JS-SDK config is asked once per page URL and app for 15 minutes
 * (SPEC §9), then again; a failure is not kept; the answer is the server's signature of that URL. The QR poll's calls.
 */
import crypto from 'node:crypto'
import { JSSDK_CACHE_MS, jssdkConfig, pollServiceQrCode, serviceQrCode } from '@/api/wechat'
import { ApiError } from '@/api/http'
import { developmentWechatProvider } from '../../../server/providers/wechat/provider'
import { DEV_SIGN_SECRET } from '../../../server/modules/accounts/devDefaults'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, type Harness } from './harness'

let server: TestServer
let harness: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { harness = connect(server) })

const jssdkCalls = () => harness.sent.filter(r => r.url.endsWith('/wechat/service/jssdk')).length

test('asks once per page and app within 15 minutes, then asks again', async () => {
  const url = `https://fu.example/h5/?t=${Date.now()}`
  const at = Date.now()
  const first = await jssdkConfig(url, 'wx-demo-appid', at)
  const ticket = await developmentWechatProvider(DEV_SIGN_SECRET).jsapiTicket('wx-demo-appid')
  const expected = crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${first.nonceStr}&timestamp=${first.timestamp}&url=${url}`).digest('hex')
  expect(first).toMatchObject({ appId: 'wx-demo-appid', signature: expected })
  expect(jssdkCalls()).toBe(1)

  expect(await jssdkConfig(url, 'wx-demo-appid', at + JSSDK_CACHE_MS - 1)).toBe(first)
  expect(jssdkCalls()).toBe(1)

  // Another page or another app is signed on its own.
  await jssdkConfig(`${url}&other=1`, 'wx-demo-appid', at)
  await jssdkConfig(url, 'wx-other', at)
  expect(jssdkCalls()).toBe(3)

  const later = await jssdkConfig(url, 'wx-demo-appid', at + JSSDK_CACHE_MS)
  expect(jssdkCalls()).toBe(4)
  expect(later.nonceStr).not.toBe(first.nonceStr)
})

test('a refused config is not kept: the next call asks again', async () => {
  const at = Date.now()
  await expect(jssdkConfig('not a url', 'wx-demo-appid', at)).rejects.toBeInstanceOf(ApiError)
  await expect(jssdkConfig('not a url', 'wx-demo-appid', at + 1)).rejects.toBeInstanceOf(ApiError)
  expect(jssdkCalls()).toBe(2)
})

test('the QR code and its poll: the key goes in the POST body, never in a URL', async () => {
  const code = await serviceQrCode({ ttl: 600 })
  expect(code.poll_key).toEqual(expect.any(String))
  expect(await pollServiceQrCode(code.ticket!, code.poll_key!)).toEqual({ status: 'waiting' })
  const poll = harness.sent.find(r => r.url.includes('/wechat/service/qrcodes/poll'))!
  expect(poll.method).toBe('POST')
  expect(poll.url).not.toContain(code.poll_key!)
  expect(poll.body).toContain(encodeURIComponent(code.poll_key!).slice(0, 8))
})
