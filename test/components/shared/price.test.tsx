import { screen } from '@testing-library/react'
import { Price, PriceSpan } from '@/components/Price'
import { renderWithStores } from '../../support/renderWithStores'

describe('Price', () => {
  it('shows 0 as "Free" in green and cents as ¥ in red', () => {
    renderWithStores(<><Price cents={0} /><Price cents={1250} /></>, { language: 'en' })
    expect(screen.getByText('Free')).toHaveAttribute('data-tone', 'green')
    expect(screen.getByText('¥12.50')).toHaveAttribute('data-tone', 'red')
  })
})

describe('PriceSpan', () => {
  it('shows the paid range in red with a "free tier available" note, never a green "Free" end', () => {
    const { container } = renderWithStores(<PriceSpan min={39900} max={99900} freeTier />, { language: 'en' })
    expect(container).toHaveTextContent('¥399.00 – ¥999.00free tier available')
    expect(screen.getByText('¥399.00')).toHaveAttribute('data-tone', 'red')
    expect(screen.getByText('¥999.00')).toHaveAttribute('data-tone', 'red')
    expect(screen.queryByText('Free')).toBeNull()
    expect(container.querySelector('[data-tone="green"]')).toBeNull()
  })

  it('shows one paid price and the note when the one paid type sits beside a free one', () => {
    const { container } = renderWithStores(<PriceSpan min={99900} max={99900} freeTier />, { language: 'en' })
    expect(screen.getByText('¥999.00')).toHaveAttribute('data-tone', 'red')
    expect(container).not.toHaveTextContent('–')
    expect(screen.getByText('free tier available')).toBeInTheDocument()
  })

  it('says the note in every language', () => {
    renderWithStores(<PriceSpan min={100} max={200} freeTier />, { language: 'zh' })
    expect(screen.getByText('含免费票种')).toBeInTheDocument()
  })

  it('is "Free" in green only when every type is free, without a note', () => {
    const { container } = renderWithStores(<PriceSpan min={0} max={0} freeTier={false} />, { language: 'en' })
    expect(screen.getByText('Free')).toHaveAttribute('data-tone', 'green')
    expect(container).toHaveTextContent(/^Free$/)
  })

  it('shows one price when min = max and a range otherwise, without a note when every type is paid', () => {
    const { container, unmount } = renderWithStores(<PriceSpan min={5000} max={5000} />, { language: 'en' })
    expect(container).toHaveTextContent(/^¥50\.00$/)
    unmount()
    const range = renderWithStores(<PriceSpan min={5000} max={12000} />, { language: 'en' })
    expect(range.container).toHaveTextContent(/^¥50\.00 – ¥120\.00$/)
  })
})
