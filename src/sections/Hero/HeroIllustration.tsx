import * as styles from './Hero.css';

const { paint } = styles;
const amount = '25\u202f000 FCFA';
const methods = [
  { label: 'Wave', dot: paint.brand, selected: true },
  { label: 'Orange Money', dot: paint.accent, selected: false },
  { label: 'Carte bancaire', dot: paint.muted, selected: false },
] as const;

/** A phone showing Yonnee's payment page and the merchant's confirmation; drawn, not photographed. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 440"
      width="400"
      height="440"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="40" y="8" width="220" height="424" rx="34" className={paint.device} />
      <rect x="52" y="20" width="196" height="400" rx="24" className={paint.screen} />
      <rect x="125" y="28" width="50" height="6" rx="3" className={paint.line} />

      <circle cx="80" cy="62" r="13" className={paint.brandSoft} />
      <text x="80" y="67" textAnchor="middle" fontSize="13" fontWeight="700" className={paint.text}>
        S
      </text>
      <text x="101" y="66" fontSize="12" fontWeight="600" className={paint.text}>
        Sunu Cosmétiques
      </text>

      <text x="68" y="106" fontSize="11" className={paint.textMuted}>
        Montant à payer
      </text>
      <text x="68" y="134" fontSize="24" fontWeight="700" className={paint.text}>
        {amount}
      </text>
      <text x="68" y="168" fontSize="11" className={paint.textMuted}>
        Payer avec
      </text>

      {methods.map(({ label, dot, selected }, i) => {
        const y = 178 + i * 48;
        return (
          <g key={label}>
            <rect
              x="68"
              y={y}
              width="164"
              height="40"
              rx="10"
              className={selected ? paint.selected : paint.card}
            />
            <circle cx="88" cy={y + 20} r="8" className={dot} />
            <text x="104" y={y + 24} fontSize="12" fontWeight="500" className={paint.text}>
              {label}
            </text>
            {selected ? (
              <>
                <circle cx="214" cy={y + 20} r="8" className={paint.brand} />
                <path d={`M210 ${y + 20} l3 3 l5 -6`} className={paint.tick} />
              </>
            ) : (
              <circle cx="214" cy={y + 20} r="7.5" className={paint.card} />
            )}
          </g>
        );
      })}

      <rect x="68" y="334" width="164" height="44" rx="10" className={paint.button} />
      <text
        x="150"
        y="360"
        textAnchor="middle"
        fontSize="13"
        fontWeight="600"
        className={paint.onBrand}
      >
        Payer {amount}
      </text>
      <text x="150" y="402" textAnchor="middle" fontSize="10" className={paint.textMuted}>
        Paiement sécurisé par Yonnee
      </text>

      <rect x="226" y="154" width="166" height="62" rx="14" className={paint.shadow} />
      <rect x="224" y="148" width="166" height="62" rx="14" className={paint.card} />
      <circle cx="252" cy="179" r="15" className={paint.successSoft} />
      <path d="M245 179 l5 5 l9 -10" className={paint.check} />
      <text x="276" y="174" fontSize="12" fontWeight="700" className={paint.text}>
        Paiement reçu
      </text>
      <text x="276" y="192" fontSize="12" fontWeight="600" className={paint.textSuccess}>
        +{amount}
      </text>
    </svg>
  );
}
