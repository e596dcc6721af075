import { useEffect } from 'react';
import { SITE_NAME, SITE_TITLE } from '../../shared/domain/site';

/** Sets the tab title for the page: 'Login | CG Digital'. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
  }, [title]);
}
