import { type ComponentType, use } from 'react'

/**
 * A page in a chunk of its own (issue 17 point 2) that renders at once when its chunk was loaded with `preload` before
 * (ui/shop/ShopLayout.tsx loads the shop's page while its first reads are out). React.lazy suspends on its first
 * render even when the chunk is in, and React then holds the page back up to 300 ms after the fallback it showed
 * (issue 17 point 3). A page not loaded yet suspends until it is, as with React.lazy.
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then((page) => {
      loaded = page
      return page
    })
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, like React.lazy's.
  const Page = (props: P) => {
    const Loaded = loaded ?? use(preload())
    return <Loaded {...props} />
  }
  return Object.assign(Page, { preload })
}
