import type { SiteStrings } from './zh';

/** The public website's strings (namespace `site`), English. */
export const en: SiteStrings = {
  brand: 'Blade Logistics',
  nav: {
    home: 'Home',
    order: 'Book an order',
    service: 'Services',
    news: 'News',
    about: 'About us',
    join: 'Join us',
    login: 'Staff sign-in',
  },
  home: {
    title: 'Blade Logistics · Every shipment, on time',
    lead: 'Trunk lines, warehousing and city delivery across all 34 provincial regions of China: one partner for your whole supply chain.',
    book: 'Book now',
    services: 'Our services',
    highlights: 'Why us',
    network: {
      title: 'Nationwide network',
      text: 'Direct service to more than 2,800 districts, trunk and last mile planned as one.',
    },
    warehouse: {
      title: 'Smart warehousing',
      text: 'Multi-temperature storage with live stock levels; orders ship the same day.',
    },
    tracking: { title: 'End-to-end visibility', text: 'Every step from pick-up to delivery, tracked live.' },
  },
  footer: '© Blade Logistics Group',
};
