import * as styles from './DeveloperPlatform.css';

const { paint } = styles;
const kpis = [
  { label: 'Solde disponible', value: '1\u202f250\u202f000 F' },
  { label: 'Transactions', value: '342' },
  { label: 'Taux de réussite', value: '98,6\u202f%' },
] as const;
const bars = [38, 54, 46, 70, 62, 84, 74] as const;
const rows = [
  { tint: paint.brandSoft, amount: '+15\u202f000 F' },
  { tint: paint.accentSoft, amount: '+8\u202f500 F' },
] as const;

export interface DashboardIllustrationProps {
  /** What the drawing shows, for people who cannot see it. */
  label: string;
  className?: string;
}

/** The merchant dashboard drawn with shapes: balance, weekly takings and latest transactions. */
export function DashboardIllustration({ label, className }: DashboardIllustrationProps) {
  return (
    <svg
      viewBox="0 0 560 380"
      width="560"
      height="380"
      role="img"
      aria-label={label}
      className={className}
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="559" height="379" rx="14" className={paint.frame} />
      <path
        d="M14.5 .5h531a14 14 0 0 1 14 14v17.5H.5V14.5a14 14 0 0 1 14-14z"
        className={paint.bar}
      />
      {[20, 34, 48].map((cx) => (
        <circle key={cx} cx={cx} cy="16" r="4" className={paint.line} />
      ))}

      <rect x="0.5" y="32" width="128" height="334" className={paint.sidebar} />
      <rect x="16" y="48" width="22" height="22" rx="6" className={paint.brand} />
      <rect x="46" y="54" width="56" height="10" rx="5" className={paint.lineStrong} />
      <rect x="12" y="90" width="104" height="26" rx="7" className={paint.brandSoft} />
      <rect x="22" y="99" width="60" height="8" rx="4" className={paint.brand} />
      {[128, 156, 184, 212].map((y, i) => (
        <rect
          key={y}
          x="22"
          y={y}
          width={[70, 52, 64, 46][i]}
          height="8"
          rx="4"
          className={paint.line}
        />
      ))}

      {kpis.map((kpi, i) => {
        const x = 148 + i * 136;
        return (
          <g key={kpi.label}>
            <rect x={x} y="50" width="120" height="72" rx="10" className={paint.panel} />
            <text x={x + 12} y="74" fontSize="10" className={paint.textMuted}>
              {kpi.label}
            </text>
            <text x={x + 12} y="102" fontSize="17" fontWeight="700" className={paint.text}>
              {kpi.value}
            </text>
          </g>
        );
      })}

      <rect x="148" y="138" width="392" height="122" rx="10" className={paint.panel} />
      <text x="160" y="160" fontSize="10" className={paint.textMuted}>
        Encaissements des 7 derniers jours
      </text>
      {bars.map((height, i) => (
        <rect
          key={i}
          x={168 + i * 52}
          y={248 - height}
          width="26"
          height={height}
          rx="5"
          className={i === bars.length - 1 ? paint.brand : paint.brandSoft}
        />
      ))}

      <rect x="148" y="276" width="392" height="90" rx="10" className={paint.panel} />
      {rows.map((row, i) => {
        const y = 298 + i * 40;
        return (
          <g key={row.amount}>
            <circle cx="170" cy={y + 4} r="10" className={row.tint} />
            <rect x="190" y={y - 4} width="96" height="8" rx="4" className={paint.lineStrong} />
            <rect x="190" y={y + 8} width="64" height="6" rx="3" className={paint.line} />
            <text
              x="408"
              y={y + 8}
              fontSize="11"
              fontWeight="600"
              textAnchor="end"
              className={paint.text}
            >
              {row.amount}
            </text>
            <rect x="452" y={y - 5} width="72" height="18" rx="9" className={paint.successSoft} />
            <text
              x="488"
              y={y + 8}
              fontSize="10"
              fontWeight="600"
              textAnchor="middle"
              className={paint.textSuccess}
            >
              Réussie
            </text>
          </g>
        );
      })}
    </svg>
  );
}
