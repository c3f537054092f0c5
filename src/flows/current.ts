/**
 * The flows of this build, chosen on first use: the stores import this module alone, so the main package of the
 * mini-program does not carry the flows' other modules (payment, sign-in providers, …) that index.ts lists.
 */
import { platform } from '@/platform'
import type { Flows } from './types'

let current: Flows | undefined
let installed: (() => Flows) | undefined

/**
 * The mini-program's flows are installed by the native pages (`import '@/flows/weappInstall'`), never by the app: the
 * main package (the web-view shell) does not pay, share, scan or draw cards, so their code (and qrcode) travels in the
 * subpackages (issue 15).
 */
export function installFlows(make: () => Flows): void {
  installed ??= make
}

/** The flows of this build, over this build's platform; TARO_ENV is replaced at build time, so the other branch is dropped. */
export function flows(): Flows {
  if (!current) {
    if (process.env.TARO_ENV === 'weapp') {
      if (!installed) throw new Error('The mini-program flows are not installed: a native page imports @/flows/weappInstall')
      current = installed()
    } else current = require('./h5').createH5Flows(platform())
  }
  return current as Flows
}

/** Tests install fake flows (pay, share, scan, sign-in answered at once); undefined goes back to the build's. */
export function setFlowsForTesting(fake: Flows | undefined): void {
  current = fake
}
