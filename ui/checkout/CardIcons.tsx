import type { CardIcon } from '../../core/payments'

// C §9 accepted card icons as small inline badges in each scheme's own colours (the card schemes' marks, not the
// store's theme), with the scheme's name for screen readers. Simple shapes, so no logo files are fetched.
const BADGES: Record<CardIcon, { name: string; fill: string; text: string; color?: string }> = {
  Visa: { name: 'Visa', fill: '#1a1f71', text: 'VISA' },
  MasterCard: { name: 'Mastercard', fill: '#ffffff', text: '' },
  Discover: { name: 'Discover', fill: '#ffffff', text: 'DISCOVER', color: '#e55c20' },
  Amex: { name: 'American Express', fill: '#2e77bc', text: 'AMEX' },
  DinersClub: { name: 'Diners Club', fill: '#0079be', text: 'DINERS' },
  JCB: { name: 'JCB', fill: '#0b4ea2', text: 'JCB' },
  UnionPay: { name: 'UnionPay', fill: '#e21836', text: 'UnionPay' },
}

export const CardBadge = ({ icon, className = 'h-6 w-9' }: { icon: CardIcon; className?: string }) => {
  const badge = BADGES[icon]
  return (
    <svg viewBox="0 0 36 24" className={className} role="img" aria-label={badge.name} data-card={icon}>
      <rect x="0.5" y="0.5" width="35" height="23" rx="3" fill={badge.fill} stroke="#d6d3d1" />
      {icon === 'MasterCard' ? (
        <>
          <circle cx="14.5" cy="12" r="6.5" fill="#eb001b" />
          <circle cx="21.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text
          x="18"
          y="15.5"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="700"
          fontSize={badge.text.length > 5 ? 6 : 9}
          fill={badge.color ?? '#ffffff'}
        >
          {badge.text}
        </text>
      )}
    </svg>
  )
}

/** The cards a method accepts, in a row (phrasing content: it sits in the accordion's heading button). */
export const CardBadges = ({ icons }: { icons: readonly CardIcon[] }) =>
  icons.length === 0 ? null : (
    <span className="flex flex-wrap items-center gap-1" data-testid="accepted-cards">
      {icons.map((icon) => (
        <CardBadge key={icon} icon={icon} />
      ))}
    </span>
  )
