import type { FormText, PlanText } from '../types';

export const form: FormText = {
  labels: { name: 'Full name', email: 'Work email', phone: 'Phone', company: 'Company', message: 'Message' },
  hints: {
    phone: 'International format, for example +966 55 123 4567.',
    message: 'At least 10 characters.',
  },
  optional: 'optional',
  required: 'required',
  honeypot: 'Leave this field empty',
  submit: 'Send',
  sending: 'Sending…',
  successHeading: 'Thank you, your message has arrived',
  successText: 'A member of our team will reply by email within one working day.',
  noScript: 'You can also write to us directly at hello@ziyara.app.',
  errors: {
    nameRequired: 'Enter your full name.',
    nameLength: 'The name must be between 2 and 120 characters.',
    email: 'Enter a valid email address, for example name@company.com.',
    phone: 'Enter a phone number of 8 to 20 digits, for example +966 55 123 4567.',
    company: 'The company name can be at most 160 characters.',
    messageLength: 'Write a message of 10 to 4,000 characters.',
    summary: 'Please correct the highlighted fields.',
    tooMany: 'Too many submissions from your connection. Please try again in a few minutes.',
    network: 'We could not reach the server. Check your connection and try again; your text is kept.',
    server: 'Something went wrong on our side. Please try again in a moment; your text is kept.',
  },
  kinds: {
    contact: {
      heading: 'Send us a message',
      messageLabel: 'How can we help?',
      messagePlaceholder: 'For example: we have 25 sales reps in Riyadh and Jeddah and would like a demo.',
    },
    partner: {
      heading: 'Apply to become a partner',
      messageLabel: 'Tell us about your company',
      messagePlaceholder: 'Your services, the countries you cover and the clients you work with.',
    },
    gladiator: {
      heading: 'Apply to become a gladiator',
      messageLabel: 'Tell us about your experience',
      messagePlaceholder: 'Your sales background, your city and the industries you know well.',
    },
    support: {
      heading: 'Open a support request',
      messageLabel: 'Describe the problem',
      messagePlaceholder: 'What you did, what you expected, and what happened instead.',
    },
  },
};

/** Same order as `plans` in the contract. */
export const plans: PlanText[] = [
  {
    key: 'free_trial',
    name: 'Free trial',
    tagline: 'Try every feature with your own team.',
    priceLabel: 'Free for 14 days',
    cta: 'Start the free trial',
    features: ['Every feature for 14 days', 'No card needed', 'Keep all your data when you choose a plan'],
  },
  {
    key: 'starter',
    name: 'Starter',
    tagline: 'For a small team that visits clients every day.',
    priceLabel: '',
    cta: 'Choose Starter',
    features: [
      'Every feature: six visit types, GPS check-in, KPI and reports',
      'Arabic and English interface for every user',
      'Email support on working days',
    ],
  },
  {
    key: 'business',
    name: 'Business',
    tagline: 'For sales departments with managers and targets.',
    priceLabel: '',
    cta: 'Choose Business',
    features: ['Every feature of Ziyara', 'A live onboarding session for your managers', 'Priority support by email and phone'],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    tagline: 'For large field forces across several countries.',
    priceLabel: 'Quoted for your team',
    cta: 'Choose Enterprise',
    features: [
      'Every feature of Ziyara',
      'Integration with your ERP through our API',
      'A named customer success manager',
      'Agreed service levels and a training plan',
    ],
  },
];
