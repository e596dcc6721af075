import { useLocation } from 'react-router-dom';
import { useDisclosure } from '../../../shared/ui/useDisclosure';

/** The shared disclosure (shared/ui/useDisclosure), closed again when the shopper moves to another page. */
export function useRouteDisclosure<R extends HTMLElement = HTMLDivElement, B extends HTMLElement = HTMLButtonElement>() {
  const { pathname, search } = useLocation();
  return useDisclosure<R, B>(`${pathname}${search}`);
}
