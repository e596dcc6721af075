/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { press, renderApp } from '../../app/test-utils';
import { INFO_TEXT as T } from './messages';
import { SERVICE_CENTERS } from './serviceCenters';
import { infoApi } from './test-helpers';

async function choose(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

describe('service centres /service-centers/', () => {
  it('shows the numbers, Province No. 1 to 7, and the static list', async () => {
    await renderApp({ path: '/service-centers/', api: infoApi() });
    expect(await screen.findByRole('heading', { level: 1, name: T.serviceTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '16600100211' })).toBeInTheDocument();
    const provinces = within(screen.getByLabelText(T.province)).getAllByRole('option').map((o) => o.textContent);
    expect(provinces).toEqual([T.chooseProvince, ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Province No. ${n}`)]);
    expect(within(screen.getByLabelText(T.district)).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: T.homeAppliancesTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(T.serviceCount(SERVICE_CENTERS.length))).toBeInTheDocument();
  });

  it('filters by province and district on Search', async () => {
    await renderApp({ path: '/service-centers/', api: infoApi() });
    await screen.findByRole('heading', { level: 1, name: T.serviceTitle });
    await choose(T.province, '1');
    const districts = within(screen.getByLabelText(T.district)).getAllByRole('option').map((o) => o.textContent);
    expect(districts).toEqual([T.chooseDistrict, 'Jhapa', 'Morang']);
    // Nothing changes before Search.
    expect(screen.getByText(T.serviceCount(SERVICE_CENTERS.length))).toBeInTheDocument();
    await press(within(screen.getByRole('main')).getByRole('button', { name: T.search }));
    expect(screen.getByText(T.serviceCount(2))).toBeInTheDocument();
    await choose(T.district, 'Morang');
    await press(within(screen.getByRole('main')).getByRole('button', { name: T.search }));
    expect(screen.getByText(T.serviceCount(1))).toBeInTheDocument();
    expect(screen.getByText('Traffic Chowk, Biratnagar')).toBeInTheDocument();
  });

  it('has an empty Mobile Service Center tab, reachable with the arrow keys', async () => {
    await renderApp({ path: '/service-centers/', api: infoApi() });
    const home = await screen.findByRole('tab', { name: T.homeAppliancesTab });
    home.focus();
    act(() => void fireEvent.keyDown(home, { key: 'ArrowRight' }));
    const mobile = screen.getByRole('tab', { name: T.mobileTab });
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(T.mobileEmpty);
  });
});
