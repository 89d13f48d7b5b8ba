/** Help content of issue #4 §5 (`/faq`, `/resources`): FAQs, guides and the glossary, as data. */
export * from './faqs';
export * from './glossary';
export * from './guides';
