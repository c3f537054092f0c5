import { downloadInBrowser, renderCard, saveToAlbum, wrapText, type CanvasEdge, type Context2D } from '@/flows/cardImage'
import type { CardDrawing } from '@/core'

// A monospace measure: every character 10 px wide.
const measure = (text: string) => Array.from(text).length * 10

describe('wrapText', () => {
  it('keeps a text that fits on one line', () => {
    expect(wrapText(measure, 'Aurora', 100, 2)).toEqual(['Aurora'])
  })
  it('breaks CJK text character by character and cuts the last line with an ellipsis', () => {
    expect(wrapText(measure, '国际创新博览会欢迎你', 50, 2)).toEqual(['国际创新博', '览会欢迎你'])
    const lines = wrapText(measure, '国际创新博览会欢迎你的到来', 50, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
    expect(measure(lines[1])).toBeLessThanOrEqual(50)
  })
})

function fakeEdge(failing: string[] = []) {
  const calls: string[] = []
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : key === 'measureText' ? (t: string) => ({ width: measure(t) }) : (...args: unknown[]) => { calls.push(`${key}(${args.map(a => (typeof a === 'object' ? 'img' : String(a))).join(',')})`) }),
    set: (target, key: string, value) => { target[key] = value; calls.push(`${key}=${String(value)}`); return true },
  }) as unknown as Context2D
  const edge: CanvasEdge = {
    canvas: (w, h) => { calls.push(`canvas ${w}x${h}`); return { context, toDataUrl: () => 'data:image/png;base64,AAA' } },
    loadImage: async src => { if (failing.includes(src)) throw new Error('404'); return { width: 200, height: 100, image: {} } },
  }
  return { edge, calls }
}

describe('renderCard', () => {
  const drawing: CardDrawing = {
    width: 300, height: 400, background: '#fff', ops: [
      { kind: 'image', src: '/cover.svg', x: 0, y: 0, w: 300, h: 100, fit: 'cover' },
      { kind: 'image', src: '/missing.png', x: 0, y: 0, w: 10, h: 10, fit: 'contain' },
      { kind: 'text', text: 'Hello', x: 10, y: 120, maxWidth: 200, size: 20, color: '#111', align: 'left', maxLines: 1 },
      { kind: 'qr', text: 'https://example.com', x: 50, y: 200, size: 100, color: '#000', background: '#fff' },
    ],
  }
  it('paints the background, the images (a missing one left out), the text and the QR modules, and answers the PNG', async () => {
    const { edge, calls } = fakeEdge(['/missing.png'])
    await expect(renderCard(drawing, edge)).resolves.toBe('data:image/png;base64,AAA')
    expect(calls[0]).toBe('canvas 300x400')
    expect(calls).toContain('fillRect(0,0,300,400)')
    // cover: the 200x100 source's middle cropped to 300x100 (scale 1.5: a 200x66.7 window).
    expect(calls.some(c => c.startsWith('drawImage(img,0,16.6'))).toBe(true)
    expect(calls.filter(c => c.startsWith('drawImage'))).toHaveLength(1)
    expect(calls).toContain('fillText(Hello,10,120)')
    // The QR's white square, then dark modules inside it.
    expect(calls).toContain('fillRect(50,200,100,100)')
    expect(calls.filter(c => c.startsWith('fillRect(')).length).toBeGreaterThan(50)
  })
})

describe('keeping the image', () => {
  it('a browser downloads it through a link with the file name', async () => {
    const clicked: { href: string; download: string }[] = []
    const doc = { createElement: () => ({ href: '', download: '', rel: '', click() { clicked.push({ href: this.href, download: this.download }) }, remove: jest.fn() }), body: { appendChild: jest.fn() } }
    await expect(downloadInBrowser({ dataUrl: 'data:image/png;base64,AAA', fileName: 'card.png' }, doc as unknown as Document)).resolves.toBe('downloaded')
    expect(clicked).toEqual([{ href: 'data:image/png;base64,AAA', download: 'card.png' }])
  })
  it('the mini-program writes the bytes to a file, then saves that file to the album', async () => {
    const writeTempFile = jest.fn(async () => '/tmp/card.png')
    const album = jest.fn(async () => undefined)
    await expect(saveToAlbum({ dataUrl: 'data:image/png;base64,QUJD', fileName: 'card.png' }, { writeTempFile, saveToAlbum: album })).resolves.toBe('saved')
    expect(writeTempFile).toHaveBeenCalledWith('QUJD', 'card.png')
    expect(album).toHaveBeenCalledWith('/tmp/card.png')
  })
  it('a refused album permission is the caller\'s failure', async () => {
    await expect(saveToAlbum({ dataUrl: 'data:,x', fileName: 'a.png' }, { writeTempFile: async () => '/a', saveToAlbum: async () => { throw new Error('auth deny') } })).rejects.toThrow('auth deny')
  })
})
