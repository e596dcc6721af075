import { useLayoutEffect } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import type { HomePopUp as HomePopUpData } from '../../../shared/api/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BANNER_SIZES, SmartLink } from './blocks/BannerLink';
import { takeOverEarlyPopUp } from './earlyPopUp';
import { HOME_TEXT as T } from './messages';
import { selectPopUp } from './selectors';
import { popUpDismissed } from './slice';

/**
 * The home pop-up: an accessible dialog with the offer image (linking to slider_link when it
 * has one), its title and short description. Closing it — or following its link — counts as
 * a dismissal: it stays hidden for 5 minutes.
 */
export function HomePopUp() {
  // Selected here, not by the home page: opening it re-renders the pop-up alone.
  const popUp = useAppSelector(selectPopUp);
  const dispatch = useAppDispatch();
  if (!popUp) return null;
  return <LivePopUp popUp={popUp} onDismiss={() => dispatch(popUpDismissed())} />;
}

/** The live pop-up takes the place of the copy shown before the page was live (earlyPopUp.ts). */
function LivePopUp({ popUp, onDismiss }: { popUp: HomePopUpData; onDismiss: () => void }) {
  useLayoutEffect(() => {
    if (takeOverEarlyPopUp() === 'dismissed') onDismiss();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <PopUpDialog popUp={popUp} onDismiss={onDismiss} />;
}

/** The pop-up's dialog: also rendered on the server into the early copy's template. */
export function PopUpDialog({ popUp, onDismiss }: { popUp: HomePopUpData; onDismiss: () => void }) {
  const image = (
    <img
      className="cg-popup__img"
      src={popUp.image_url}
      alt={popUp.title || T.popUpFallbackTitle}
      width={BANNER_SIZES.popup.width}
      height={BANNER_SIZES.popup.height}
    />
  );
  return (
    <Modal
      open
      title={popUp.title || T.popUpFallbackTitle}
      description={popUp.short_description || undefined}
      closeLabel={T.popUpClose}
      onClose={onDismiss}
      className="cg-popup"
    >
      {popUp.slider_link ? (
        <SmartLink href={popUp.slider_link} className="cg-popup__link" onClick={onDismiss}>
          {image}
        </SmartLink>
      ) : (
        image
      )}
    </Modal>
  );
}
