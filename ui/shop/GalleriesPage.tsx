import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'

/** B §2 /galleries. The photo galleries arrive with issue 5; until a session has photos it says so honestly. */
export const GalleriesPage = () => (
  <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
    <h2 className="text-2xl font-bold">
      <FormattedMessage id="galleries.title" />
    </h2>
    <p className="mt-2 max-w-prose text-stone-600">
      <FormattedMessage id="galleries.none" />
    </p>
    <Link
      href="/catalog"
      className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white"
    >
      <FormattedMessage id="galleries.to_catalog" />
    </Link>
  </main>
)
