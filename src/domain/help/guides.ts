/** A short guide on the resources page: a heading, an introduction and the steps, in order. */
export interface Guide {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly steps: readonly string[];
}

/** Guides of the resources page (issue #4 §5 `/resources`). */
export const GUIDES: readonly Guide[] = [
  {
    id: 'how-it-works',
    title: 'How a Home Equity Investment works',
    intro: 'From your application to your funds, in five steps.',
    steps: [
      'Apply: tell us about your home, your mortgage and everyone on the title.',
      'Upload documents: we list what we need as tasks.',
      'Review your Investment Estimate and tell us whether you want to go ahead.',
      'Appraisal and title review: we confirm your home’s value and ownership.',
      'Sign your closing documents online; we then send your funds.',
    ],
  },
  {
    id: 'preparing-documents',
    title: 'Preparing your documents',
    intro: 'Clear documents are reviewed faster.',
    steps: [
      'Use the most recent version of each statement.',
      'Include every page, even pages that look blank.',
      'Photograph documents flat, in good light, with all four corners visible.',
      'Upload each document against the task that asks for it.',
    ],
  },
];
