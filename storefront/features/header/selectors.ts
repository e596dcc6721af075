import type { HeaderState } from './slice';

type S = { header: HeaderState };
export const selectMenu = (state: S) => state.header.menu;
export const selectMenuCategories = (state: S) => state.header.menu.categories;
export const selectMenuBrands = (state: S) => state.header.menu.brands;
export const selectSearch = (state: S) => state.header.search;
