import type { Page } from '../types';

export const about: Page = {
  title: 'About Ziyara',
  description:
    'Ziyara (زيارة, “visit”) builds an Arabic-first field sales CRM for companies in the Arab region whose business depends on visiting clients.',
  eyebrow: 'About us',
  h1: 'We build software for teams that sell face to face',
  lead: 'Ziyara means “visit” in Arabic. In much of the region, business is still won in person: at the pharmacy counter, on the construction site, in the procurement office. We build the tool those teams deserve.',
  sections: [
    {
      heading: 'Why we started',
      text: [
        'We kept meeting sales directors who ran large field teams on spreadsheets and chat groups. Global CRMs were built around an office pipeline, priced in dollars and translated into Arabic as an afterthought. Field work, the visit itself, was missing.',
        'So we built Ziyara around the visit: planned, checked in on site, completed with the right details, approved by a manager and counted toward a target.',
      ],
    },
    {
      heading: 'What we believe',
      cards: [
        {
          icon: 'globe',
          title: 'Arabic first',
          text: 'Arabic is a first-class language in Ziyara, with a correct right-to-left layout, not a translation layer.',
        },
        {
          icon: 'check',
          title: 'Verified, not reported',
          text: 'Good management starts from facts everyone accepts. That is why check-in, approval and false-visit detection are at the core.',
        },
        {
          icon: 'shield',
          title: 'Your data is yours',
          text: 'Each company’s data is isolated by the database itself, and you can export it whenever you want.',
        },
        {
          icon: 'users',
          title: 'Simple for the rep',
          text: 'If a screen slows a rep down in the field, we redesign it. Adoption is the whole game.',
        },
      ],
    },
  ],
};

export const whyus: Page = {
  title: 'Why choose Ziyara',
  description:
    'Ziyara is built around the client visit, designed in Arabic and English, priced per user in Saudi riyals and isolates every company’s data by row-level security.',
  eyebrow: 'Why Ziyara',
  h1: 'Built around the visit, not the pipeline',
  lead: 'General-purpose CRMs can be stretched to cover field sales with add-ons, consultants and custom fields. Ziyara starts where your team actually works: in front of the client.',
  sections: [
    {
      heading: 'What sets Ziyara apart',
      cards: [
        {
          icon: 'pin',
          title: 'The visit is the core object',
          text: 'Six visit types with their own completion forms, check-in, approval and false-visit detection come out of the box.',
        },
        {
          icon: 'globe',
          title: 'Arabic and English, equally',
          text: 'Every screen, message and report works in both languages, right to left and left to right.',
        },
        {
          icon: 'cash',
          title: 'Clear local pricing',
          text: 'Per user, per month, in Saudi riyals. No modules to buy separately: every plan has every feature.',
        },
        {
          icon: 'shield',
          title: 'Isolation you can explain to IT',
          text: 'Row-level security in PostgreSQL keeps each company’s rows apart at the database level.',
        },
        {
          icon: 'spark',
          title: 'Live in days',
          text: 'Add your clients, set the geofence, plan a week. No implementation project is needed to start.',
        },
        {
          icon: 'handshake',
          title: 'Local partners',
          text: 'Implementation partners and independent gladiators help companies across the region get started.',
        },
      ],
    },
    {
      heading: 'When Ziyara is the right choice',
      bullets: [
        'Your revenue depends on reps visiting clients in person',
        'You need proof that visits and collections really happened',
        'Your team works in Arabic, or in both Arabic and English',
        'You want targets measured the same way for everyone',
      ],
    },
  ],
};

export const model: Page = {
  title: 'How we work',
  description:
    'Ziyara is sold as a monthly subscription per user, directly and through partners and independent gladiators, with onboarding included from the Business plan.',
  eyebrow: 'Our model',
  h1: 'A simple subscription and people who help you use it',
  lead: 'We earn our living from monthly subscriptions, so we only do well when your team keeps using Ziyara. Everything about how we work follows from that.',
  sections: [
    {
      heading: 'How companies buy Ziyara',
      steps: [
        { title: 'Try', text: 'A 14-day free trial for up to 5 users, with every feature and no card.' },
        { title: 'Choose a plan', text: 'Starter, Business or Enterprise, priced per user per month in Saudi riyals.' },
        { title: 'Grow', text: 'Add users as the team grows; move to the next plan when you pass its user limit.' },
      ],
    },
    {
      heading: 'Three ways to reach us',
      cards: [
        { icon: 'users', title: 'Directly', text: 'Sign up on the website or talk to our sales team for a demonstration.' },
        {
          icon: 'handshake',
          title: 'Through a partner',
          text: 'Certified implementation partners set up Ziyara, train your team and connect your systems.',
        },
        {
          icon: 'star',
          title: 'Through a gladiator',
          text: 'Independent sales professionals who know your industry introduce Ziyara and help you start.',
        },
      ],
    },
    {
      heading: 'What we do not do',
      bullets: [
        'No long contracts on Starter and Business: pay monthly, cancel any time',
        'No selling your data, and no advertising inside the product',
        'No paid add-ons for core features',
      ],
    },
  ],
};

export const team: Page = {
  title: 'Our team',
  description:
    'The Ziyara team: product and design, engineering, customer success and the partner network, working together across the Arab region.',
  eyebrow: 'Our team',
  h1: 'A small team that listens to the field',
  lead: 'Ziyara is built by people who have sat in the passenger seat on sales routes. We keep the team small and close to our customers.',
  sections: [
    {
      heading: 'How the team is organised',
      cards: [
        {
          icon: 'spark',
          title: 'Product and design',
          text: 'Turns what we hear from reps and managers into screens that work in Arabic and English, on a phone, in the sun.',
        },
        {
          icon: 'plug',
          title: 'Engineering',
          text: 'Builds and runs the platform, with security and data isolation treated as features, not afterthoughts.',
        },
        {
          icon: 'chat',
          title: 'Customer success',
          text: 'Onboards new companies, trains managers and answers support requests in Arabic and English.',
        },
        {
          icon: 'handshake',
          title: 'Partner network',
          text: 'Recruits and trains partners and gladiators so companies have local help wherever they are.',
        },
      ],
    },
    {
      heading: 'How we work',
      bullets: [
        'Every team member joins customer calls each month',
        'Every feature ships in Arabic and English on the same day',
        'We write down decisions so customers and partners can read why things work the way they do',
      ],
    },
    {
      heading: 'Join us',
      text: [
        'We are always glad to hear from engineers, designers and customer success people who care about the region. Write to us through the contact page and tell us what you would like to work on.',
      ],
    },
  ],
};

export const notices: Page = {
  title: 'Third-party notices',
  description: 'The open data and open-source software Ziyara is built with, and the licences they are used under.',
  eyebrow: 'Notices',
  h1: 'Third-party notices',
  lead: 'Ziyara stands on open data and open-source software. This page credits them as their licences ask.',
  sections: [
    {
      heading: 'City and region names',
      text: [
        'The cities, towns and governorates offered in Ziyara, with their Arabic and English names and spellings, come from GeoNames (www.geonames.org), licensed under the Creative Commons Attribution 4.0 licence (CC BY 4.0). We changed the data: we kept the places of the 22 countries we serve, chose one reliable Arabic name per place where the data has one, and added common spellings.',
        'First-level region names and codes come from the iso3166-2-db package (MIT licence). Country outlines on maps come from Natural Earth (public domain) through the world-atlas package (ISC licence).',
      ],
    },
    {
      heading: 'Open-source software',
      text: [
        'Ziyara is built with open-source software, among it PostgreSQL and PGlite, Fastify, Drizzle ORM, React, Mantine, TanStack Query, i18next, Leaflet, ExcelJS, PDFKit, fontkit, bidi-js, libphonenumber-js, React Email and Nodemailer. Each is used under its own licence (MIT, ISC, BSD, Apache 2.0 or the PostgreSQL licence); the full text of each licence ships with the package.',
        'The fonts Inter, IBM Plex Sans Arabic and Noto Sans Arabic are used under the SIL Open Font License 1.1.',
      ],
    },
  ],
};
