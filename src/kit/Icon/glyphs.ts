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

/** One glyph: the lucide drawing and the role name the svg carries as `data-icon`. */
export interface Glyph {
  readonly name: string;
  readonly draw: LucideIcon;
}

// Each glyph is its own constant, not a name in one map, so a page ships only the glyphs it imports
// (issue 21). Adding a constant here is the only way to ship a new glyph.
export const arrowLeft: Glyph = { name: 'arrowLeft', draw: ArrowLeft };
export const arrowRight: Glyph = { name: 'arrowRight', draw: ArrowRight };
export const check: Glyph = { name: 'check', draw: Check };
export const chevronDown: Glyph = { name: 'chevronDown', draw: ChevronDown };
export const chevronLeft: Glyph = { name: 'chevronLeft', draw: ChevronLeft };
export const chevronRight: Glyph = { name: 'chevronRight', draw: ChevronRight };
export const alert: Glyph = { name: 'alert', draw: CircleAlert };
export const success: Glyph = { name: 'success', draw: CircleCheck };
export const clock: Glyph = { name: 'clock', draw: Clock };
export const code: Glyph = { name: 'code', draw: Code };
export const copy: Glyph = { name: 'copy', draw: Copy };
export const card: Glyph = { name: 'card', draw: CreditCard };
export const download: Glyph = { name: 'download', draw: Download };
export const externalLink: Glyph = { name: 'externalLink', draw: ExternalLink };
export const eye: Glyph = { name: 'eye', draw: Eye };
export const eyeOff: Glyph = { name: 'eyeOff', draw: EyeOff };
export const globe: Glyph = { name: 'globe', draw: Globe };
export const info: Glyph = { name: 'info', draw: Info };
export const link: Glyph = { name: 'link', draw: Link };
export const lock: Glyph = { name: 'lock', draw: Lock };
export const mail: Glyph = { name: 'mail', draw: Mail };
export const mapPin: Glyph = { name: 'mapPin', draw: MapPin };
export const menu: Glyph = { name: 'menu', draw: Menu };
export const monitor: Glyph = { name: 'monitor', draw: Monitor };
export const moon: Glyph = { name: 'moon', draw: Moon };
export const pause: Glyph = { name: 'pause', draw: Pause };
export const phone: Glyph = { name: 'phone', draw: Phone };
export const play: Glyph = { name: 'play', draw: Play };
export const search: Glyph = { name: 'search', draw: Search };
export const send: Glyph = { name: 'send', draw: Send };
export const shield: Glyph = { name: 'shield', draw: ShieldCheck };
export const smartphone: Glyph = { name: 'smartphone', draw: Smartphone };
export const sun: Glyph = { name: 'sun', draw: Sun };
export const users: Glyph = { name: 'users', draw: Users };
export const wallet: Glyph = { name: 'wallet', draw: Wallet };
export const close: Glyph = { name: 'close', draw: X };
export const zap: Glyph = { name: 'zap', draw: Zap };
export const zoomIn: Glyph = { name: 'zoomIn', draw: ZoomIn };
