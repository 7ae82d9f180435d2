import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { MAIN_PLAYLIST, VIDEOS } from '../content/videos.content';
import { ClickToLoadVideo } from './click-to-load-video';
import './info.css';

const youtube = CONTACT.social.find((s) => s.name === 'YouTube');

/** /videos: the main playlist and six videos, each played in an overlay on click. */
export function VideosPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Videos"
      lead="Short videos on listing, searching and setting up a share. They play from YouTube once you press play."
      wide
    >
      <ClickToLoadVideo video={MAIN_PLAYLIST} featured />
      <section className="info-section" aria-labelledby="video-list">
        <h2 id="video-list">Watch one topic</h2>
        <div className="video-grid">
          {VIDEOS.map((video) => (
            <ClickToLoadVideo key={video.youtubeId} video={video} />
          ))}
        </div>
      </section>
      <p className="section-intro">
        {youtube && (
          <>
            Subscribe to{' '}
            <a href={youtube.href} target="_blank" rel="noopener noreferrer">
              Wingshare on YouTube
            </a>{' '}
            for new videos, or read the written guides:{' '}
          </>
        )}
        <Link to="/how-it-works">how it works</Link>, <Link to="/seeking">tips for seeking</Link> and <Link to="/listing">tips for listing</Link>.
      </p>
    </ContentPage>
  );
}
