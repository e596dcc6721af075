/** What the catalogue routes say to a person when a request cannot be answered (tests import these). */
export const CATALOGUE_MESSAGES = {
  badRange: 'The price range must be written min-max in rupees, e.g. range=1000-50000.',
  badPage: 'The page must be a whole number from 1 to 100000.',
  badSort: 'Sort must be one of new, low-to-high or high-to-low.',
  repeated: (name: string) => `Give the ${name} parameter only once.`,
  noKeywords: 'Enter something to search for in the keywords parameter.',
  oneScope: 'Use only one of cat, sub or type.',
  badFilter: 'The filter must name a category, sub-category or type as cat-{url}, sub-{url} or type-{url}.',
  badLayoutId: 'Layout id must be a positive whole number.',
  noCategory: (url: string) => `There is no category "${url}".`,
  noSubCategory: (url: string) => `There is no sub-category "${url}".`,
  noType: (url: string) => `There is no sub-category type "${url}".`,
  noBrand: (name: string) => `There is no brand "${name}".`,
  noEvent: (name: string) => `There is no event "${name}".`,
  eventEnded: (title: string) => `The event "${title}" has ended.`,
  noLayout: (id: number) => `There is no layout with id ${id}.`,
  noSupplier: (name: string) => `There is no supplier "${name}".`,
} as const;
