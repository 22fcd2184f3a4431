import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Pagination } from '@/components/ui/Pagination'

// A large list's total is the server's estimate (meta.total_is_estimate): never shown as exact.
test('an estimated total reads "about N"; an exact one stays as it is', () => {
  const { rerender } = render(<Pagination currentPage={1} pageSize={20} total={101_000} totalIsEstimate onChange={vi.fn()} />)
  expect(screen.getByText('1–20 of about 1,01,000')).toBeInTheDocument()
  rerender(<Pagination currentPage={1} pageSize={20} total={400} onChange={vi.fn()} />)
  expect(screen.getByText('1–20 of 400')).toBeInTheDocument()
})
