import type { Page } from '../types';

export const training: Page = {
  title: 'Training',
  description:
    'Ziyara training for admins, managers and sales reps: live online sessions, short guides and a two-week onboarding plan that gets the whole team using it.',
  eyebrow: 'Training',
  h1: 'Get the whole team confident in two weeks',
  lead: 'Software only pays off when people use it every day. Our training is short, role-based and available in Arabic and English.',
  sections: [
    {
      heading: 'Training by role',
      cards: [
        {
          icon: 'shield',
          title: 'Admins',
          text: 'Users and roles, visit permissions, brands and samples, the geofence radius and the plan.',
        },
        {
          icon: 'check',
          title: 'Managers',
          text: 'Planning visits, approving and rejecting, approving leads, setting targets, rating and reports.',
        },
        { icon: 'pin', title: 'Sales reps', text: 'The daily plan, check-in, completing each visit type, tasks, messages and leads.' },
        { icon: 'wrench', title: 'Maintenance staff', text: 'Receiving requests, updating status and adding notes and photos on site.' },
      ],
    },
    {
      heading: 'A two-week onboarding plan',
      steps: [
        { title: 'Days 1–2: set up', text: 'The admin adds users, clients, brands and samples, and sets the geofence.' },
        { title: 'Days 3–5: pilot', text: 'One manager and a few reps run their real visits in Ziyara.' },
        { title: 'Week 2: roll out', text: 'The rest of the team joins; managers approve daily and set next month’s targets.' },
      ],
    },
    {
      heading: 'Formats',
      bullets: [
        'Live online sessions for each role, included from the Business plan',
        'Short written guides for every screen, in Arabic and English',
        'On-site training for Enterprise customers, by our team or a partner',
      ],
    },
  ],
};

export const community: Page = {
  title: 'Community',
  description:
    'The Ziyara community brings sales directors and managers together to share field-sales practices and shape the product roadmap.',
  eyebrow: 'Community',
  h1: 'Learn from sales leaders who run teams like yours',
  lead: 'Field-sales problems are surprisingly similar from Casablanca to Muscat. The Ziyara community is where customers compare notes and tell us what to build next.',
  sections: [
    {
      heading: 'What happens in the community',
      cards: [
        { icon: 'chat', title: 'Practice sharing', text: 'How others set targets, plan routes, handle collections and coach reps.' },
        { icon: 'spark', title: 'Roadmap input', text: 'Customers see what we are working on and vote on what comes next.' },
        {
          icon: 'calendar',
          title: 'Online sessions',
          text: 'Regular online sessions in Arabic and English on one field-sales topic at a time.',
        },
      ],
    },
    {
      heading: 'Community rules',
      bullets: ['Share practices, not customer data', 'Be respectful; disagree with ideas, not people', 'No selling to other members'],
    },
    {
      heading: 'How to join',
      text: [
        'The community is open to admins and managers of Ziyara customers and to our partners. Ask through the support page and we will send you an invitation.',
      ],
    },
  ],
};

export const customer: Page = {
  title: 'Industries we serve',
  description:
    'Ziyara serves companies whose sales depend on visiting clients: distribution, pharmaceuticals and medical supplies, building materials, equipment and B2B services.',
  eyebrow: 'Our customers',
  h1: 'For every business that sells by visiting',
  lead: 'Our customers differ in what they sell but share one thing: their revenue depends on reps who visit clients in person, every day.',
  sections: [
    {
      heading: 'Industries',
      cards: [
        { icon: 'truck', title: 'Distribution and FMCG', text: 'Route sales, collections on delivery and expansion into new outlets.' },
        {
          icon: 'shield',
          title: 'Pharmaceuticals and medical supplies',
          text: 'Visits to hospitals, clinics and pharmacies, with samples and tender documents.',
        },
        {
          icon: 'wrench',
          title: 'Building materials and equipment',
          text: 'Project visits, contractor meetings and after-sales maintenance.',
        },
        { icon: 'users', title: 'B2B services', text: 'Account management for corporate and government clients, with tasks and meetings.' },
      ],
    },
    {
      heading: 'Typical teams',
      bullets: [
        'From a founder with 4 reps on the free trial to field forces of several hundred users',
        'Single-city teams and teams spread across several countries in the region',
        'Arabic-only teams, English-only teams and, most often, both',
      ],
    },
  ],
};

export const successStory: Page = {
  title: 'Customer stories',
  description:
    'How field sales teams use Ziyara: typical deployments in medical supplies, FMCG distribution and building materials, described step by step.',
  eyebrow: 'Customer stories',
  h1: 'How field teams put Ziyara to work',
  lead: 'Each story follows one kind of company through the same questions: what was hard, what they set up in Ziyara, and what changed for the director and the reps.',
  sections: [],
};
