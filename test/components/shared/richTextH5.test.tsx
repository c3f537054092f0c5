import { render } from '@testing-library/react'
import { RichText } from '@/components/RichText.h5'

describe('RichText (the H5 build\'s)', () => {
  it('writes the organiser\'s HTML through the sanitiser: formatting stays, script and handlers go', () => {
    const { container } = render(<RichText html={'<p>Hall <b>A</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} className='intro' />)
    const box = container.firstElementChild as HTMLElement
    expect(box.className).toContain('intro')
    expect(box.querySelector('b')?.textContent).toBe('A')
    expect(box.innerHTML).not.toMatch(/script|onerror/i)
  })

  it('shows nothing for no HTML', () => {
    const { container } = render(<RichText html={null} />)
    expect(container.textContent).toBe('')
  })
})
