import { alreadyInWishlist, type AddToWishlistResponse } from '../../../shared/api/wishlist';
import { WISHLIST_TEXT as T } from './messages';

/**
 * What a successful add-to-wishlist says, wherever it is pressed (product page, compare page):
 * '{name} added to Wishlist' (spec part 2 §4, §8), unless the server answered that the product
 * was in the wishlist already: then the server's own words ('This product is already in your
 * wishlist.').
 */
export function addedToWishlistText(name: string, answer: AddToWishlistResponse): string {
  return alreadyInWishlist(answer) && answer.message ? answer.message : T.added(name);
}
