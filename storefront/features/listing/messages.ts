/** Listing texts (spec part 2 §2, §4). Tests import these. */
import { SORT_LABELS } from '../../../shared/domain/listing-query';
import { formatAmount } from '../../../shared/domain/money';

export { SORT_LABELS };

export const LISTING_TEXT = {
  /** 'Showing {total} Results' */
  showing: (total: number) => `Showing ${formatAmount(total)} Results`,
  searchResults: 'Search Results',
  /** Default sort option: none. */
  noSort: '-',
  /** The search page's default sort option. */
  mostRelevant: 'Most Relevant',
  sortBy: 'Sort By',
  clearAll: 'Clear All',
  activeFilters: 'Active filters',
  removeFilter: (label: string) => `Remove ${label}`,
  shopBy: 'Shop By',
  brands: 'Brands',
  price: 'Price',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  filter: 'Filter',
  filters: 'Filters',
  closeFilters: 'Close filters',
  showResults: 'Show results',
  filterBy: 'Filter By',
  allCategories: 'All Categories',
  loadMore: 'Load more',
  /** The link that stands for infinite scroll without JavaScript. */
  nextPage: 'Next page',
  /** Submits the filters and the sort without JavaScript. */
  applyFilters: 'Apply',
  loadingMore: 'Loading more products…',
  loading: 'Loading products…',
  allLoaded: (total: number) => `You have seen all ${formatAmount(total)} products`,
  noProducts: 'No products match these filters.',
  noProductsPlain: 'No products found.',
  /** A page past the last one (?page=999): the list has fewer pages. */
  pastLastPage: 'This page is past the end of the list.',
  firstPage: 'See the first page',
  /** A search that found nothing: 'Did you mean {keywords}?' */
  didYouMean: 'Did you mean',
  relatedCategories: 'Or browse these categories',
  loadFailed: 'We could not load these products.',
  moreFailed: 'We could not load more products.',
  retry: 'Try again',
  bestDeals: 'CG Exclusive',
  newArrivals: 'New Arrivals',
  flashSales: 'Flash Sales',
  flashEndsAt: 'Flash Sales ends at',
  flashEndsIn: 'Ends in',
  flashEnded: 'This flash sale has ended',
  flashSortNote: 'Sorting is not available for flash sales',
  countdown: (d: number, h: number, m: number, s: number) =>
    `${d > 0 ? `${d}d ` : ''}${String(h).padStart(2, '0')}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`,
  products: 'Products',
  banner: (name: string) => `${name} banner`,
  offers: 'Offers',
  supplierProducts: 'Products',
} as const;
