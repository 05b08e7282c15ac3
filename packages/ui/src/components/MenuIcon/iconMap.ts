import {
  Airplay,
  ArrowLeftRight,
  BookText,
  Bug,
  Building2,
  CalendarDays,
  ChartColumn,
  CheckCheck,
  Cloud,
  Cog,
  Contact,
  Crown,
  Database,
  FileCode,
  FileSpreadsheet,
  FileText,
  Folder,
  GitCommitVertical,
  GraduationCap,
  House,
  type IconComponent,
  Image,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  ListTree,
  LogIn,
  MapPin,
  Menu,
  MessageSquare,
  MessageSquareText,
  Network,
  Newspaper,
  Package,
  Paperclip,
  Phone,
  Pin,
  Route,
  Save,
  Send,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Smartphone,
  SquarePen,
  Ticket,
  Upload,
  UserRound,
  Users,
  Wrench,
} from '../../icons';

/** Shown for an empty or unknown `source` (Saber's default is the `icon-caidan` "menu" glyph). */
export const DEFAULT_MENU_ICON: IconComponent = Menu;

/**
 * Icon-font glyph names of the Blade/Saber menu seed (after the `iconfont` class and the
 * `iconicon_`/`icon-` prefix are stripped) → the closest lucide icon. Keys are lower case.
 * Unknown names fall back to the default icon rather than failing: the menu is data an
 * administrator edits, and any class string may turn up.
 */
export const menuIconMap: Readonly<Record<string, IconComponent>> = {
  // Saber / Element defaults
  caidan: Menu,
  menu: Menu,
  shouye: House,
  home: House,
  // desk and work
  airplay: Airplay,
  sms: MessageSquareText,
  notice: ListChecks,
  edit: SquarePen,
  signin: LogIn,
  todo: ListTodo,
  send: Send,
  done: CheckCheck,
  calendar: CalendarDays,
  // monitor and tools
  bug: Bug,
  study: GraduationCap,
  doc: FileText,
  wxbgongju: Wrench,
  savememo: Save,
  shujuku: Database,
  compile: FileCode,
  chart: ChartColumn,
  biaodan: FileSpreadsheet,
  // website content
  network: Network,
  image: Image,
  news: Newspaper,
  message: MessageSquare,
  phone: Phone,
  timeline: GitCommitVertical,
  group: Users,
  box: Package,
  order: ShoppingCart,
  // workflow
  exchange: ArrowLeftRight,
  upload: Upload,
  task: ListChecks,
  road: Route,
  // resources and base
  folder: Folder,
  cloud: Cloud,
  attachment: Paperclip,
  ding: Pin,
  location: MapPin,
  // authority and system
  'bofangqi-suoping': ShieldCheck,
  boss: Crown,
  vpn: Shield,
  setting: Settings,
  principal: UserRound,
  addresslist: BookText,
  subordinate: ListTree,
  canshu: SlidersHorizontal,
  community_line: Contact,
  quanxian: Building2,
  ticket: Ticket,
  mobile: Smartphone,
  mobilephone: Smartphone,
  // a few generic names apps tend to use
  dashboard: LayoutDashboard,
  key: KeyRound,
  layers: Layers,
  cog: Cog,
};

/**
 * The glyph name inside a `source` class string: `'iconfont iconicon_setting'` → `'setting'`,
 * `'iconfont icon-shouye'` → `'shouye'`, `'icon-caidan'` → `'caidan'`, `'setting'` → `'setting'`.
 * Returns '' for an empty source.
 */
export function iconNameOf(source: string | null | undefined): string {
  if (!source) return '';
  const classes = source
    .trim()
    .split(/\s+/)
    .filter((c) => c !== 'iconfont' && c !== '');
  const last = classes[classes.length - 1] ?? '';
  return last
    .toLowerCase()
    .replace(/^iconicon_/, '')
    .replace(/^icon[-_]/, '');
}

/** The lucide icon for a menu `source`, or the default icon when it is empty or unknown. */
export function iconForSource(source: string | null | undefined): IconComponent {
  const name = iconNameOf(source);
  // hasOwn: a source such as 'constructor' must not pick up Object.prototype members.
  return (Object.hasOwn(menuIconMap, name) && menuIconMap[name]) || DEFAULT_MENU_ICON;
}

/** Whether a `source` maps to a known icon (the default icon is used otherwise). */
export function isKnownIcon(source: string | null | undefined): boolean {
  const name = iconNameOf(source);
  return name !== '' && Object.hasOwn(menuIconMap, name);
}
