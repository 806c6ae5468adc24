import { useId } from 'react';
import { officeMapUrl, officeMapWords, type OfficeMapWords } from '../../content/docs/office';
import { glyphs, Icon, Link } from '../../kit';
import * as styles from './OfficeMap.css';

/** The coast of the Cap-Vert peninsula, from the north-east round the Almadies to Hann bay. */
const coast =
  'M400 14 Q300 30 230 52 T120 92 Q92 104 64 104 Q44 106 40 116 Q48 130 76 140 Q104 156 130 182 Q160 210 196 236 Q214 244 222 232 Q236 206 270 190 Q330 166 400 148';

/**
 * Where the support team works: a map of Dakar drawn here, so the page loads no third-party
 * script, tile or cookie, and a link to the same spot on OpenStreetMap.
 */
export function OfficeMap({
  words = officeMapWords,
}: {
  /** Its words, for a page in another language; French by default. */
  words?: OfficeMapWords;
}) {
  const id = useId();
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox="0 0 400 250"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{words.mapTitle}</title>
        <desc id={`${id}-desc`}>{words.mapDescription}</desc>
        <rect className={styles.ocean} width="400" height="250" />
        <path className={styles.land} d={`${coast} L400 250 L400 0 Z`} />
        <path className={styles.coast} d={coast} />
        <ellipse className={styles.island} cx="70" cy="84" rx="9" ry="4.5" />
        <ellipse className={styles.island} cx="292" cy="228" rx="6" ry="3.5" />
        <path className={styles.minorRoad} d="M104 160 Q150 120 230 96 T400 52" />
        <path className={styles.minorRoad} d="M214 214 Q240 180 300 160 T400 126" />
        <path className={styles.road} d="M50 114 Q90 118 128 116 T206 84" />
        <text className={styles.seaLabel} x="190" y="30">
          {words.sea}
        </text>
        <text className={styles.label} x="58" y="74">
          Ngor
        </text>
        <text className={styles.label} x="214" y="112">
          Yoff
        </text>
        <text className={styles.label} x="106" y="184">
          Ouakam
        </text>
        <text className={styles.label} x="222" y="204">
          Plateau
        </text>
        <text className={styles.label} x="302" y="238">
          Gorée
        </text>
        <text className={styles.label} x="112" y="136">
          Route des Almadies
        </text>
        <g transform="translate(76 115)">
          <path
            className={styles.pin}
            d="M0 0 C-9 -12 -11 -16 -11 -21 A11 11 0 0 1 11 -21 C11 -16 9 -12 0 0 Z"
          />
          <circle className={styles.pinDot} cx="0" cy="-21" r="4" />
        </g>
        <text className={styles.officeLabel} x="92" y="100">
          Yonnee
        </text>
      </svg>
      <figcaption className={styles.caption}>
        <address className={styles.address}>
          <Icon glyph={glyphs.mapPin} className={styles.icon} />
          {words.address}
        </address>
        <Link href={officeMapUrl} newTab className={styles.external}>
          {words.openStreetMap}
          <Icon glyph={glyphs.externalLink} size="sm" label={words.newTab} />
        </Link>
      </figcaption>
    </figure>
  );
}
