import type { InquiryKind } from '@contract/inquiries';
import type { Plan } from '@contract/plans';
import type { publicRoutes } from '@contract/public-routes';

/**
 * The shape of the public site's words. Every language module is typed by `SiteContent`,
 * so a missing key fails the typecheck; `content.test.ts` also checks array lengths, ids,
 * links and dates match between languages (things a type cannot see).
 */
export type Lang = 'en' | 'ar';
export type PublicRoute = (typeof publicRoutes)[number];

export type IconName =
  | 'pin'
  | 'refresh'
  | 'cash'
  | 'truck'
  | 'phone'
  | 'expand'
  | 'check'
  | 'chart'
  | 'users'
  | 'calendar'
  | 'wrench'
  | 'file'
  | 'globe'
  | 'shield'
  | 'target'
  | 'star'
  | 'chat'
  | 'plug'
  | 'book'
  | 'spark'
  | 'handshake'
  | 'mobile'
  | 'clipboard'
  | 'map';

export interface Card {
  title: string;
  text: string;
  icon?: IconName;
}

export interface Section {
  heading: string;
  /** Paragraphs shown under the heading. */
  text?: string[];
  cards?: Card[];
  bullets?: string[];
  /** A numbered sequence (rendered as an ordered list). */
  steps?: Card[];
  /** Questions and answers (rendered as a definition list). */
  faq?: Card[];
}

/** A dated, self-contained item on /blog, /whatisnew or /press; `id` is its anchor. */
export interface Entry {
  id: string;
  /** ISO date, identical in every language. */
  date: string;
  tag: string;
  title: string;
  summary: string;
  body: string[];
}

export interface Page {
  /** The <title> (the brand is appended) and the meta description. */
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  sections: Section[];
  entries?: Entry[];
}

export interface Story {
  id: string;
  industry: string;
  region: string;
  team: string;
  title: string;
  summary: string;
  challenge: string[];
  approach: string[];
  outcome: string[];
  quote: { text: string; by: string };
}

export interface NavLink {
  href: string;
  label: string;
  desc?: string;
}

export interface NavGroup {
  id: 'product' | 'solutions' | 'company' | 'resources';
  label: string;
  links: NavLink[];
}

export interface PlanText {
  key: Plan['key'];
  name: string;
  tagline: string;
  /** Shown instead of a price when the plan has none per user (trial, quoted). */
  priceLabel: string;
  cta: string;
  features: string[];
}

export interface FormText {
  labels: { name: string; email: string; phone: string; company: string; message: string };
  hints: { phone: string; message: string };
  optional: string;
  required: string;
  honeypot: string;
  submit: string;
  sending: string;
  successHeading: string;
  successText: string;
  noScript: string;
  errors: {
    nameRequired: string;
    nameLength: string;
    email: string;
    phone: string;
    company: string;
    messageLength: string;
    summary: string;
    tooMany: string;
    network: string;
    server: string;
  };
  kinds: Record<InquiryKind, { heading: string; messageLabel: string; messagePlaceholder: string }>;
}

export interface Ui {
  brand: string;
  tagline: string;
  skipToContent: string;
  navLabel: string;
  menu: string;
  closeMenu: string;
  login: string;
  startFree: string;
  /** Shown instead of log-in and sign-up when the browser holds a session. */
  openApp: string;
  switchLanguage: string;
  otherLanguageName: string;
  themeToggle: string;
  themeLight: string;
  themeDark: string;
  nav: NavGroup[];
  /** A top-level link shown beside the groups (pricing). */
  navPricing: NavLink;
  footerAbout: string;
  siteMap: string;
  rights: string;
  cta: { heading: string; text: string; primary: string; secondary: string };
  heroPreview: { title: string; client: string; type: string; status: string; distance: string; note: string };
  plansHeading: string;
  plansText: string;
  perUserMonth: string;
  /** Plural forms picked with Intl.PluralRules (Arabic needs few/many/other for 5, 50, 500). */
  usersUpTo: { one: string; few: string; many: string; other: string };
  recommended: string;
  pricingNote: string;
  storiesHeading: string;
  storiesText: string;
  storyNote: string;
  readStory: string;
  storyLabels: { industry: string; region: string; team: string; challenge: string; approach: string; outcome: string };
  allStories: string;
  entriesHeading: string;
  onThisPage: string;
  backToTop: string;
}

export interface SiteContent {
  lang: Lang;
  ui: Ui;
  form: FormText;
  plans: PlanText[];
  pages: Record<PublicRoute, Page>;
  stories: Story[];
  notFound: Page;
}
