/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi, renderApp, type FakeApi } from '../../app/test-utils';
import { product } from '../home/fixtures';
import { HEADER_TEXT as T } from './messages';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_HIDE_DELAY_MS } from './searchRules';

/** web-search answers 8 products for 'sam…', none for anything else. */
const searchApi = (): FakeApi =>
  createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'web-search': (call) => {
      const q = String(call.options?.query?.keywords ?? '');
      const products = q.startsWith('sam') ? Array.from({ length: 8 }, (_, i) => product(i + 1, { name: `Samsung ${i + 1}` })) : [];
      return { statusCode: 200, data: { products, brands: [], price_range: { min: 0, max: 0 }, sliders: [], productPaginate: { total: products.length } } };
    },
  });

const box = () => screen.getByRole('combobox', { name: T.searchLabel });

/** Lets the fake API's promises and the saga's puts run. */
const flush = () => act(async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
});

async function type(value: string) {
  act(() => {
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value } });
  });
}
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await flush();
}

describe('header search suggestions', () => {
  let api: FakeApi;
  let router: Awaited<ReturnType<typeof renderApp>>['router'];
  beforeEach(async () => {
    api = searchApi();
    ({ router } = await renderApp({ path: '/', api }));
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('does not search with 2 characters', async () => {
    await type('sa');
    await wait(2000);
    expect(api.callsTo('web-search')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches above 2 characters, debounced, and shows at most 5 products', async () => {
    await type('s');
    await type('sa');
    await type('sam');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(api.callsTo('web-search')).toHaveLength(0);
    await wait(1);
    expect(api.callsTo('web-search')).toHaveLength(1);
    expect(api.callsTo('web-search')[0].options).toMatchObject({ query: { keywords: 'sam' }, quiet: true });
    const list = screen.getByRole('listbox', { name: T.suggestions });
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
  });

  it("says 'No Search Product Found.' when nothing matches", async () => {
    await type('qqqzzz');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('No Search Product Found.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('hides the suggestions 500 ms after the box loses focus, and shows them again on focus', async () => {
    await type('sam');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => {
      fireEvent.blur(box());
    });
    await wait(SUGGESTION_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    act(() => {
      fireEvent.focus(box());
    });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('arrow keys highlight a suggestion (aria-activedescendant) and Enter opens that product', async () => {
    await type('sam');
    await wait(SEARCH_DEBOUNCE_MS);
    act(() => {
      fireEvent.keyDown(box(), { key: 'ArrowDown' });
      fireEvent.keyDown(box(), { key: 'ArrowDown' });
    });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1].id);
    await act(async () => {
      fireEvent.submit(box().closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/product-samsung-2-2');
  });

  it('Escape closes the list; submitting goes to /search/{keywords}', async () => {
    await type('sam tv');
    await wait(SEARCH_DEBOUNCE_MS);
    act(() => {
      fireEvent.keyDown(box(), { key: 'Escape' });
    });
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => {
      fireEvent.submit(box().closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/search/sam%20tv');
  });

  it('does not submit 2 characters: it asks for 3', async () => {
    await type('tv');
    await act(async () => {
      fireEvent.submit(box().closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText(T.tooShort)).toBeInTheDocument();
  });
});
