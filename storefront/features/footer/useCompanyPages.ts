import { useEffect, useState } from 'react';
import type { ApiClient, ApiEnvelope } from '../../../shared/api/client';
import type { PageListEntry } from '../../../shared/api/pages';
import { pagePath } from '../../../shared/domain/slug';
import { useAppDeps } from '../../app/deps';
import { FALLBACK_COMPANY_LINKS, type FooterLink } from './links';

const loaded = new WeakMap<ApiClient, Promise<FooterLink[] | null>>();

/** GET all-page once per API client, quietly (no page veil for a footer list). */
function loadCompanyPages(api: ApiClient): Promise<FooterLink[] | null> {
  let pending = loaded.get(api);
  if (!pending) {
    // all-page (shared/api/pages getAllPages), sent quiet.
    pending = api.get<ApiEnvelope<PageListEntry[]>>('all-page', { quiet: true }).then((answer) =>
      answer?.statusCode === 200 && Array.isArray(answer.data)
        ? answer.data.filter((p) => p && p.page_url && p.title).map((p) => ({ label: p.title, to: pagePath(p.page_url) }))
        : null,
    );
    loaded.set(api, pending);
    // A failure may be retried by the next page that shows the footer.
    void pending.then((links) => {
      if (!links) loaded.delete(api);
    });
  }
  return pending;
}

/** The footer's company pages (spec part 2 §2, §7 all-page); the two named pages until it answers. */
export function useCompanyPages(): FooterLink[] {
  const { api } = useAppDeps();
  const [links, setLinks] = useState<FooterLink[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadCompanyPages(api).then((l) => {
      if (live && l) setLinks(l);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return links ?? FALLBACK_COMPANY_LINKS;
}
