import type { Page } from '../types';

export const ourPartner: Page = {
  title: 'Our partners',
  description:
    'Ziyara works with implementation partners, resellers and technology partners who help companies across the Arab region set up and get the most from Ziyara.',
  eyebrow: 'Partner network',
  h1: 'Local help, wherever your team works',
  lead: 'Our partners know their markets, their industries and their languages. They set Ziyara up, train your people and connect it to your systems, with our team behind them.',
  sections: [
    {
      heading: 'Kinds of partners',
      cards: [
        {
          icon: 'wrench',
          title: 'Implementation partners',
          text: 'Configure Ziyara for your company, load your client data, train managers and reps, and support the rollout.',
        },
        {
          icon: 'handshake',
          title: 'Resellers',
          text: 'Sell Ziyara subscriptions in their country and look after the commercial relationship.',
        },
        { icon: 'plug', title: 'Technology partners', text: 'Connect Ziyara to ERP, accounting and e-invoicing systems through our API.' },
      ],
    },
    {
      heading: 'What we expect from every partner',
      bullets: [
        'Completed Ziyara certification for at least two staff members',
        'Service in Arabic and English',
        'A named contact for each customer they serve',
      ],
    },
    {
      heading: 'Find a partner near you',
      text: [
        'Tell us your country, industry and team size through the contact page, and we will introduce you to a certified partner who fits. If you would like to join the network yourself, apply on the “Become a partner” page.',
      ],
    },
  ],
};

export const partner: Page = {
  title: 'Become a partner',
  description:
    'Join the Ziyara partner network as an implementation partner, reseller or technology partner and grow your business with field-sales customers in the region.',
  eyebrow: 'Become a partner',
  h1: 'Grow your business with Ziyara',
  lead: 'If you advise, equip or integrate sales teams in the Arab region, Ziyara gives you a product your customers need and a recurring revenue line for your company.',
  sections: [
    {
      heading: 'What partners receive',
      cards: [
        {
          icon: 'book',
          title: 'Training and certification',
          text: 'Structured training for your consultants, with a certification at the end.',
        },
        {
          icon: 'cash',
          title: 'Recurring margin',
          text: 'A share of the subscriptions you sell or support, for as long as the customer stays.',
        },
        { icon: 'spark', title: 'Demo workspace', text: 'A permanent demonstration company with sample data to show prospects.' },
        { icon: 'chat', title: 'A partner manager', text: 'A direct contact in our team for deals, escalations and joint planning.' },
      ],
    },
    {
      heading: 'How to join',
      steps: [
        { title: 'Apply', text: 'Send the form below with a short description of your company.' },
        { title: 'Meet', text: 'We arrange a call to understand your market and agree on the partnership type.' },
        { title: 'Certify', text: 'Your team completes the training and receives its demonstration workspace.' },
      ],
    },
  ],
};

export const gladiator: Page = {
  title: 'Become a gladiator',
  description:
    'Gladiators are independent sales ambassadors who introduce Ziyara to companies in their network and earn a commission on the subscriptions they bring.',
  eyebrow: 'Become a gladiator',
  h1: 'Turn your sales network into your own business',
  lead: 'A Ziyara gladiator is an independent sales professional who introduces Ziyara to companies they know, helps them start, and earns a commission on every subscription they bring. You choose your hours; we provide the product, the training and the support.',
  sections: [
    {
      heading: 'Who makes a good gladiator',
      bullets: [
        'You have sold to companies in the region and know how field teams work',
        'You have a network of sales directors, owners or procurement managers',
        'You are comfortable presenting in Arabic, and ideally in English too',
      ],
    },
    {
      heading: 'What you get',
      cards: [
        {
          icon: 'cash',
          title: 'Commission',
          text: 'A commission on the subscriptions of the companies you introduce, paid monthly while they stay customers.',
        },
        { icon: 'book', title: 'Training', text: 'Product training and a sales playbook written for field-sales buyers.' },
        { icon: 'spark', title: 'Demo account', text: 'Your own demonstration company to show Ziyara live in a meeting.' },
      ],
    },
    {
      heading: 'How it works',
      steps: [
        { title: 'Apply', text: 'Tell us about your experience in the form below.' },
        { title: 'Get trained', text: 'Complete a short online training and receive your demonstration account.' },
        { title: 'Introduce', text: 'Present Ziyara to companies in your network; we support every demo you need.' },
        { title: 'Earn', text: 'When a company subscribes, your commission starts.' },
      ],
    },
  ],
};

export const getInTouch: Page = {
  title: 'Contact us',
  description:
    'Contact the Ziyara team for a demonstration, pricing for your team, or any question about field-sales management in Arabic and English.',
  eyebrow: 'Contact us',
  h1: 'Talk to the Ziyara team',
  lead: 'Ask for a demonstration, a quote for Enterprise, or advice on how to bring visits under control. We reply by email within one working day, in Arabic or English.',
  sections: [
    {
      heading: 'How we can help',
      cards: [
        {
          icon: 'spark',
          title: 'A live demonstration',
          text: 'Thirty minutes with a product specialist, using examples from your industry.',
        },
        { icon: 'cash', title: 'Pricing and Enterprise quotes', text: 'Plans for large teams, several countries or integration work.' },
        {
          icon: 'chat',
          title: 'Already a customer?',
          text: 'For help with your account, use the support page so the right team picks it up.',
        },
      ],
    },
  ],
};

export const support: Page = {
  title: 'Support',
  description: 'Get help with Ziyara: open a support request, find training resources and learn what support is included in each plan.',
  eyebrow: 'Support',
  h1: 'Help when your team needs it',
  lead: 'Our customer success team answers in Arabic and English. Tell us what happened and we will take it from there.',
  sections: [
    {
      heading: 'Support in every plan',
      cards: [
        { icon: 'chat', title: 'Starter', text: 'Email support on working days, Sunday to Thursday.' },
        { icon: 'phone', title: 'Business', text: 'Priority email and phone support, and a live onboarding session for managers.' },
        { icon: 'shield', title: 'Enterprise', text: 'A named customer success manager and agreed service levels.' },
      ],
    },
    {
      heading: 'Before you write',
      bullets: [
        'Include the screen you were on and what you expected to happen',
        'Attach nothing sensitive: we will never ask for your password',
        'For urgent problems affecting the whole team, say so in the first line',
      ],
    },
  ],
};
