/**
 * A random 32-hex id for the device-id and client-id headers. Not a secret: it only tells devices apart,
 * so Math.random is enough (and exists in every runtime, unlike crypto.getRandomValues in the mini-program).
 */
export function randomId(): string {
  let id = Date.now().toString(16).padStart(12, '0')
  while (id.length < 32) id += Math.floor(Math.random() * 16).toString(16)
  return id
}
