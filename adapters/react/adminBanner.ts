import { adminBannerView } from '../../machines/adminBannerView'
import { endAdminSession } from '../adminSession'
import { useAdminMode } from './admin'

/**
 * B §2 admin banner (machines/adminBannerView.ts), and its log-out: the same page again, as a parent sees it. Apart
 * from ./admin.ts so that the banner's code loads in admin mode only (ui/shop/ShopLayout.tsx).
 */
export const useAdminBanner = () => ({ view: adminBannerView(useAdminMode()), logOut: endAdminSession })
