/** Header search constants (spec part 1 §2, §5, §9; part 2 §9). */

/** A search starts only above this many characters. */
export const SEARCH_MIN_LENGTH = 2;
/** Suggestions show the first 5 products. */
export const SUGGESTION_COUNT = 5;
/** The suggestion box hides this long after the search box loses focus. */
export const SUGGESTION_HIDE_DELAY_MS = 500;
/** Typing pauses this long before a suggestion search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Above this many sub-categories a category's mega menu panel uses the narrower column layout. */
export const MEGA_MENU_NARROW_ABOVE = 16;
