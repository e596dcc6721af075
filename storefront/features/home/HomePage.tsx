import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { homeHead } from '../../app/head/homeHead';
import { PageHead } from '../../app/head/PageHead';
import { usePublicUrl } from '../../app/head/site';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';
import { HomeHero } from './blocks/BannerBlocks';
import { LayoutBlocks } from './blocks/LayoutBlocks';
import { HomeDataSections } from './HomeDataSections';
import { HomePopUp } from './HomePopUp';
import { HOME_TEXT as T } from './messages';
import { selectHomeData, selectHomeStatus, selectLayouts, selectPopUpImage } from './selectors';
import { homeRequested, popUpHidden } from './slice';
import './Home.css';

/**
 * '/': the home page, built from the server's layout blocks (GET layouts) with get-home-data's
 * hero sliders and sections, and the home pop-up.
 */
export function HomePage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectHomeStatus);
  const layouts = useAppSelector(selectLayouts);
  const homeData = useAppSelector(selectHomeData);
  const popUpImage = useAppSelector(selectPopUpImage);
  // get-home-data's sections follow once the layout blocks are all on the page; the server
  // renders them all at once (a page without JavaScript shows them), and hydration starts alike.
  const fromServer = useRenderedOnServer();
  const [blocksDone, setBlocksDone] = useState(fromServer);
  const publicUrl = usePublicUrl();

  useEffect(() => {
    dispatch(homeRequested());
    return () => {
      dispatch(popUpHidden());
    };
  }, [dispatch]);

  return (
    <div className="cg-home">
      <PageHead head={homeHead(publicUrl, { hero: homeData?.sliders?.[0]?.image, popUp: popUpImage })} />
      <h1 className="cg-visually-hidden">{T.heading}</h1>
      {status === 'failed' ? (
        <div className="cg-home__failed" role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="cg-button cg-button--primary" onClick={() => dispatch(homeRequested())}>
            {T.retry}
          </button>
        </div>
      ) : status !== 'ready' ? (
        <HomeSkeleton />
      ) : (
        <div className="cg-home__inner">
          {homeData ? <HomeHero sliders={homeData.sliders ?? []} topBanners={homeData.topBanners ?? []} /> : null}
          <LayoutBlocks blocks={layouts} onRendered={setBlocksDone} />
          {homeData && blocksDone ? <HomeDataSections data={homeData} blocks={layouts} /> : null}
        </div>
      )}
      <HomePopUp />
    </div>
  );
}

/** Grey shapes where the hero and the first rows will be (no layout shift when they arrive). */
function HomeSkeleton() {
  return (
    <div className="cg-home__inner cg-home__skeleton" aria-hidden="true">
      <div className="cg-hero cg-hero--with-side">
        <div className="cg-skel cg-skel--hero" />
        <div className="cg-hero__side">
          <div className="cg-skel cg-skel--side" />
          <div className="cg-skel cg-skel--side" />
        </div>
      </div>
      <div className="cg-skel cg-skel--bar" />
      <div className="cg-skel-row">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="cg-skel cg-skel--card" />
        ))}
      </div>
    </div>
  );
}
