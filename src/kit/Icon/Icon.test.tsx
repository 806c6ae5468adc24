import {
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Code,
  Copy,
  CreditCard,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Globe,
  Info,
  Link,
  Lock,
  Mail,
  MapPin,
  Menu,
  Monitor,
  Moon,
  Pause,
  Phone,
  Play,
  Search,
  Send,
  ShieldCheck,
  Smartphone,
  Sun,
  Users,
  Wallet,
  X,
  Zap,
  ZoomIn,
  type LucideIcon,
} from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, iconSizes } from './Icon';
import * as glyphs from './glyphs';

/** Which lucide icon each glyph draws: the components the kit rendered before it drew the data itself. */
const lucideIcons: Record<keyof typeof glyphs, LucideIcon> = {
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  check: Check,
  chevronDown: ChevronDown,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  alert: CircleAlert,
  success: CircleCheck,
  clock: Clock,
  code: Code,
  copy: Copy,
  card: CreditCard,
  download: Download,
  externalLink: ExternalLink,
  eye: Eye,
  eyeOff: EyeOff,
  globe: Globe,
  info: Info,
  link: Link,
  lock: Lock,
  mail: Mail,
  mapPin: MapPin,
  menu: Menu,
  monitor: Monitor,
  moon: Moon,
  pause: Pause,
  phone: Phone,
  play: Play,
  search: Search,
  send: Send,
  shield: ShieldCheck,
  smartphone: Smartphone,
  sun: Sun,
  users: Users,
  wallet: Wallet,
  close: X,
  zap: Zap,
  zoomIn: ZoomIn,
};

/** lucide-react's svg as the kit's Icon rendered it, without lucide's own class names, which nothing reads. */
function lucideMarkup(name: keyof typeof glyphs, px: number, extra: Record<string, unknown>) {
  const Lucide = lucideIcons[name];
  const html = renderToStaticMarkup(
    <Lucide width={px} height={px} strokeWidth={2} focusable="false" data-icon={name} {...extra} />,
  );
  return html.replace(/ class="lucide [^"]*"/, '');
}

describe('Icon', () => {
  it.each(Object.keys(lucideIcons) as (keyof typeof glyphs)[])(
    'draws %s as lucide-react did: same svg attributes, same shapes',
    (name) => {
      expect(renderToStaticMarkup(<Icon glyph={glyphs[name]} />)).toBe(
        lucideMarkup(name, iconSizes.md, { 'aria-hidden': true }),
      );
    },
  );

  it('names a labelled icon as an image, at each size', () => {
    for (const [size, px] of Object.entries(iconSizes)) {
      expect(
        renderToStaticMarkup(
          <Icon
            glyph={glyphs.lock}
            label="Connexion chiffrée"
            size={size as keyof typeof iconSizes}
          />,
        ),
      ).toBe(lucideMarkup('lock', px, { role: 'img', 'aria-label': 'Connexion chiffrée' }));
    }
  });

  it('keeps the class it is given', () => {
    expect(renderToStaticMarkup(<Icon glyph={glyphs.copy} className="inline" />)).toContain(
      ' class="inline" ',
    );
  });
});
