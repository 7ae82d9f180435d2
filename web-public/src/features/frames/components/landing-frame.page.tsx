import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta';
import { affordableShares, instructorsNear, recentShares } from '../api/frame-lists.api';
import { useFrameList } from '../hooks/use-frame-list';
import { useFrameLocation } from '../hooks/use-frame-location';
import { FrameInstructorCard } from './frame-instructor-card';
import { FrameSection } from './frame-section';
import { FrameShareCard } from './frame-share-card';
import './frames.css';

/**
 * /landing-frame (spec 2 "Home page variant", 4 "Embeddable home"), for other sites to embed: recently
 * posted and most affordable planes, and flight instructors near the `city` given (else the visitor),
 * 4 each. No header or footer; every link opens Wingshare in the top window.
 */
export function LandingFramePage() {
  const [params] = useSearchParams();
  const location = useFrameLocation(params.get('city'));
  const recent = useFrameList(recentShares);
  const affordable = useFrameList(affordableShares);
  const instructors = useFrameList(location ? instructorsNear(location) : null);
  usePageMeta({ title: 'Planes to share and flight instructors near you', description: 'Recently posted and most affordable aircraft shares, and local flight instructors, on Wingshare.' });

  return (
    <main className="frame landing-frame">
      <FrameSection title="Recently Posted Shares" noun="planes" list={recent} seeMore="/find" keyOf={(s) => s.id} render={(s) => <FrameShareCard share={s} />} />
      <FrameSection title="Most Affordable Shares" noun="planes" list={affordable} seeMore="/find" keyOf={(s) => s.id} render={(s) => <FrameShareCard share={s} />} />
      <FrameSection
        title={location?.label ? `Local Flight Instructors near ${location.label}` : 'Local Flight Instructors'}
        noun="flight instructors"
        list={instructors}
        seeMore="/instructors"
        keyOf={(i) => i.id}
        render={(i) => <FrameInstructorCard instructor={i} />}
      />
    </main>
  );
}
