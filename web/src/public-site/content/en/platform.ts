import { seatRuleText } from '@contract/plans';
import type { Page } from '../types';

export const kpi: Page = {
  title: 'KPI targets and ratings',
  description:
    'Set monthly targets per rep for visits, visit types, new clients, collections and orders. Ziyara measures attainment from verified visits and keeps each month’s rating.',
  eyebrow: 'KPI targets',
  h1: 'Monthly targets your team can see and trust',
  lead: 'Targets work when everyone agrees on how they are counted. Ziyara counts only verified visits and shows each rep where they stand, every day of the month.',
  sections: [
    {
      heading: 'What you can set each month',
      cards: [
        {
          icon: 'pin',
          title: 'Total visits',
          text: 'The number of visits each rep should complete, and a separate target per visit type if you need one.',
        },
        { icon: 'users', title: 'New clients', text: 'How many leads each rep should convert into approved clients.' },
        { icon: 'cash', title: 'Collections', text: 'The amount each rep should collect on site, taken from Collection visits.' },
        { icon: 'file', title: 'Orders', text: 'How many visits should end with an order.' },
      ],
    },
    {
      heading: 'Counted fairly',
      bullets: [
        'Attainment is calculated from genuine visits; false visits never count',
        'Reps see their own progress; managers see the whole team',
        'Past months stay available for comparison and reviews',
      ],
    },
    {
      heading: 'A monthly rating with a comment',
      text: [
        'At the end of each month a manager rates each rep from 1 to 5 and adds a comment. Over time this builds a record of performance that is based on verified work, which makes reviews and bonus discussions easier for everyone.',
      ],
    },
  ],
};

export const integration: Page = {
  title: 'Integrations and API',
  description:
    'Ziyara offers a documented REST API (OpenAPI), CSV, XLSX and PDF exports, and integration projects with your ERP or accounting system for Enterprise customers.',
  eyebrow: 'Integrations and API',
  h1: 'Connect Ziyara to the systems you already run',
  lead: 'Field data is most useful when it reaches finance, operations and management. Ziyara is built API-first, so every screen in the app uses the same calls your developers can use.',
  sections: [
    {
      heading: 'Ways to connect',
      cards: [
        {
          icon: 'plug',
          title: 'REST API',
          text: 'A versioned JSON API with an OpenAPI document describing every call, the fields it accepts and the errors it returns.',
        },
        {
          icon: 'file',
          title: 'Exports',
          text: 'Every report exports to CSV, XLSX and PDF for spreadsheets, BI tools and management packs.',
        },
        {
          icon: 'handshake',
          title: 'Integration projects',
          text: 'Enterprise customers can have our team or a certified partner connect Ziyara to their ERP, accounting or invoicing system.',
        },
      ],
    },
    {
      heading: 'Typical integrations',
      bullets: [
        'Send approved Collection visits to your accounting system for reconciliation',
        'Keep client records in step with your ERP customer master',
        'Feed visit and KPI data to your own dashboards',
      ],
    },
    {
      heading: 'Secure by default',
      text: [
        'API access uses the same authentication and company isolation as the app. A token only ever sees the data of its own company, and row-level security in the database enforces it.',
      ],
    },
  ],
};

export const appDevelopment: Page = {
  title: 'Mobile and custom development',
  description:
    'Ziyara runs on any modern phone browser with GPS check-in. Enterprise customers can add custom reports, integrations and workflows built by our team.',
  eyebrow: 'Mobile and custom work',
  h1: 'Ziyara on every phone, shaped around your process',
  lead: 'Your reps use Ziyara on the phones they already carry. When a large team needs something specific, our development team can build it on the same platform.',
  sections: [
    {
      heading: 'Mobile first, without an app store',
      text: [
        'Ziyara is a responsive web application. It opens in the phone’s browser, can be added to the home screen, and uses the phone’s GPS for check-in. There is nothing to install and nothing to update: every rep always has the latest version.',
      ],
      bullets: [
        'Works on Android and iPhone browsers',
        'Photos for receipts and delivery proof straight from the camera',
        'Arabic and English, light and dark, per user',
      ],
    },
    {
      heading: 'Custom development for Enterprise',
      cards: [
        {
          icon: 'chart',
          title: 'Custom reports',
          text: 'Reports shaped to your management pack, built on the same data as the standard four.',
        },
        { icon: 'plug', title: 'Integrations', text: 'Connections to your ERP, accounting or e-invoicing systems through the Ziyara API.' },
        {
          icon: 'clipboard',
          title: 'Workflow additions',
          text: 'Extra steps or fields for your industry, agreed with you and maintained by us.',
        },
      ],
    },
    {
      heading: 'How a project runs',
      steps: [
        { title: 'Discovery', text: 'We map your process with your sales and IT leads.' },
        { title: 'Proposal', text: 'You receive a written scope, timeline and quote.' },
        { title: 'Delivery', text: 'We build, test with your team and release in stages.' },
      ],
    },
  ],
};

export const price: Page = {
  title: 'Pricing',
  description:
    'Ziyara plans: a 14-day free trial for 5 users, Starter at 79 SAR and Business at 129 SAR per user per month, and Enterprise quoted for up to 500 users.',
  eyebrow: 'Pricing',
  h1: 'Pricing that grows with your field team',
  lead: 'Pay per user, per month, in Saudi riyals. Every plan includes every feature; choose by team size and the support you need.',
  sections: [
    {
      heading: 'Questions about pricing',
      faq: [
        { title: 'Who counts as a user?', text: seatRuleText.en },
        {
          title: 'What happens when the trial ends?',
          text: 'Choose a plan to continue. Your clients, visits and settings stay exactly as they were.',
        },
        {
          title: 'Can I change plans later?',
          text: 'Yes. Move up when your team grows past the plan’s user limit, or down when it shrinks; the change applies from the next month.',
        },
        {
          title: 'Are prices inclusive of VAT?',
          text: 'No. Prices are in Saudi riyals and exclude VAT, which is added to the invoice where it applies.',
        },
        {
          title: 'Can I take my data with me?',
          text: 'Yes. Every report exports to CSV, XLSX and PDF, and Enterprise customers can use the API.',
        },
      ],
    },
  ],
};
