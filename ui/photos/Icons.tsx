import type { ReactNode } from 'react'

/** Inline icons (DESIGN look and feel: no icon fonts); decorative, so hidden from assistive technology. */
const Svg = ({
  className = 'size-6',
  filled = false,
  children,
}: {
  className?: string
  filled?: boolean
  children: ReactNode
}) => (
  <svg
    viewBox="0 0 24 24"
    className={className}
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
)

type IconProps = { className?: string }

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z'

export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d={HEART} />
  </Svg>
)
export const HeartFilledIcon = (p: IconProps) => (
  <Svg {...p} filled>
    <path d={HEART} />
  </Svg>
)
export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
)
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
)
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
)
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
)
export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20.5 8H6.2M9 20h.01M17 20h.01" />
  </Svg>
)
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />
  </Svg>
)
export const ImagesIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01" />
  </Svg>
)
