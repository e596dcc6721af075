import { useEffect } from 'react';

export const SITE_NAME = 'CG Digital';

/** Sets the tab title for the page: 'Login | CG Digital'. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Electronics and home appliances in Nepal`;
  }, [title]);
}
