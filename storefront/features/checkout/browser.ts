/** Leaving the storefront for a gateway (a seam tests replace: jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
