/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ApiClient, ApiEnvelope, RequestOptions } from '../api/client';
import { LocationSelects } from './LocationSelects';
import { useLocationCascade, type LocationChoice, type LocationCascadeOptions } from './useLocationCascade';

type Answer = ApiEnvelope | null;

/** An API whose answers the test releases by hand (to answer out of order). */
function fakeApi(answers: Record<string, () => Answer>) {
  const calls: { path: string; options?: RequestOptions }[] = [];
  const held: { path: string; release: () => void }[] = [];
  let holding = false;
  const api: ApiClient = {
    base: '/api/',
    get: <T extends ApiEnvelope>(path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      const answer = () => (answers[path] ? answers[path]() : { statusCode: 404 }) as T | null;
      if (!holding) return Promise.resolve(answer());
      return new Promise<T | null>((resolve) => held.push({ path, release: () => resolve(answer()) }));
    },
    post: () => Promise.resolve(null),
    url: (path) => path,
    token: () => null,
  };
  return {
    api,
    calls,
    hold: () => (holding = true),
    release: async (path: string) => {
      const i = held.findIndex((h) => h.path === path);
      await act(async () => {
        held.splice(i, 1)[0].release();
        await Promise.resolve();
      });
    },
  };
}

const ok = (data: unknown) => () => ({ statusCode: 200, data });
const steps = {
  'get-provinces': ok([{ id: 3, name: 'Bagmati' }, { id: 4, name: 'Gandaki' }]),
  'get-cities-via-province/3': ok([{ id: 30, name: 'Kathmandu' }]),
  'get-cities-via-province/4': ok([{ id: 40, name: 'Pokhara' }]),
  'get-areas-via-city/30': ok([{ id: 300, name: 'Baneshwor' }]),
  'get-areas-via-city/40': ok([{ id: 400, name: 'Lakeside' }]),
};

function Harness({ api, start, options, changes }: { api: ApiClient; start?: LocationChoice; options?: Partial<LocationCascadeOptions>; changes?: Partial<LocationChoice>[] }) {
  const [values, setValues] = useState<LocationChoice>(start ?? { province: '', city: '', area: '' });
  const cascade = useLocationCascade(api, {
    initial: start,
    ...options,
    onChange: (patch) => {
      changes?.push(patch);
      setValues((v) => ({ ...v, ...patch }));
    },
  });
  return (
    <LocationSelects
      cascade={cascade}
      values={values}
      names={{ province: 'province_id', city: 'city_id', area: 'area_id' }}
      labels={{ province: 'Province', city: 'City', area: 'Area' }}
      placeholders={{ province: 'Select province', city: 'Select city', area: 'Select area' }}
      autoComplete
    />
  );
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
async function choose(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

describe('useLocationCascade with LocationSelects', () => {
  it('loads each list for its parent and clears what hangs below a choice', async () => {
    const { api, calls } = fakeApi(steps);
    const changes: Partial<LocationChoice>[] = [];
    render(<Harness api={api} changes={changes} />);
    await settle();
    expect(options('Province')).toEqual(['Select province', 'Bagmati', 'Gandaki']);
    expect(screen.getByLabelText('Province')).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByLabelText('Area')).toHaveAttribute('name', 'area_id');

    await choose('Province', '3');
    await choose('City', '30');
    await choose('Area', '300');
    expect(options('Area')).toEqual(['Select area', 'Baneshwor']);
    expect(changes).toEqual([{ province: '3', city: '', area: '' }, { city: '30', area: '' }, { area: '300' }]);

    await choose('Province', '4');
    expect([valueOf('City'), valueOf('Area')]).toEqual(['', '']);
    expect(options('City')).toEqual(['Select city', 'Pokhara']);
    expect(options('Area')).toEqual(['Select area']);

    // An empty choice clears the lists below and asks for nothing.
    const asked = calls.length;
    await choose('Province', '');
    expect(options('City')).toEqual(['Select city']);
    expect(calls).toHaveLength(asked);
  });

  it('drops an answer for an older choice', async () => {
    const fake = fakeApi(steps);
    render(<Harness api={fake.api} />);
    await settle();
    fake.hold();
    await choose('Province', '3');
    await choose('Province', '4');
    await fake.release('get-cities-via-province/4');
    await fake.release('get-cities-via-province/3');
    expect(options('City')).toEqual(['Select city', 'Pokhara']);
  });

  it('loads the lists of the starting choice, with the given source', async () => {
    const { api, calls } = fakeApi(steps);
    render(<Harness api={api} start={{ province: '3', city: '30', area: '300' }} options={{ source: 'ola' }} />);
    await settle();
    expect([valueOf('City'), valueOf('Area')]).toEqual(['30', '300']);
    expect(calls.map((c) => c.options?.query?.source)).toEqual(['ola', 'ola', 'ola']);
  });

  it('reads every list from one get-locations-with-areas call with wholeTree', async () => {
    const { api, calls } = fakeApi({
      'get-locations-with-areas': ok([
        { id: 1, name: 'Koshi', cities: [{ id: 10, name: 'Dharan', areas: [{ id: 100, name: 'Bhanu Chowk' }] }] },
        { id: 3, name: 'Bagmati', cities: [{ id: 30, name: 'Kathmandu', areas: [{ id: 300, name: 'Baneshwor' }] }] },
      ]),
    });
    render(<Harness api={api} options={{ wholeTree: true }} />);
    await settle();
    expect(options('Province')).toEqual(['Select province', 'Koshi', 'Bagmati']);
    await choose('Province', '3');
    expect(options('City')).toEqual(['Select city', 'Kathmandu']);
    await choose('City', '30');
    expect(options('Area')).toEqual(['Select area', 'Baneshwor']);
    expect(calls.map((c) => c.path)).toEqual(['get-locations-with-areas']);
  });

  it('leaves the lists empty when a call fails', async () => {
    const { api } = fakeApi({ 'get-provinces': () => null });
    render(<Harness api={api} />);
    await settle();
    expect(options('Province')).toEqual(['Select province']);
  });
});
