/** Texts of the storefront's shared pieces (features/ui). */
export const BREADCRUMB_TEXT = {
  /** The breadcrumb's navigation landmark. */
  label: 'Breadcrumb',
  home: 'Home',
} as const;
