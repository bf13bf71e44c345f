import { FormattedMessage } from '../../adapters/react/intl'
import type { ShopHeaderView } from '../../machines/startupView'
import { Spinner } from '../components/Spinner'
import { CartButton } from './CartButton'

/**
 * B §2: the logo when the store has one and the theme's show_logo is set, otherwise the store name as heading; under it
 * the session and whom the parent is shopping for (issue 16 point 4), wrapping rather than cut at large text.
 */
export const ShopHeader = ({ header }: { header: ShopHeaderView }) => (
  <header className="border-b border-stone-200 bg-white">
    <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
      <div className="min-w-0">
        {header.logo ? (
          <h1>
            <img
              src={header.logo.src}
              alt={header.logo.alt}
              className="h-10 w-auto max-w-full object-contain object-left sm:h-12"
              width={192}
              height={48}
            />
          </h1>
        ) : (
          <h1 className="text-xl font-bold break-words text-brand">{header.storeName}</h1>
        )}
        {header.sessionLabel && <p className="text-sm break-words text-stone-600">{header.sessionLabel}</p>}
        {header.shopperName && (
          <p className="text-sm font-medium break-words text-stone-800" data-testid="shopping-for">
            <FormattedMessage id="shop.shopping_for" values={{ name: header.shopperName }} />
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        {header.busy && <Spinner label={false} />}
        <CartButton />
      </div>
    </div>
  </header>
)
