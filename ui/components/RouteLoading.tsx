import { Spinner } from './Spinner'

/** What a lazily loaded page shows while its chunk downloads (issue 17 point 2). */
export const RouteLoading = () => (
  <div className="flex flex-1 items-center justify-center p-8">
    <Spinner />
  </div>
)
