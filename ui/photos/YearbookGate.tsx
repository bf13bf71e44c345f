import type { ReactNode } from 'react'
import { Redirect } from 'wouter'
import { useCatalogRedirect } from '../../adapters/react/photos'

/** B §2 catalog entry: a required yearbook selection still to make (and not skipped) comes first. */
export const YearbookGate = ({ children }: { children: ReactNode }) => {
  const to = useCatalogRedirect()
  return to ? <Redirect to={to} replace /> : children
}
